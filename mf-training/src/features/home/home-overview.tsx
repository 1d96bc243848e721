import { type Schemas, useHome } from '@autoskola/api-client';
import { formatIsoDate, schoolDate } from '@autoskola/rules/calendar-dates';
import { COURSE_APPLICATION_STATUS_LABELS } from '@autoskola/rules/course-applications';
import { formatLessonTime, LESSON_STATUS_LABELS, schoolTime } from '@autoskola/rules/driving-lessons';
import { formatCents } from '@autoskola/rules/money';
import { DetailItem, DetailList, QueryStatus, StatusMessage, slovakCount } from '@autoskola/ui';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { HOME_TEXTS as T } from './home-texts.ts';
import './home-overview.css';

/** An instant's day in Bratislava, as every screen writes a date: '26. 11. 2026'. */
const formatDay = (instant: string) => formatIsoDate(schoolDate(instant));

function Panel({ title, link, children }: { title: string; link: { to: string; label: string }; children: ReactNode }) {
  const id = useId();
  return (
    <section className="home-panel" aria-labelledby={id}>
      <h2 id={id} className="home-panel__title">
        {title}
      </h2>
      <div className="home-panel__body">{children}</div>
      <Link to={link.to} className="home-panel__link">
        {link.label}
      </Link>
    </section>
  );
}

function MyCourse({ course }: { course: Schemas['HomeCourse'] | null }) {
  if (!course) {
    return (
      <Panel title={T.myCourse} link={{ to: '/ponuka', label: T.chooseCourse }}>
        <StatusMessage kind="empty">{T.noCourse}</StatusMessage>
      </Panel>
    );
  }
  return (
    <Panel title={T.myCourse} link={{ to: '/moj-kurz', label: T.openMyCourse }}>
      <DetailList>
        <DetailItem label={T.course}>{course.course.name}</DetailItem>
        <DetailItem label={T.status}>{COURSE_APPLICATION_STATUS_LABELS[course.status]}</DetailItem>
        <DetailItem label={T.balance}>{course.balance > 0 ? formatCents(course.balance) : T.paidUp}</DetailItem>
      </DetailList>
      {course.overdue && <p className="home-panel__warning">{T.overdue}</p>}
    </Panel>
  );
}

function NextLesson({ lesson }: { lesson: Schemas['HomeNextLesson'] | null }) {
  return (
    <Panel title={T.myLessons} link={{ to: '/jazdy', label: T.openMyLessons }}>
      {lesson ? (
        <DetailList>
          <DetailItem label={T.nextLesson}>{formatLessonTime(lesson.start, lesson.end)}</DetailItem>
          <DetailItem label={T.instructor}>{lesson.instructor}</DetailItem>
          {lesson.vehicle && <DetailItem label={T.vehicle}>{lesson.vehicle}</DetailItem>}
        </DetailList>
      ) : (
        <StatusMessage kind="empty">{T.noNextLesson}</StatusMessage>
      )}
    </Panel>
  );
}

function TodayLessons({ lessons }: { lessons: Schemas['HomeTodayLesson'][] }) {
  return (
    <Panel title={T.todayLessons} link={{ to: '/admin/jazdy', label: T.openLessons }}>
      {lessons.length === 0 ? (
        <StatusMessage kind="empty">{T.noTodayLessons}</StatusMessage>
      ) : (
        <ul className="home-panel__list">
          {lessons.map((lesson) => (
            <li key={lesson.id} className="home-lesson">
              <span className="home-lesson__time">
                {schoolTime(lesson.start)} – {schoolTime(lesson.end)}
              </span>
              <span className="home-lesson__student">{lesson.student}</span>
              <span className="home-lesson__vehicle">{lesson.vehicle ?? T.withoutVehicle}</span>
              {lesson.status !== 'booked' && (
                <span className="home-lesson__status">{LESSON_STATUS_LABELS[lesson.status]}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function NewApplications({ section }: { section: Schemas['HomeNewApplications'] }) {
  return (
    <Panel title={T.newApplications} link={{ to: '/admin/prihlasky', label: T.openApplications }}>
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
    </Panel>
  );
}

function ContactMessages({ section }: { section: Schemas['HomeContactMessages'] }) {
  return (
    <Panel title={T.contactMessages} link={{ to: '/admin/kontaktny-formular', label: T.openMessages }}>
      {section.unanswered === 0 ? (
        <StatusMessage kind="empty">{T.noUnanswered}</StatusMessage>
      ) : (
        <p className="home-panel__count">{slovakCount(section.unanswered, T.unansweredCount)}</p>
      )}
    </Panel>
  );
}

function OverduePayments({ section }: { section: Schemas['HomeOverduePayments'] }) {
  return (
    <Panel title={T.overduePayments} link={{ to: '/admin/prihlasky', label: T.openOverdue }}>
      {section.count === 0 ? (
        <StatusMessage kind="empty">{T.noOverdue}</StatusMessage>
      ) : (
        <p className="home-panel__count">
          {slovakCount(section.count, T.overdueCount)}, {T.overdueAmount} {formatCents(section.amount)}
        </p>
      )}
    </Panel>
  );
}

/** What the user has, each section linking to its screen; a section shows when the server sent it. */
export function HomeOverviewPanels({ overview }: { overview: Schemas['HomeOverview'] }) {
  return (
    <div className="home-overview">
      {overview.myCourse !== undefined && <MyCourse course={overview.myCourse} />}
      {overview.nextLesson !== undefined && <NextLesson lesson={overview.nextLesson} />}
      {overview.todayLessons && <TodayLessons lessons={overview.todayLessons} />}
      {overview.newApplications && <NewApplications section={overview.newApplications} />}
      {overview.contactMessages && <ContactMessages section={overview.contactMessages} />}
      {overview.overduePayments && <OverduePayments section={overview.overduePayments} />}
    </div>
  );
}

/** The admin home's overview, read from GET /home. */
export default function HomeOverview() {
  const home = useHome();
  return (
    <section className="home" aria-label={T.overview}>
      <QueryStatus query={home} texts={{ loading: T.loading, error: T.error }}>
        {(overview) => <HomeOverviewPanels overview={overview} />}
      </QueryStatus>
    </section>
  );
}
