import { Link } from 'react-router-dom';
import { RegistrationForm } from '../features/auth/registration-form.tsx';
import './auth-page.css';

export default function RegistrationPage() {
  return (
    <section className="page auth-page">
      <h1>Registrácia</h1>
      <RegistrationForm />
      <p>
        Už máš účet? <Link to="/prihlasenie">Prihlás sa</Link>
      </p>
    </section>
  );
}
