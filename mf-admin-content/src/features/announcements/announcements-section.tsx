import {
  type Schemas,
  useAdminAnnouncements,
  useCreateAnnouncement,
  useDeleteAnnouncement,
  useUpdateAnnouncement,
} from '@autoskola/api-client';
import { isCurrentAnnouncement } from '@autoskola/rules/announcements';
import { formatIsoDate, schoolDate } from '@autoskola/rules/calendar-dates';
import { ListSection, StatusIcon, truncate, useDeleteColumn, usePageParam } from '@autoskola/ui';
import { AnnouncementForm } from './announcement-form.tsx';
import { ANNOUNCEMENT_TEXTS } from './announcement-texts.ts';

type Announcement = Schemas['Announcement'];

/** The instructors' list of the landing page's news, with the dialog that adds and edits them. */
export function AnnouncementsSection() {
  const page = usePageParam('page');
  const announcements = useAdminAnnouncements(page);
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const deletion = useDeleteColumn<Announcement>(useDeleteAnnouncement(), ANNOUNCEMENT_TEXTS.deleteFailed);
  const today = schoolDate(new Date());

  return (
    <ListSection
      heading={{ text: ANNOUNCEMENT_TEXTS.heading, level: 1 }}
      addLabel={ANNOUNCEMENT_TEXTS.add}
      notice={deletion.failure}
      query={announcements}
      texts={ANNOUNCEMENT_TEXTS}
      rows={(data) => data.announcements}
      pagesCount={(data) => data.pagesCount}
      pageParam="page"
      // The list's row is all the form needs: no dialog of its own loading.
      openKey={(announcement) => announcement}
      table={{
        caption: ANNOUNCEMENT_TEXTS.caption,
        rowKey: (announcement) => announcement.id,
        rowLabel: (announcement) => `Upraviť ${announcement.title}`,
        columns: [
          { header: 'ID', cell: (announcement) => announcement.id },
          { header: 'Nadpis', cell: (announcement) => truncate(announcement.title, 55) },
          {
            header: 'Zverejnené',
            cell: (announcement) => (
              <time dateTime={announcement.publishedOn}>{formatIsoDate(announcement.publishedOn)}</time>
            ),
          },
          {
            header: 'Zobraziť do',
            cell: (announcement) =>
              announcement.visibleUntil ? (
                <time dateTime={announcement.visibleUntil}>{formatIsoDate(announcement.visibleUntil)}</time>
              ) : (
                ANNOUNCEMENT_TEXTS.noEnd
              ),
          },
          {
            header: 'Stav',
            cell: (announcement) => (
              <StatusIcon
                on={isCurrentAnnouncement(announcement, today)}
                onLabel={ANNOUNCEMENT_TEXTS.shown}
                offLabel={ANNOUNCEMENT_TEXTS.hidden}
              />
            ),
          },
          deletion.column,
        ],
      }}
      dialog={{
        title: (opened) => (opened === 'new' ? ANNOUNCEMENT_TEXTS.addTitle : ANNOUNCEMENT_TEXTS.editTitle),
        content: (opened, close) => (
          <AnnouncementForm
            announcement={opened === 'new' ? null : opened}
            onSave={async (input) => {
              if (opened === 'new') await create.mutateAsync(input);
              else await update.mutateAsync({ id: opened.id, input });
              close();
            }}
          />
        ),
      }}
    />
  );
}
