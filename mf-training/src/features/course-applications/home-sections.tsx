import type { Schemas } from '@autoskola/api-client';
import { formatIsoDate, schoolDate } from '@autoskola/rules/calendar-dates';
import { COURSE_APPLICATION_STATUS_LABELS } from '@autoskola/rules/course-applications';
import { formatCents } from '@autoskola/rules/money';
import { DetailItem, DetailList, StatusMessage, slovakCount } from '@autoskola/ui';
import { HomePanel, homeSectionsOf } from '../home/home-panel.tsx';

/** Course applications' panels of the admin home (issue 51): gender-neutral, addressed to the reader. */
export const APPLICATION_HOME_TEXTS = {
  myCourse: 'Môj kurz',
  noCourse: 'Zatiaľ tu nie je žiadna prihláška na kurz.',
  chooseCourse: 'Vybrať si kurz',
  course: 'Kurz',
  status: 'Stav',
  balance: 'Zostáva zaplatiť',
  paidUp: 'Všetko je zaplatené.',
  overdue: 'Niektorá splátka je po splatnosti.',
  openMyCourse: 'Otvoriť Môj kurz',

  newApplications: 'Nové prihlášky',
  noNewApplications: 'Žiadne nové prihlášky.',
  newApplicationCount: ['nová prihláška', 'nové prihlášky', 'nových prihlášok'] as const,
  openApplications: 'Otvoriť prihlášky',

  overduePayments: 'Platby po splatnosti',
  noOverdue: 'Žiadna platba nie je po splatnosti.',
  overdueCount: ['prihláška', 'prihlášky', 'prihlášok'] as const,
  overdueAmount: 'spolu',
  openOverdue: 'Otvoriť prihlášky',
} as const;
const T = APPLICATION_HOME_TEXTS;

/** An instant's day in Bratislava, as every screen writes a date: '26. 11. 2026'. */
const formatDay = (instant: string) => formatIsoDate(schoolDate(instant));

function MyCourse({ section: course }: { section: Schemas['HomeCourse'] | null }) {
  if (!course) {
    return (
      <HomePanel title={T.myCourse} link={{ to: '/ponuka', label: T.chooseCourse }}>
        <StatusMessage kind="empty">{T.noCourse}</StatusMessage>
      </HomePanel>
    );
  }
  return (
    <HomePanel title={T.myCourse} link={{ to: '/moj-kurz', label: T.openMyCourse }}>
      <DetailList>
        <DetailItem label={T.course}>{course.course.name}</DetailItem>
        <DetailItem label={T.status}>{COURSE_APPLICATION_STATUS_LABELS[course.status]}</DetailItem>
        <DetailItem label={T.balance}>{course.balance > 0 ? formatCents(course.balance) : T.paidUp}</DetailItem>
      </DetailList>
      {course.overdue && <p className="home-panel__warning">{T.overdue}</p>}
    </HomePanel>
  );
}

function NewApplications({ section }: { section: Schemas['HomeNewApplications'] }) {
  return (
    <HomePanel title={T.newApplications} link={{ to: '/admin/prihlasky', label: T.openApplications }}>
      {section.count === 0 ? (
        <StatusMessage kind="empty">{T.noNewApplications}</StatusMessage>
      ) : (
        <>
          <p className="home-panel__count">{slovakCount(section.count, T.newApplicationCount)}</p>
          <ul className="home-panel__list">
            {section.newest.map((application) => (
              <li key={application.id}>
                {application.name} – {application.course}, {formatDay(application.submittedAt)}
              </li>
            ))}
          </ul>
        </>
      )}
    </HomePanel>
  );
}

function OverduePayments({ section }: { section: Schemas['HomeOverduePayments'] }) {
  return (
    <HomePanel title={T.overduePayments} link={{ to: '/admin/prihlasky', label: T.openOverdue }}>
      {section.count === 0 ? (
        <StatusMessage kind="empty">{T.noOverdue}</StatusMessage>
      ) : (
        <p className="home-panel__count">
          {slovakCount(section.count, T.overdueCount)}, {T.overdueAmount} {formatCents(section.amount)}
        </p>
      )}
    </HomePanel>
  );
}

const homeSection = homeSectionsOf<Schemas['CourseApplicationsHome']>();
/** A student's course, its status and what remains to pay ('Môj kurz'). */
export const myCourseSection = homeSection('myCourse', MyCourse);
/** An instructor's applications still 'Nová'. */
export const newApplicationsSection = homeSection('newApplications', NewApplications);
/** An instructor's applications with an instalment past its due date. */
export const overduePaymentsSection = homeSection('overduePayments', OverduePayments);
