import { Link } from 'react-router-dom';
import { ContactMessagesSection } from '../features/contact-messages/contact-messages-section.tsx';
import { DATA_SUBJECTS_PATH, SUBJECT_TEXTS } from '../features/data-subjects/data-subject-requests.tsx';

export default function ContactMessagesPage() {
  return (
    <section className="page admin-page">
      <div className="admin-page__heading">
        <h1>Kontaktný formulár</h1>
        {/* Requests for access to or erasure of someone's messages (GDPR articles 15 and 17). */}
        <Link to={DATA_SUBJECTS_PATH}>{SUBJECT_TEXTS.heading}</Link>
      </div>
      <ContactMessagesSection />
    </section>
  );
}
