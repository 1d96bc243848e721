/** The admin home's overview (issue 51): gender-neutral, addressed to the reader. */
export const HOME_TEXTS = {
  overview: 'Prehľad',
  loading: 'Načítavam prehľad…',
  error: 'Prehľad sa nepodarilo načítať. Skúste to znova o chvíľu.',

  myCourse: 'Môj kurz',
  noCourse: 'Zatiaľ tu nie je žiadna prihláška na kurz.',
  chooseCourse: 'Vybrať si kurz',
  course: 'Kurz',
  status: 'Stav',
  balance: 'Zostáva zaplatiť',
  paidUp: 'Všetko je zaplatené.',
  overdue: 'Niektorá splátka je po splatnosti.',
  openMyCourse: 'Otvoriť Môj kurz',

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

  newApplications: 'Nové prihlášky',
  noNewApplications: 'Žiadne nové prihlášky.',
  newApplicationCount: ['nová prihláška', 'nové prihlášky', 'nových prihlášok'] as const,
  openApplications: 'Otvoriť prihlášky',

  contactMessages: 'Kontaktný formulár',
  noUnanswered: 'Všetky správy sú vybavené.',
  unansweredCount: ['správa čaká na odpoveď', 'správy čakajú na odpoveď', 'správ čaká na odpoveď'] as const,
  openMessages: 'Otvoriť správy',

  overduePayments: 'Platby po splatnosti',
  noOverdue: 'Žiadna platba nie je po splatnosti.',
  overdueCount: ['prihláška', 'prihlášky', 'prihlášok'] as const,
  overdueAmount: 'spolu',
  openOverdue: 'Otvoriť prihlášky',
} as const;
