import { ApplicationNotification } from '../features/course-applications/application-notification.tsx';
import { CourseApplicationsSection } from '../features/course-applications/course-applications-section.tsx';
import { ApplicationExamReadiness } from '../features/driving-lessons/exam-readiness-panel.tsx';

export default function ApplicationsPage() {
  return (
    <section className="page admin-page">
      <div className="admin-page__heading">
        <h1>Prihlášky</h1>
        <ApplicationNotification />
      </div>
      <CourseApplicationsSection
        detailExtra={(application) =>
          application.status === 'training' || application.status === 'exam' ? (
            <ApplicationExamReadiness
              applicationId={application.id}
              studentName={`${application.firstname} ${application.lastname}`}
            />
          ) : null
        }
      />
    </section>
  );
}
