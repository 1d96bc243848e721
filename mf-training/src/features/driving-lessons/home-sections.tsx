import type { Schemas } from '@autoskola/api-client';
import { formatLessonTime, LESSON_STATUS_LABELS, schoolTime } from '@autoskola/rules/driving-lessons';
import { DetailItem, DetailList, StatusMessage } from '@autoskola/ui';
import { HomePanel, homeSectionsOf } from '../home/home-panel.tsx';
import './home-sections.css';

/** Driving lessons' panels of the admin home (issue 51): gender-neutral, addressed to the reader. */
export const LESSON_HOME_TEXTS = {
  myLessons: 'Moje jazdy',
  nextLesson: 'Najbližšia jazda',
  noNextLesson: 'Žiadna jazda nie je rezervovaná.',
  instructor: 'Inštruktor',
  vehicle: 'Vozidlo',
  openMyLessons: 'Otvoriť Moje jazdy',

  todayLessons: 'Dnešné jazdy',
  noTodayLessons: 'Dnes nemáte žiadne jazdy.',
  withoutVehicle: 'bez vozidla',
  openLessons: 'Otvoriť týždeň jázd',
} as const;
const T = LESSON_HOME_TEXTS;

function NextLesson({ section: lesson }: { section: Schemas['HomeNextLesson'] | null }) {
  return (
    <HomePanel title={T.myLessons} link={{ to: '/jazdy', label: T.openMyLessons }}>
      {lesson ? (
        <DetailList>
          <DetailItem label={T.nextLesson}>{formatLessonTime(lesson.start, lesson.end)}</DetailItem>
          <DetailItem label={T.instructor}>{lesson.instructor}</DetailItem>
          {lesson.vehicle && <DetailItem label={T.vehicle}>{lesson.vehicle}</DetailItem>}
        </DetailList>
      ) : (
        <StatusMessage kind="empty">{T.noNextLesson}</StatusMessage>
      )}
    </HomePanel>
  );
}

function TodayLessons({ section: lessons }: { section: Schemas['HomeTodayLesson'][] }) {
  return (
    <HomePanel title={T.todayLessons} link={{ to: '/admin/jazdy', label: T.openLessons }}>
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
    </HomePanel>
  );
}

const homeSection = homeSectionsOf<Schemas['DrivingLessonsHome']>();
/** A student's next booked lesson ('Moje jazdy'). */
export const nextLessonSection = homeSection('nextLesson', NextLesson);
/** An instructor's own lessons of today. */
export const todayLessonsSection = homeSection('todayLessons', TodayLessons);
