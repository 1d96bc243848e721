import { OffersSection } from '../features/offers/offers-section.tsx';

export default function OffersPage() {
  return (
    <section className="page admin-page">
      <OffersSection />
    </section>
  );
}
