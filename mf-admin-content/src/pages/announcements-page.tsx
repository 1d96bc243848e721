import { AnnouncementsSection } from '../features/announcements/announcements-section.tsx';

export default function AnnouncementsPage() {
  return (
    <section className="page admin-page">
      <AnnouncementsSection />
    </section>
  );
}
