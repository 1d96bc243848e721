import { ApplicationNotification } from '../features/course-applications/application-notification.tsx';
import { CourseApplicationsSection } from '../features/course-applications/course-applications-section.tsx';
import { CourseSettings } from '../features/course-applications/course-settings.tsx';

export default function ApplicationsPage() {
  return (
    <section className="page admin-page">
      <div className="admin-page__heading">
        <h1>Prihlášky</h1>
        <ApplicationNotification />
      </div>
      <CourseApplicationsSection />
      <CourseSettings />
    </section>
  );
}
