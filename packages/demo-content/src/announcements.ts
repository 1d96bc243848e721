/** The demo school's news on the landing page ('Oznamy'): published this many days before the seed. */
export const demoAnnouncements = [
  {
    title: 'Prihlášky aj online',
    text: 'Na kurz sa dá prihlásiť aj cez stránku Prihláška na kurz. Ozveme sa do dvoch pracovných dní a dohodneme začiatok výcviku.',
    publishedDaysAgo: 2,
  },
  {
    title: 'Kancelária počas sviatkov',
    text: 'Počas štátnych sviatkov je kancelária zatvorená. Jazdy na tieto dni si prosím dohodnite vopred.',
    publishedDaysAgo: 9,
  },
] as const;
