import { type Schemas, useCreateExamDate, useExamDates } from '@autoskola/api-client';
import { schoolDate } from '@autoskola/rules/calendar-dates';
import { QueryStatus } from '@autoskola/ui';
import { useState } from 'react';
import { ExamDateCard } from './exam-date-card.tsx';
import { ExamDateForm } from './exam-date-form.tsx';
import { EXAM_TEXTS, monthEnd, monthHeading, monthOf, monthStart } from './exam-texts.ts';
import './exams.css';

/** The months shown at once: the first one and three more, as the server's default window. */
const WINDOW_MONTHS = 4;

/** The dates by their month in Bratislava, in the list's order (startsAt ascending). */
export function byMonth(examDates: readonly Schemas['ExamDate'][]): [month: string, dates: Schemas['ExamDate'][]][] {
  const months = new Map<string, Schemas['ExamDate'][]>();
  for (const examDate of examDates) {
    const month = monthOf(examDate.startsAt);
    months.set(month, [...(months.get(month) ?? []), examDate]);
  }
  return [...months];
}

/** 'Skúšky': the exam dates of four months by month, their students and results, and 'Nový termín skúšky'. */
export function ExamDatesSection() {
  // Months from this one: 0 this month's window, -1 a month earlier…
  const [shift, setShift] = useState(0);
  const today = schoolDate(new Date());
  const from = monthStart(today, shift);
  const to = monthEnd(today, shift + WINDOW_MONTHS - 1);
  const dates = useExamDates({ from, to });
  const create = useCreateExamDate();
  const shown = `${monthHeading(from.slice(0, 7))} – ${monthHeading(to.slice(0, 7))}`;
  return (
    <div className="exams">
      <section className="exams-panel" aria-label={EXAM_TEXTS.dates}>
        <div className="exams__months">
          <button type="button" className="button button--secondary" onClick={() => setShift(shift - 1)}>
            {EXAM_TEXTS.earlier}
          </button>
          <p className="exams__shown">{shown}</p>
          <button type="button" className="button button--secondary" onClick={() => setShift(shift + 1)}>
            {EXAM_TEXTS.later}
          </button>
        </div>
        <QueryStatus query={dates} texts={EXAM_TEXTS} isEmpty={(data) => data.examDates.length === 0}>
          {(data) =>
            byMonth(data.examDates).map(([month, examDates]) => (
              <section key={month} className="exams__month" aria-labelledby={`exam-month-${month}`}>
                <h2 id={`exam-month-${month}`} className="exams__month-heading">
                  {monthHeading(month)}
                </h2>
                {examDates.map((examDate) => (
                  <ExamDateCard key={examDate.id} examDate={examDate} />
                ))}
              </section>
            ))
          }
        </QueryStatus>
      </section>
      <section className="exams-panel" aria-labelledby="exam-new-date">
        <h2 id="exam-new-date">{EXAM_TEXTS.newDate}</h2>
        <ExamDateForm examDate={null} onSave={(input) => create.mutateAsync(input)} />
      </section>
    </div>
  );
}
