import { type Schemas, useMyCourseApplications } from '@autoskola/api-client';
import { formatDateTime, QueryStatus } from '@autoskola/ui';
import { Link } from 'react-router-dom';
import './course-applications.css';
import { EmailNotProven, useEmailUnproven } from '../account/email-not-proven.tsx';
import { DocumentsPanel, PaymentPanel } from './payment-panel.tsx';
import { NEXT_STEP, statusLabel } from './status-label.ts';

export const MY_COURSE_TEXTS = {
  loading: 'Načítavam Vaše prihlášky…',
  error: 'Nepodarilo sa načítať Vaše prihlášky.',
  empty: 'Zatiaľ nemáte žiadnu potvrdenú prihlášku.',
  apply: 'Prihlásiť sa na kurz',
  parentPending: 'Čakáme na súhlas zákonného zástupcu: poslali sme mu e-mail s odkazom.',
  history: 'História',
  next: 'Čo ďalej',
} as const;

function ApplicationCard({ application }: { application: Schemas['MyCourseApplication'] }) {
  const headingId = `application-${application.id}`;
  return (
    <article className="my-course__card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {application.course.name} <small>(prihláška č. {application.number})</small>
      </h2>
      <p>
        Stav: <span className="status-badge">{statusLabel(application.status)}</span>
      </p>
      <h3>{MY_COURSE_TEXTS.next}</h3>
      <p>{application.parentConsentPending ? MY_COURSE_TEXTS.parentPending : NEXT_STEP[application.status]}</p>
      {application.status !== 'cancelled' && (
        <>
          <DocumentsPanel documents={application.documents} />
          <PaymentPanel
            status={application.status}
            payments={application.payments}
            instructions={application.paymentInstructions}
          />
        </>
      )}
      <h3>{MY_COURSE_TEXTS.history}</h3>
      <ol className="application-history">
        {application.history.map((event) => (
          <li key={`${event.at}-${event.status}-${event.note ?? ''}`}>
            <time dateTime={event.at}>{formatDateTime(event.at)}</time> – {statusLabel(event.status)}
            {event.note && `: ${event.note}`}
          </li>
        ))}
      </ol>
    </article>
  );
}

/** The student's applications: status, what to do next, history. */
export function MyCourseApplications() {
  const unproven = useEmailUnproven();
  const query = useMyCourseApplications();
  // The server shows an unproven account no application (decision 0033): say why rather than "none".
  if (unproven && query.data?.courseApplications.length === 0) return <EmailNotProven />;
  return (
    <QueryStatus query={query} texts={MY_COURSE_TEXTS} isEmpty={(data) => data.courseApplications.length === 0}>
      {(data) => (
        <div className="my-course">
          {data.courseApplications.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </div>
      )}
    </QueryStatus>
  );
}

export function ApplyLink() {
  return (
    <p>
      <Link to="/prihlaska" className="button">
        {MY_COURSE_TEXTS.apply}
      </Link>
    </p>
  );
}
