export function AdminHomePage() {
  return (
    <section className="page admin-home">
      <h1>Administrácia</h1>
      <p>Tu raz niečo bude.</p>
    </section>
  );
}
