import { CourseApplicationsSection } from '../features/course-applications/course-applications-section.tsx';

export default function ApplicationsPage() {
  return (
    <section className="page admin-page">
      <h1>Prihlášky</h1>
      <CourseApplicationsSection />
    </section>
  );
}
