import { ApplyLink, MyCourseApplications } from '../features/course-applications/my-course-applications.tsx';

/** 'Môj kurz': the student's applications, what to do next, and how to pay. */
export default function MyCoursePage() {
  return (
    <section className="page">
      <h1>Môj kurz</h1>
      <MyCourseApplications />
      <ApplyLink />
    </section>
  );
}
