import { usePublicOffers } from '@autoskola/api-client';
import { QueryStatus } from '@autoskola/ui';
import { OfferCard } from './offer-card.tsx';
import './offers.css';

export const OFFER_TEXTS = {
  loading: 'Načítavam ponuku kurzov…',
  empty: 'Aktuálne nie sú v ponuke žiadne kurzy.',
  error: 'Nepodarilo sa načítať ponuku kurzov.',
} as const;

/** The active course offers, as cards. */
export function OfferList() {
  return (
    <QueryStatus query={usePublicOffers()} texts={OFFER_TEXTS} isEmpty={(data) => data.offers.length === 0}>
      {(data) => (
        <ul className="offer-grid">
          {data.offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
      )}
    </QueryStatus>
  );
}
