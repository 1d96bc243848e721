import { Link } from 'react-router-dom';
import { FORGOTTEN_TEXTS, ForgottenPasswordForm } from '../features/password-reset/forgotten-password-form.tsx';
import './auth-page.css';

export default function ForgottenPasswordPage() {
  return (
    <section className="page auth-page">
      <h1>Zabudnuté heslo</h1>
      <p>{FORGOTTEN_TEXTS.intro}</p>
      <ForgottenPasswordForm />
      <p>
        <Link to="/prihlasenie">Späť na prihlásenie</Link>
      </p>
    </section>
  );
}
