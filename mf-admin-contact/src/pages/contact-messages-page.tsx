import { useContactForms, useDeleteContactForm } from '@autoskola/api-client';
import {
  deleteColumn,
  Modal,
  Pagination,
  StatusIcon,
  StatusMessage,
  Table,
  truncate,
  useCardLayout,
  usePageParam,
} from '@autoskola/ui';
import { useState } from 'react';
import { ContactMessageDetail } from '../features/contact-messages/contact-message-detail.tsx';
import { formatDateTime } from '../features/contact-messages/format-date.ts';
import { DataSubjectRequests } from '../features/data-subjects/data-subject-requests.tsx';

export const INBOX_TEXTS = {
  loading: 'Načítavam správy z kontaktného formulára…',
  empty: 'V databáze sa nenachádzajú žiadne správy z kontaktného formulára.',
  error: 'Nepodarilo sa načítať správy z kontaktného formulára.',
  deleteFailed: 'Nepodarilo sa zmazať správu.',
} as const;

/** SPEC §9: 55 characters in the table, 30 on a phone's cards. */
export const MESSAGE_PREVIEW = { table: 55, card: 30 } as const;

export default function ContactMessagesPage() {
  const page = usePageParam('page');
  const messages = useContactForms(page);
  const remove = useDeleteContactForm();
  const cards = useCardLayout();
  const [open, setOpen] = useState<number | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const close = () => setOpen(null);

  return (
    <section className="page admin-page">
      <h1>Kontaktný formulár</h1>
      {deleteFailed && <StatusMessage kind="error">{INBOX_TEXTS.deleteFailed}</StatusMessage>}
      {messages.isPending ? (
        <StatusMessage kind="loading">{INBOX_TEXTS.loading}</StatusMessage>
      ) : messages.isError ? (
        <StatusMessage kind="error">{INBOX_TEXTS.error}</StatusMessage>
      ) : messages.data.contactForms.length === 0 ? (
        <StatusMessage kind="empty">{INBOX_TEXTS.empty}</StatusMessage>
      ) : (
        <>
          <Table
            caption="Správy z kontaktného formulára, najnovšie prvé"
            rows={messages.data.contactForms}
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
              deleteColumn(async (message: { id: number }) => {
                setDeleteFailed(false);
                await remove.mutateAsync(message.id).catch(() => setDeleteFailed(true));
              }, remove.isPending),
            ]}
          />
          <Pagination pagesCount={messages.data.pagesCount} param="page" />
        </>
      )}
      {open !== null && (
        <Modal title="Správa z kontaktného formulára" onClose={close}>
          <ContactMessageDetail id={open} onDone={close} />
        </Modal>
      )}
      <DataSubjectRequests />
    </section>
  );
}
