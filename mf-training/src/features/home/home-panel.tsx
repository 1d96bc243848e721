import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import './home-panel.css';

/** One panel of the admin home: a titled box linking to its screen. */
export function HomePanel({
  title,
  link,
  children,
}: {
  title: string;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="home-panel" aria-labelledby={id}>
      <h2 id={id} className="home-panel__title">
        {title}
      </h2>
      <div className="home-panel__body">{children}</div>
      <Link to={link.to} className="home-panel__link">
        {link.label}
      </Link>
    </section>
  );
}

/** One section of the admin home: the key of GET /home's answer it shows, and its panel. */
export interface HomeSection {
  key: string;
  Panel: (props: { section: unknown }) => ReactNode;
}

/**
 * A feature's sections, typed by its own schema of them (`<Feature>Home` in its contract file):
 * `homeSectionsOf<Schemas['ContactMessagesHome']>()('contactMessages', ContactMessages)`.
 */
export const homeSectionsOf =
  <Home extends object>() =>
  <Key extends keyof Home & string>(
    key: Key,
    Panel: (props: { section: Exclude<Home[Key], undefined> }) => ReactNode,
  ): HomeSection => ({ key, Panel: Panel as HomeSection['Panel'] });
