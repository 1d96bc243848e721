import { COURSE_APPLICATION_STATUS_LABELS, type CourseApplicationStatus } from '@autoskola/rules/course-applications';

export const statusLabel = (status: CourseApplicationStatus) => COURSE_APPLICATION_STATUS_LABELS[status];

/** What the student should do next, by status. */
export const NEXT_STEP: Readonly<Record<CourseApplicationStatus, string>> = {
  new: 'Prihlášku sme prijali. Ozveme sa Vám, keď ju overíme.',
  verified: 'Prihláška je overená. Čakáme na zápis: prineste lekársky posudok a zaplaťte zálohu.',
  enrolled: 'Zápis na kurz je hotový. Výcvik začne podľa rozvrhu autoškoly.',
  training: 'Výcvik prebieha. Termíny jázd si rezervujete v časti Moje jazdy alebo dohodnete s inštruktorom.',
  exam: 'Prihláška na skúšku je podaná. Veľa šťastia!',
  finished: 'Kurz je ukončený.',
  cancelled: 'Prihláška je zrušená. Ak ide o omyl, kontaktujte nás.',
};
