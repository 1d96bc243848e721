import type { Schemas } from '@autoskola/api-client';
import { formatIsoDate } from '@autoskola/rules/calendar-dates';
import { courseTitle } from '@autoskola/rules/course-applications';
import { formatCents } from '@autoskola/rules/money';
import { DetailItem, DetailList } from '@autoskola/ui';
import { LINK_TEXTS } from './course-application-texts.ts';

/**
 * What an e-mail's link confirms, shown before its button: who (a name after a label, never
 * declined), which course, for how much and under which terms. A used link's page shows what was
 * confirmed, under a heading that no longer asks to confirm.
 */
export function LinkSummary({
  preview,
  purpose,
}: {
  preview: Schemas['CourseApplicationLinkPreview'];
  purpose: Schemas['CourseApplicationLinkInput']['purpose'];
}) {
  // The parent reads about the student; the applicant about their own application.
  const consent = purpose === 'consent';
  return (
    <section className="link-summary" aria-labelledby="link-summary-heading">
      <h2 id="link-summary-heading">
        {preview.state === 'used' ? LINK_TEXTS.usedHeading[purpose] : LINK_TEXTS.previewHeading}
      </h2>
      <DetailList>
        <DetailItem label={LINK_TEXTS.number}>{preview.number}</DetailItem>
        <DetailItem label={consent ? LINK_TEXTS.student : LINK_TEXTS.applicant}>{preview.name}</DetailItem>
        {preview.birthDate && <DetailItem label={LINK_TEXTS.birthDate}>{formatIsoDate(preview.birthDate)}</DetailItem>}
        {preview.parentName && <DetailItem label={LINK_TEXTS.parent}>{preview.parentName}</DetailItem>}
        <DetailItem label={LINK_TEXTS.course}>{courseTitle(preview.course.name, preview.course.group)}</DetailItem>
        <DetailItem label={LINK_TEXTS.price}>{formatCents(preview.price)}</DetailItem>
        <DetailItem label={LINK_TEXTS.terms}>
          {preview.terms ? LINK_TEXTS.termsVersion(preview.terms.version) : LINK_TEXTS.noTerms}
        </DetailItem>
      </DetailList>
      {preview.terms && (
        <details className="link-summary__terms">
          <summary>{LINK_TEXTS.showTerms}</summary>
          <div className="terms-text">
            {preview.terms.text.split(/\n\s*\n/).map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </details>
      )}
    </section>
  );
}
