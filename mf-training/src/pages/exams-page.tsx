import { ExamDatesSection } from '../features/exams/exam-dates-section.tsx';

/** 'Skúšky' for instructors: the exam dates by month, their students and results, and a new date. */
export default function ExamsPage() {
  return (
    <section className="page">
      <h1>Skúšky</h1>
      <ExamDatesSection />
    </section>
  );
}
