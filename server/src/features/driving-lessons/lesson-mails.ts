import { DRIVE_KIND_LABELS, type DriveKind, formatLessonTime, lessonLength } from '@autoskola/rules/driving-lessons';
import { oneLine } from '@autoskola/rules/field-rules';
import type { SchoolDetails } from '@autoskola/school';
import { icalCompany, icalParam, icalText, loadIcal } from '../../mail/ical-values.ts';
import type { OutgoingMail } from '../../mail/outbox.ts';

/** The student's page and the instructor's calendar, as the e-mails link them. */
export const MY_LESSONS_PATH = '/jazdy';
export const ADMIN_LESSONS_PATH = '/admin/jazdy';

export interface LessonMailContext {
  publicUrl: string;
  school: () => SchoolDetails;
}

/** A lesson as the e-mails and calendars tell it. */
export interface LessonFacts {
  id: number;
  start: Date;
  end: Date;
  units: number;
  instructorName: string;
  instructorEmail: string;
  studentName: string;
  studentEmail: string;
  studentId: number | null;
  vehicle: string | null;
  driveKind?: DriveKind | null;
  /** The calendar entry's title, when not 'Jazda – student (instructor)' (blocked time). */
  summary?: string;
}

const hostOf = (publicUrl: string) => new URL(publicUrl).hostname || 'localhost';

/** One lesson as an iCalendar event: REQUEST when booked, CANCEL (same UID) when cancelled. */
export async function lessonCalendar(
  lessons: readonly (LessonFacts & { cancelled?: boolean })[],
  { publicUrl, school, method, name }: LessonMailContext & { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; name?: string },
): Promise<string> {
  const { default: ical, ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } = await loadIcal();
  const current = school();
  const calendar = ical({
    name: icalText(name ?? `Jazdy – ${current.name}`),
    prodId: { company: icalCompany(current.name), product: 'jazdy', language: 'SK' },
    method: ICalCalendarMethod[method],
  });
  for (const lesson of lessons) {
    calendar.createEvent({
      id: `lesson-${lesson.id}@${hostOf(publicUrl)}`,
      start: lesson.start,
      end: lesson.end,
      // Names stay in the nominative: 's Peter Horváth' would need the instrumental case.
      summary: oneLine(lesson.summary ?? `Jazda – ${lesson.studentName} (${lesson.instructorName})`),
      description: [
        lessonLength(lesson.units),
        lesson.vehicle ? `Vozidlo: ${oneLine(lesson.vehicle)}` : null,
        oneLine(`${current.name}, ${current.phone}`),
      ]
        .filter(Boolean)
        .join('\n'),
      location: oneLine(`${current.street}, ${current.postalCode} ${current.town}`),
      url: oneLine(`${publicUrl}${MY_LESSONS_PATH}`),
      status: lesson.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      sequence: lesson.cancelled ? 1 : 0,
      organizer: { name: icalParam(current.name), email: oneLine(current.email) },
      // An invitation or its cancellation names who takes part (RFC 5546 §3.2.2, §3.2.5): without
      // them calendars may not apply it. Both are taking part already, so nobody is asked to reply.
      // A feed (PUBLISH) names nobody.
      attendees:
        method === 'PUBLISH'
          ? []
          : [
              { name: lesson.studentName, email: lesson.studentEmail },
              { name: lesson.instructorName, email: lesson.instructorEmail },
            ]
              .filter((person) => person.email)
              .map((person) => ({
                name: icalParam(person.name),
                email: oneLine(person.email),
                role: ICalAttendeeRole.REQ,
                status: ICalAttendeeStatus.ACCEPTED,
                rsvp: false,
              })),
    });
  }
  return calendar.toString();
}

function signature(school: SchoolDetails): string[] {
  return ['', '--', school.name, `${school.phone} · ${school.email}`];
}

