import { PasswordReset } from '../features/password-reset/password-reset.tsx';
import './auth-page.css';

export default function PasswordResetPage() {
  return (
    <section className="page auth-page">
      <h1>Nové heslo</h1>
      <PasswordReset />
    </section>
  );
}
