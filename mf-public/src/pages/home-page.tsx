import { currentSchool } from '@autoskola/school';
import { Link } from 'react-router-dom';
import { LANDING_SECTIONS } from '../features/landing-sections.ts';
import './home-page.css';

export default function HomePage() {
  return (
    <>
      <section className="page home-hero">
        <h1 className="home-hero__title">{currentSchool().name}</h1>
        <p className="home-hero__tagline">Prvá súkromná autoškola v Ružomberku.</p>
        <p className="home-hero__tagline">Kvalitu potvrdzujú roky praxe a tisíce spokojných absolventov.</p>
        <Link to="/kontakt" className="button home-hero__cta">
          Chcem na kurz
        </Link>
      </section>
      {LANDING_SECTIONS.map(({ feature, Section }) => (
        <Section key={feature} />
      ))}
    </>
  );
}
