import type { Schemas } from '../../api/context.ts';
import type { contactMessages } from './contact-message-tables.ts';

/** How a stored contact message looks in the API: in the inbox list, and in full (detail, data-subject export). */
type Row = typeof contactMessages.$inferSelect;

export const fullName = (row: Pick<Row, 'firstname' | 'lastname'>) => `${row.firstname} ${row.lastname}`;

export const toListItem = (row: Row): Schemas['ContactMessageListItem'] => ({
  id: row.id,
  name: fullName(row),
  message: row.message,
  dateAdd: row.dateAdd.toISOString(),
  isResolved: row.dateResolved !== null,
});

export const toDetail = (row: Row): Schemas['ContactMessageDetail'] => ({
  id: row.id,
  name: fullName(row),
  email: row.email,
  phone: row.phone,
  message: row.message,
  dateAdd: row.dateAdd.toISOString(),
  dateResolved: row.dateResolved?.toISOString() ?? null,
  dateReply: row.dateReply?.toISOString() ?? null,
  replyMessage: row.replyMessage,
});
