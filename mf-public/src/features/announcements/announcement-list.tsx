import { usePublicAnnouncements } from '@autoskola/api-client';
import { formatIsoDate } from '@autoskola/rules/calendar-dates';
import './announcements.css';

export const ANNOUNCEMENTS_HEADING = 'Oznamy';

/**
 * The school's current news on the landing page, newest first (the server picks at most 3). No
 * section at all while there are none, while they load or when they fail: the page stands without it.
 */
export function AnnouncementList() {
  const { data } = usePublicAnnouncements();
  const announcements = data?.announcements ?? [];
  if (announcements.length === 0) return null;
  return (
    <section className="page announcements" aria-labelledby="announcements-heading">
      <h2 id="announcements-heading">{ANNOUNCEMENTS_HEADING}</h2>
      <ul className="announcements__list">
        {announcements.map((announcement) => (
          <li key={announcement.id}>
            <article className="announcement" aria-labelledby={`announcement-${announcement.id}`}>
              <h3 id={`announcement-${announcement.id}`} className="announcement__title">
                {announcement.title}
              </h3>
              <p className="announcement__date">
                <time dateTime={announcement.publishedOn}>{formatIsoDate(announcement.publishedOn)}</time>
              </p>
              <p className="announcement__text">{announcement.text}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
