import { useMyCourseApplications } from '@autoskola/api-client';
import { courseTitle, DOCUMENT_LABELS } from '@autoskola/rules/course-applications';
import './course-applications.css';

export const MISSING_DOCUMENTS_TEXTS = {
  missing: (course: string, labels: string) =>
    `Ku kurzu ${course} nám ešte chýbajú doklady: ${labels}. Prineste ich, prosím, čo najskôr do autoškoly.`,
  consent: 'Súhlas zákonného zástupcu udelí zákonný zástupca odkazom z e-mailu alebo ho prinesie podpísaný.',
} as const;

/**
 * On the booking screen: the student's course still lacks documents (issue 51: a minor booked
 * lessons without the parent's consent and nobody said so). A notice, not a refusal. While the
 * applications load or fail to, it shows nothing: the screen's own states speak for the page.
 */
export function MissingDocumentsNotice() {
  const mine = useMyCourseApplications();
  const open = (mine.data?.courseApplications ?? []).filter((application) =>
    ['enrolled', 'training', 'exam'].includes(application.status),
  );
  const lacking = open
    .map((application) => ({ application, missing: application.documents.filter((document) => !document.done) }))
    .filter(({ missing }) => missing.length > 0);
  if (lacking.length === 0) return null;
  return (
    <div className="missing-documents" role="note">
      {lacking.map(({ application, missing }) => (
        <p key={application.id}>
          {MISSING_DOCUMENTS_TEXTS.missing(
            courseTitle(application.course.name, application.course.group),
            missing.map((document) => DOCUMENT_LABELS[document.kind]).join(', '),
          )}
          {missing.some((document) => document.kind === 'parentConsent') && ` ${MISSING_DOCUMENTS_TEXTS.consent}`}
        </p>
      ))}
    </div>
  );
}
