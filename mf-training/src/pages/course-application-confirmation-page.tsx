import { useConfirmCourseApplication } from '@autoskola/api-client';
import { useSession } from '@autoskola/session';
import { Link } from 'react-router-dom';
import { AccountFromApplication } from '../features/course-applications/account-from-application.tsx';
import { LINK_TEXTS } from '../features/course-applications/course-application-texts.ts';
import { LinkResult } from '../features/course-applications/link-result.tsx';

/**
 * Opened from the confirmation e-mail: shows the application, confirms it on a click, then offers
 * an account for its e-mail. A link used before says the application is confirmed.
 */
export default function ApplicationConfirmationPage() {
  const confirm = useConfirmCourseApplication();
  const session = useSession();
  const anonymous = session.status === 'anonymous';
  return (
    <section className="page">
      <h1>Potvrdenie prihlášky</h1>
      <LinkResult
        purpose="confirm"
        afterUsed={
          <p>
            <Link to={anonymous ? '/prihlasenie' : '/moj-kurz'} className="button">
              {anonymous ? LINK_TEXTS.login : LINK_TEXTS.myCourse}
            </Link>
          </p>
        }
        send={(token) => confirm.mutateAsync({ token })}
        action={LINK_TEXTS.confirm}
        intro={LINK_TEXTS.confirmIntro}
        working={LINK_TEXTS.confirming}
      >
        {(answer) =>
          answer.accountToken && anonymous ? (
            <AccountFromApplication email={answer.email} accountToken={answer.accountToken} />
          ) : (
            <p>
              <Link to={anonymous ? '/prihlasenie' : '/moj-kurz'} className="button">
                {anonymous ? LINK_TEXTS.login : LINK_TEXTS.myCourse}
              </Link>
            </p>
          )
        }
      </LinkResult>
    </section>
  );
}
