import {
  EXAM_PART_LABELS,
  type ExamPart,
  examMailSubject,
  examMovedSubject,
  formatExamTime,
} from '@autoskola/rules/exams';
import { oneLine } from '@autoskola/rules/field-rules';
import type { SchoolDetails } from '@autoskola/school';
import { icalCompany, icalParam, icalText, loadIcal } from '../../mail/ical-values.ts';
import type { OutgoingMail } from '../../mail/outbox.ts';

/** The student's page that shows the exams (panel 'Skúška'). */
export const MY_COURSE_PATH = '/moj-kurz';
/** How long the calendar entry lasts: the police name only the start; a morning is what it takes. */
const EXAM_HOURS = 3;

export interface ExamMailContext {
  publicUrl: string;
  school: () => SchoolDetails;
}

/** A registration as the e-mail tells it. */
export interface ExamMailFacts {
  registrationId: number;
  startsAt: Date;
  place: string;
  note: string | null;
  parts: readonly ExamPart[];
  studentEmail: string;
  studentId: number | null;
  /** The date's revision (exam-tables.ts): how many times its start or place moved. */
  revision: number;
}

/** Where and when the date was before it moved. */
export interface ExamBefore {
  startsAt: Date;
  place: string;
}

/**
 * The exam as one iCalendar event: REQUEST on registration and on each move, CANCEL (same UID)
 * when withdrawn. SEQUENCE: a REQUEST the date's revision, a CANCEL one more, so a calendar applies
 * each update and the cancellation after every earlier message of the event.
 */
async function examCalendar(exam: ExamMailFacts, context: ExamMailContext, method: 'REQUEST' | 'CANCEL') {
  const { default: ical, ICalCalendarMethod, ICalEventStatus } = await loadIcal();
  const current = context.school();
  const calendar = ical({
    name: icalText(`Skúška – ${current.name}`),
    prodId: { company: icalCompany(current.name), product: 'skusky', language: 'SK' },
    method: ICalCalendarMethod[method],
  });
  calendar.createEvent({
    id: `exam-${exam.registrationId}@${new URL(context.publicUrl).hostname || 'localhost'}`,
    start: exam.startsAt,
    end: new Date(exam.startsAt.getTime() + EXAM_HOURS * 3_600_000),
    summary: 'Skúška z odbornej spôsobilosti',
    description: [
      exam.parts.map((part) => EXAM_PART_LABELS[part]).join(', '),
      exam.note ? oneLine(exam.note) : null,
      oneLine(`${current.name}, ${current.phone}`),
    ]
      .filter(Boolean)
      .join('\n'),
    location: oneLine(exam.place),
    url: oneLine(`${context.publicUrl}${MY_COURSE_PATH}`),
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    sequence: method === 'CANCEL' ? exam.revision + 1 : exam.revision,
    organizer: { name: icalParam(current.name), email: oneLine(current.email) },
  });
  return calendar.toString();
}

/** The student's e-mails of an exam: registered and withdrawn, each with the calendar event. */
export function examMails(context: ExamMailContext) {
  const { publicUrl, school } = context;
  const details = (exam: ExamMailFacts) => [
    `Kedy: ${formatExamTime(exam.startsAt.toISOString())}`,
    `Kde: ${exam.place}`,
    `Časti skúšky: ${exam.parts.map((part) => EXAM_PART_LABELS[part]).join(', ')}`,
    ...(exam.note ? [`Poznámka: ${exam.note}`] : []),
  ];
  /** One e-mail to the student: greeting, the lines, the school's signature, and the calendar event. */
  const mail = async (
    exam: ExamMailFacts,
    subject: string,
    lines: readonly string[],
    method: 'REQUEST' | 'CANCEL',
  ): Promise<OutgoingMail> => {
    const current = school();
    return {
      to: exam.studentEmail,
      replyTo: current.email,
      userId: exam.studentId,
      subject,
      body: ['Dobrý deň,', '', ...lines, '', '--', current.name, `${current.phone} · ${current.email}`].join('\n'),
      calendar: await examCalendar(exam, context, method),
    };
  };

  return {
    registered: (exam: ExamMailFacts) =>
      mail(
        exam,
        examMailSubject(exam.startsAt.toISOString()),
        [
          'autoškola Vás prihlásila na skúšku z odbornej spôsobilosti.',
          '',
          ...details(exam),
          '',
          'Vezmite si so sebou doklad totožnosti.',
          `Termín v prílohe si môžete pridať do kalendára. Svoje skúšky nájdete na ${publicUrl}${MY_COURSE_PATH}.`,
        ],
        'REQUEST',
      ),

    /** The date moved (its start or place): the same event, updated. */
    moved: (exam: ExamMailFacts, before: ExamBefore) =>
      mail(
        exam,
        examMovedSubject(exam.startsAt.toISOString()),
        [
          'termín Vašej skúšky z odbornej spôsobilosti sa zmenil.',
          '',
          `Pôvodne: ${formatExamTime(before.startsAt.toISOString())}, ${before.place}`,
          '',
          ...details(exam),
          '',
          'Vezmite si so sebou doklad totožnosti.',
          `Termín v prílohe nahradí pôvodný vo Vašom kalendári. Svoje skúšky nájdete na ${publicUrl}${MY_COURSE_PATH}.`,
        ],
        'REQUEST',
      ),

    withdrawn: (exam: ExamMailFacts) =>
      mail(
        exam,
        `Zrušené prihlásenie na skúšku: ${formatExamTime(exam.startsAt.toISOString())}`,
        [
          'autoškola zrušila Vaše prihlásenie na skúšku.',
          '',
          ...details(exam),
          '',
          // Not every withdrawal brings a new date (a course cancelled, say): no promise of one.
          `Ak Vás prihlásime na iný termín, pošleme Vám ho e-mailom. Svoje skúšky nájdete na ${publicUrl}${MY_COURSE_PATH}.`,
        ],
        'CANCEL',
      ),
  };
}
