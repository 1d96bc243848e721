import { MissingDocumentsNotice } from '../features/course-applications/missing-documents-notice.tsx';
import { MyLessons } from '../features/driving-lessons/my-lessons.tsx';

/** 'Moje jazdy': a student's driving lessons (issue 39). */
export default function MyLessonsPage() {
  return (
    <section className="page">
      <h1>Moje jazdy</h1>
      <MissingDocumentsNotice />
      <MyLessons />
    </section>
  );
}
