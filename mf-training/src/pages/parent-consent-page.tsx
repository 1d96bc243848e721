import { useConsentToCourseApplication } from '@autoskola/api-client';
import { LINK_TEXTS } from '../features/course-applications/course-application-texts.ts';
import { LinkResult } from '../features/course-applications/link-result.tsx';

/** Opened from the e-mail to a minor's parent: records the consent when the parent gives it (a click). */
export default function ParentConsentPage() {
  const consent = useConsentToCourseApplication();
  return (
    <section className="page">
      <h1>Súhlas zákonného zástupcu</h1>
      <LinkResult
        send={(token) => consent.mutateAsync({ token })}
        action={LINK_TEXTS.consent}
        intro={LINK_TEXTS.consentIntro}
        working={LINK_TEXTS.consenting}
      />
    </section>
  );
}
