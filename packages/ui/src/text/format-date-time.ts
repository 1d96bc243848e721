// The school is in Slovakia: its dates read the same wherever the reader's computer is set.
const zone = { timeZone: 'Europe/Bratislava' } as const;
const date = new Intl.DateTimeFormat('sk-SK', { ...zone, dateStyle: 'medium' });
const time = new Intl.DateTimeFormat('sk-SK', { ...zone, timeStyle: 'short' });

/**
 * '2. 11. 2026 10:30': the day, then the time after a space, as the e-mails write it (ICU's
 * '2. 11. 2026, 10:30' would put a second format of the same thing on the screens).
 */
export function formatDateTime(iso: string): string {
  const instant = new Date(iso);
  return `${date.format(instant)} ${time.format(instant)}`;
}
