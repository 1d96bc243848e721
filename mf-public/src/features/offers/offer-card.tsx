import type { Schemas } from '@autoskola/api-client';
import { formatPrice } from '@autoskola/rules/offers';
import { Link } from 'react-router-dom';
import './offers.css';

/** Where 'Chcem na kurz' leads: the contact form with the course named in the message. */
export function contactLinkFor(courseName: string): string {
  return `/kontakt?kurz=${encodeURIComponent(courseName)}`;
}

/** Where 'Prihláška online' leads: the application form with the course chosen. */
export function applicationLinkFor(offerId: number): string {
  return `/prihlaska?kurz=${offerId}`;
}

function OfferImage({ offer }: { offer: Schemas['Offer'] }) {
  if (!offer.imageUrl) {
    return (
      <div className="offer-card__image offer-card__image--placeholder" role="img" aria-label="Bez obrázka">
        <svg viewBox="0 0 64 40" width="96" height="60" aria-hidden="true" focusable="false">
          <path
            d="M8 28l5-12c1-3 3-4 6-4h26c3 0 5 1 6 4l5 12v6H8zM17 16l-3 8h36l-3-8z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
          <circle cx="18" cy="32" r="4" fill="currentColor" />
          <circle cx="46" cy="32" r="4" fill="currentColor" />
        </svg>
      </div>
    );
  }
  return (
    <img
      className="offer-card__image"
      src={offer.imageUrl}
      alt={`Kurz ${offer.name}`}
      width={700}
      height={400}
      loading="lazy"
      decoding="async"
    />
  );
}

export function OfferCard({ offer }: { offer: Schemas['Offer'] }) {
  const lines: [string, string | null][] = [
    ['Teória', offer.theory],
    ['Autotrenažér', offer.trainer],
    ['Jazda', offer.practice],
    ['Extra info', offer.extraInfo],
  ];
  return (
    <article className="offer-card">
      <OfferImage offer={offer} />
      <div className="offer-card__body">
        <h2 className="offer-card__name">{offer.name.toLocaleUpperCase('sk')}</h2>
        <dl className="offer-card__lines">
          {lines
            .filter((line): line is [string, string] => Boolean(line[1]))
            .map(([label, value]) => (
              <div key={label} className="offer-card__line">
                <dt>{label}:</dt> <dd>{value}</dd>
              </div>
            ))}
          <div className="offer-card__line">
            <dt>Doba trvania:</dt> <dd>{offer.length}</dd>
          </div>
        </dl>
        <p className="offer-card__price">
          <span className="visually-hidden">Cena: </span>
          {formatPrice(offer.price)}
        </p>
        <div className="offer-card__actions">
          <Link to={contactLinkFor(offer.name)} className="button offer-card__cta">
            Chcem na kurz
          </Link>
          <Link to={applicationLinkFor(offer.id)} className="button button--secondary offer-card__cta">
            Prihláška online
          </Link>
        </div>
      </div>
    </article>
  );
}
