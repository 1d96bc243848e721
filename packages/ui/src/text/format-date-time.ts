// The school is in Slovakia: its dates read the same wherever the reader's computer is set.
const dateTime = new Intl.DateTimeFormat('sk-SK', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Bratislava',
});

/** '2. 11. 2026, 10:30' */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
