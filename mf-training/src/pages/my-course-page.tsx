import { ApplyLink, MyCourseApplications } from '../features/course-applications/my-course-applications.tsx';
import { MyExamReadiness } from '../features/driving-lessons/exam-readiness-panel.tsx';
import { MyLessonProgress } from '../features/driving-lessons/lesson-progress.tsx';
import { MyExams } from '../features/exams/my-exams.tsx';

/** 'Môj kurz': the student's applications, what to do next, and how to pay; in training, the lessons' progress and readiness, then the exams. */
export default function MyCoursePage() {
  return (
    <section className="page">
      <h1>Môj kurz</h1>
      <MyCourseApplications />
      <MyLessonProgress />
      <MyExamReadiness />
      <MyExams />
      <ApplyLink />
    </section>
  );
}
