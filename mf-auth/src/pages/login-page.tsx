import { Link } from 'react-router-dom';
import LoginForm from '../features/auth/login-form.tsx';
import './auth-page.css';

/**
 * After a successful login the shell's guard moves the user on: to the admin page it sent them
 * from, or to /admin.
 */
export default function LoginPage() {
  return (
    <section className="page auth-page">
      <h1>Prihlásenie</h1>
      <LoginForm />
      <p>
        <Link to="/zabudnute-heslo">Zabudnuté heslo?</Link>
      </p>
      <p>
        <Link to="/registracia">Nemáš účet? Zaregistruj sa!</Link>
      </p>
    </section>
  );
}
