import { asc } from 'drizzle-orm';
import { describeEachDatabase } from '../../test/databases.ts';
import { contactMessages, mailOutbox } from '../features/tables.ts';
import { insertRows } from './insert-rows.ts';

describeEachDatabase('insertRows', (database) => {
  it('stores every row as given, NULLs and awkward text included, and answers the ids in order', async () => {
    const { db } = database();
    const rows = [
      { firstname: 'Ján', lastname: 'Ďurček', email: null, phone: '+421 905 123 456', message: 'riadok "1"\n{a,b}' },
      { firstname: 'Ľubica', lastname: 'Šťastná', email: 'lubica@example.sk', phone: null, message: 'NULL' },
      { firstname: "O'Brien", lastname: '\\', email: 'o@example.sk', phone: null, message: 'čšž ä ô ☺' },
    ];
    const ids = await insertRows(db, contactMessages, ['firstname', 'lastname', 'email', 'phone', 'message'], rows);

    const stored = await db.select().from(contactMessages).orderBy(asc(contactMessages.id));
    expect(stored.map((row) => row.id)).toEqual(ids);
    expect(
      stored.map(({ firstname, lastname, email, phone, message }) => ({ firstname, lastname, email, phone, message })),
    ).toEqual(rows);
    // Columns not named keep their defaults.
    expect(stored.every((row) => row.dateAdd instanceof Date && row.dateResolved === null)).toBe(true);
  });

  it('stores NULL for a named column a row leaves out, and numbers as numbers', async () => {
    const { db } = database();
    const [messageId] = await insertRows(
      db,
      contactMessages,
      ['firstname', 'lastname', 'message'],
      [{ firstname: 'Eva', lastname: 'Malá', message: 'Dobrý deň' }],
    );
    await insertRows(
      db,
      mailOutbox,
      ['recipient', 'subject', 'body', 'replyTo', 'contactMessageId'],
      [
        { recipient: 'a@example.sk', subject: 'S', body: 'B', contactMessageId: messageId ?? null },
        { recipient: 'b@example.sk', subject: 'S', body: 'B' },
      ],
    );
    const mails = await db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    expect(mails.map((mail) => [mail.recipient, mail.replyTo, mail.contactMessageId])).toEqual([
      ['a@example.sk', null, messageId],
      ['b@example.sk', null, null],
    ]);
  });

  it('does nothing for no rows', async () => {
    await expect(insertRows(database().db, contactMessages, ['firstname'], [])).resolves.toEqual([]);
  });
});
