import { usePublicOffers } from '@autoskola/api-client';
import { StatusMessage } from '@autoskola/ui';
import { OfferCard } from '../features/offers/offer-card.tsx';

export const OFFER_TEXTS = {
  loading: 'Načítavam ponuku kurzov…',
  empty: 'Aktuálne nie sú v ponuke žiadne kurzy.',
  error: 'Nepodarilo sa načítať ponuku kurzov.',
} as const;

export default function OfferPage() {
  const { data, isPending, isError } = usePublicOffers();
  return (
    <section className="page">
      <h1>Ponuka</h1>
      {isPending ? (
        <StatusMessage kind="loading">{OFFER_TEXTS.loading}</StatusMessage>
      ) : isError ? (
        <StatusMessage kind="error">{OFFER_TEXTS.error}</StatusMessage>
      ) : data.offers.length === 0 ? (
        <StatusMessage kind="empty">{OFFER_TEXTS.empty}</StatusMessage>
      ) : (
        <ul className="offer-grid">
          {data.offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
