import { useConsentToCourseApplication } from '@autoskola/api-client';
import { LINK_TEXTS } from '../features/course-applications/course-application-texts.ts';
import { LinkResult } from '../features/course-applications/link-result.tsx';

/**
 * Opened from the e-mail to a minor's parent: shows the child, the course, its price and terms,
 * and records the consent when the parent gives it (a click). A link used before says so.
 */
export default function ParentConsentPage() {
  const consent = useConsentToCourseApplication();
  return (
    <section className="page">
      <h1>Súhlas zákonného zástupcu</h1>
      <LinkResult
        purpose="consent"
        send={(token) => consent.mutateAsync({ token })}
        action={LINK_TEXTS.consent}
        intro={LINK_TEXTS.consentIntro}
        working={LINK_TEXTS.consenting}
      />
    </section>
  );
}
