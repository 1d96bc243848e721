import { CourseApplicationsSection } from '../features/course-applications/course-applications-section.tsx';
import { CourseSettings } from '../features/course-applications/course-settings.tsx';

export default function ApplicationsPage() {
  return (
    <section className="page admin-page">
      <h1>Prihlášky</h1>
      <CourseApplicationsSection />
      <CourseSettings />
    </section>
  );
}
