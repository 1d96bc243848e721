import { EmailVerification } from '../features/email-verification/email-verification.tsx';
import './auth-page.css';

/** Opened from the registration's e-mail (decision 0033). */
export default function EmailVerificationPage() {
  return (
    <section className="page auth-page">
      <h1>Overenie e-mailu</h1>
      <EmailVerification />
    </section>
  );
}
