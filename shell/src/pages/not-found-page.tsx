import { NOT_FOUND_TEXT } from '@autoskola/routes';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section className="page not-found">
      <h1>{NOT_FOUND_TEXT}</h1>
      <p>
        Stránka, ktorú hľadáte, neexistuje. Pokračujte na <Link to="/">úvodnú stránku</Link>.
      </p>
    </section>
  );
}
