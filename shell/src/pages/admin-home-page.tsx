import { RemoteScreen } from '../remotes/remote-screen.tsx';

/**
 * /admin: the SPEC's sentence, and below it what the user has (issue 51), an overview that
 * mf-training renders from `GET /api/home` (decision 0037).
 */
export function AdminHomePage() {
  return (
    <section className="page admin-home">
      <h1>Administrácia</h1>
      <p>Tu raz niečo bude.</p>
      <RemoteScreen remote="mf_training" module="home-overview" />
    </section>
  );
}
