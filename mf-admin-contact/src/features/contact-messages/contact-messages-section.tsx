import { useContactMessages, useDeleteContactMessage } from '@autoskola/api-client';
import {
  formatDateTime,
  ListSection,
  StatusIcon,
  truncate,
  useCardLayout,
  useDeleteColumn,
  usePageParam,
} from '@autoskola/ui';
import { ContactMessageDetail } from './contact-message-detail.tsx';

export const CONTACT_MESSAGES_TEXTS = {
  loading: 'Načítavam správy z kontaktného formulára…',
  empty: 'V databáze sa nenachádzajú žiadne správy z kontaktného formulára.',
  error: 'Nepodarilo sa načítať správy z kontaktného formulára.',
  deleteFailed: 'Nepodarilo sa zmazať správu.',
} as const;

/** SPEC §9: 55 characters in the table, 30 on a phone's cards. */
export const MESSAGE_PREVIEW = { table: 55, card: 30 } as const;

/** The inbox: every contact message, newest first, each opening its detail with the reply form. */
export function ContactMessagesSection() {
  const page = usePageParam('page');
  const messages = useContactMessages(page);
  const deletion = useDeleteColumn(useDeleteContactMessage(), CONTACT_MESSAGES_TEXTS.deleteFailed);
  const cards = useCardLayout();

  return (
    <ListSection
      notice={deletion.failure}
      query={messages}
      texts={CONTACT_MESSAGES_TEXTS}
      rows={(data) => data.contactForms}
      pagesCount={(data) => data.pagesCount}
      pageParam="page"
      openKey={(message) => message.id}
      table={{
        caption: 'Správy z kontaktného formulára, najnovšie prvé',
        rowKey: (message) => message.id,
        rowLabel: (message) => `Otvoriť správu od ${message.name}`,
        rowClassName: (message) => (message.isResolved ? undefined : 'table__row--attention'),
        columns: [
          { header: 'ID', cell: (message) => message.id },
          { header: 'Meno', cell: (message) => message.name },
          {
            header: 'Správa',
            cell: (message) => truncate(message.message, cards ? MESSAGE_PREVIEW.card : MESSAGE_PREVIEW.table),
          },
          {
            header: 'Dátum pridania',
            cell: (message) => <time dateTime={message.dateAdd}>{formatDateTime(message.dateAdd)}</time>,
          },
          {
            header: 'Vyriešené',
            cell: (message) => <StatusIcon on={message.isResolved} onLabel="Vyriešené" offLabel="Nevyriešené" />,
          },
          deletion.column,
        ],
      }}
      dialog={{
        title: () => 'Správa z kontaktného formulára',
        // Opened from a row only: there is no add button here.
        content: (opened, close) => (opened === 'new' ? null : <ContactMessageDetail id={opened} onDone={close} />),
      }}
    />
  );
}
