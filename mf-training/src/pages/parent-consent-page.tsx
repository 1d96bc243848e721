import { useConsentToCourseApplication } from '@autoskola/api-client';
import { LINK_TEXTS } from '../features/course-applications/course-application-texts.ts';
import { LinkResult } from '../features/course-applications/link-result.tsx';

/** Opened from the e-mail to a minor's parent: records the consent. */
export default function ParentConsentPage() {
  const consent = useConsentToCourseApplication();
  return (
    <section className="page">
      <h1>Súhlas zákonného zástupcu</h1>
      <LinkResult send={(token) => consent.mutateAsync({ token })} working={LINK_TEXTS.consenting} />
    </section>
  );
}
