import { TermsText } from '../features/course-applications/terms-text.tsx';
import '../features/course-applications/course-applications.css';

/** 'Obchodné podmienky': the school's terms that an application accepts. */
export default function TermsPage() {
  return (
    <section className="page">
      <h1>Obchodné podmienky</h1>
      <TermsText />
    </section>
  );
}
