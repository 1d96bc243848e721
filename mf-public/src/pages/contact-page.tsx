import { useSearchParams } from 'react-router-dom';
import { ContactForm } from '../features/contact-messages/contact-message-form.tsx';
import { SchoolContacts } from '../features/school/school-contacts.tsx';
import './contact-page.css';

export default function ContactPage() {
  const [params] = useSearchParams();
  // 'Chcem na kurz' on an offer card names the course, so the visitor need not retype it.
  const course = params.get('kurz')?.trim();
  return (
    <section className="page contact-page">
      <h1>Kontaktuj nás</h1>
      <div className="contact-page__layout">
        <ContactForm initialMessage={course ? `Dobrý deň, mám záujem o kurz ${course}.` : ''} />
        <SchoolContacts />
      </div>
    </section>
  );
}
