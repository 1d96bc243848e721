import { useContactMessages, useDeleteContactMessage } from '@autoskola/api-client';
import {
  formatDateTime,
  Modal,
  Pagination,
  QueryStatus,
  StatusIcon,
  Table,
  truncate,
  useCardLayout,
  useDeleteColumn,
  usePageParam,
} from '@autoskola/ui';
import { useState } from 'react';
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
  const [open, setOpen] = useState<number | null>(null);
  const close = () => setOpen(null);

  return (
    <>
      {deletion.failure}
      <QueryStatus query={messages} texts={CONTACT_MESSAGES_TEXTS} isEmpty={(data) => data.contactForms.length === 0}>
        {(data) => (
          <>
            <Table
              caption="Správy z kontaktného formulára, najnovšie prvé"
              rows={data.contactForms}
              rowKey={(message) => message.id}
              rowLabel={(message) => `Otvoriť správu od ${message.name}`}
              rowClassName={(message) => (message.isResolved ? undefined : 'table__row--attention')}
              onRowClick={(message) => setOpen(message.id)}
              columns={[
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
              ]}
            />
            <Pagination pagesCount={data.pagesCount} param="page" />
          </>
        )}
      </QueryStatus>
      {open !== null && (
        <Modal title="Správa z kontaktného formulára" onClose={close}>
          <ContactMessageDetail id={open} onDone={close} />
        </Modal>
      )}
    </>
  );
}