/** The e-mails of a lesson: booked and cancelled (to both sides), and the reminder. */
export function lessonMails(context: LessonMailContext) {
  const { publicUrl, school } = context;
  const when = (lesson: LessonFacts) => formatLessonTime(lesson.start, lesson.end);

  async function both(
    lesson: LessonFacts,
    method: 'REQUEST' | 'CANCEL',
    student: { subject: string; lines: string[] },
    instructor: { subject: string; lines: string[] },
  ): Promise<OutgoingMail[]> {
    const current = school();
    const calendar = await lessonCalendar([{ ...lesson, cancelled: method === 'CANCEL' }], { ...context, method });
    return [
      {
        to: lesson.studentEmail,
        replyTo: current.email,
        userId: lesson.studentId,
        subject: `${student.subject} – ${current.name}`,
        body: ['Dobrý deň,', '', ...student.lines, ...signature(current)].join('\n'),
        calendar,
      },
      {
        to: lesson.instructorEmail,
        userId: lesson.studentId,
        subject: `${instructor.subject} – ${current.name}`,
        body: ['Dobrý deň,', '', ...instructor.lines, '', `${publicUrl}${ADMIN_LESSONS_PATH}`].join('\n'),
        calendar,
      },
    ];
  }

  const details = (lesson: LessonFacts) => [
    `Kedy: ${when(lesson)}`,
    `Dĺžka: ${lessonLength(lesson.units)}`,
    // A name or a car saved on two lines (before their rules refused them) would start a line of its own.
    `Inštruktor: ${oneLine(lesson.instructorName)}`,
    ...(lesson.vehicle ? [`Vozidlo: ${oneLine(lesson.vehicle)}`] : []),
  ];

  return {
    booked: (lesson: LessonFacts) =>
      both(
        lesson,
        'REQUEST',
        {
          subject: `Jazda ${when(lesson)} je rezervovaná`,
          lines: [
            'Vaša jazda je rezervovaná.',
            '',
            ...details(lesson),
            '',
            `Svoje jazdy nájdete na ${publicUrl}${MY_LESSONS_PATH}. Termín v prílohe si môžete pridať do kalendára.`,
          ],
        },
        {
          subject: `Nová jazda: ${lesson.studentName}, ${when(lesson)}`,
          lines: [`${lesson.studentName} má rezervovanú jazdu.`, '', ...details(lesson)],
        },
      ),

    cancelled: (lesson: LessonFacts, by: 'student' | 'school') =>
      both(
        lesson,
        'CANCEL',
        {
          subject: `Jazda ${when(lesson)} je zrušená`,
          lines: [
            by === 'student' ? 'Vašu jazdu sme zrušili, ako ste požiadali.' : 'Autoškola zrušila Vašu jazdu.',
            '',
            ...details(lesson),
            '',
            `Nový termín si môžete vybrať na ${publicUrl}${MY_LESSONS_PATH}.`,
          ],
        },
        {
          subject: `Zrušená jazda: ${lesson.studentName}, ${when(lesson)}`,
          lines: [
            by === 'student'
              ? `Jazda je zrušená na žiadosť: ${lesson.studentName}. Termín je opäť voľný.`
              : 'Jazda je zrušená; termín je opäť voľný.',
            '',
            ...details(lesson),
          ],
        },
      ),

    /**
     * The application closed ('Zrušená' or 'Ukončená'): its upcoming lessons are cancelled, told
     * in one e-mail to the student and one to each instructor, each with the lessons' CANCEL.
     */
    async courseClosed(lessons: readonly LessonFacts[], status: 'cancelled' | 'finished'): Promise<OutgoingMail[]> {
      const [first] = lessons;
      if (!first) return [];
      const current = school();
      const [yours, theirs] =
        status === 'cancelled'
          ? ['Vaša prihláška na kurz bola zrušená', 'prihláška na kurz bola zrušená']
          : ['Váš kurz bol ukončený', 'kurz bol ukončený'];
      const listed = (each: readonly LessonFacts[]) => each.flatMap((lesson) => ['', ...details(lesson)]);
      const cancel = (each: readonly LessonFacts[]) =>
        lessonCalendar(
          each.map((lesson) => ({ ...lesson, cancelled: true })),
          { ...context, method: 'CANCEL' },
        );
      const mails: OutgoingMail[] = [];
      if (first.studentEmail) {
        mails.push({
          to: first.studentEmail,
          replyTo: current.email,
          userId: first.studentId,
          subject: `Vaše jazdy sú zrušené – ${current.name}`,
          body: [
            'Dobrý deň,',
            '',
            `${yours}, preto autoškola zrušila Vaše rezervované jazdy:`,
            ...listed(lessons),
            ...signature(current),
          ].join('\n'),
          calendar: await cancel(lessons),
        });
      }
      for (const instructorEmail of new Set(lessons.map((lesson) => lesson.instructorEmail))) {
        const own = lessons.filter((lesson) => lesson.instructorEmail === instructorEmail);
        mails.push({
          to: instructorEmail,
          userId: first.studentId,
          subject: `Zrušené jazdy: ${first.studentName} – ${current.name}`,
          body: [
            'Dobrý deň,',
            '',
            `${first.studentName}: ${theirs}. Tieto jazdy sú zrušené a termíny sú opäť voľné:`,
            ...listed(own),
            '',
            `${publicUrl}${ADMIN_LESSONS_PATH}`,
          ].join('\n'),
          calendar: await cancel(own),
        });
      }
      return mails;
    },

    async reminder(lesson: LessonFacts): Promise<OutgoingMail> {
      const current = school();
      return {
        to: lesson.studentEmail,
        replyTo: current.email,
        userId: lesson.studentId,
        subject: `Pripomienka: jazda ${when(lesson)} – ${current.name}`,
        body: [
          'Dobrý deň,',
          '',
          'pripomíname Vám zajtrajšiu jazdu.',
          '',
          ...details(lesson),
          '',
          `Ak nemôžete prísť, zavolajte nám: ${current.phone}.`,
          ...signature(current),
        ].join('\n'),
        calendar: await lessonCalendar([lesson], { ...context, method: 'REQUEST' }),
      };
    },

    slotFreed(to: { email: string; userId: number }, lesson: LessonFacts): OutgoingMail {
      const current = school();
      return {
        to: to.email,
        replyTo: current.email,
        userId: to.userId,
        subject: `Uvoľnil sa termín jazdy ${when(lesson)} – ${current.name}`,
        body: [
          'Dobrý deň,',
          '',
          'v deň, na ktorý čakáte, sa uvoľnil termín jazdy:',
          '',
          ...details(lesson),
          '',
          `Rezervujte si ho na ${publicUrl}${MY_LESSONS_PATH}. Dostane ho, kto si ho rezervuje prvý.`,
          ...signature(current),
        ].join('\n'),
      };
    },
  };
}

export const driveKindLabel = (kind: DriveKind | null | undefined) => (kind ? DRIVE_KIND_LABELS[kind] : null);
