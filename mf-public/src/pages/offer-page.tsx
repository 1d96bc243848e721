import { OfferList } from '../features/offers/offer-list.tsx';

export default function OfferPage() {
  return (
    <section className="page">
      <h1>Ponuka</h1>
      <OfferList />
    </section>
  );
}
