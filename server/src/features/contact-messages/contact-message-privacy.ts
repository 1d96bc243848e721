import { normalizePhone } from '@autoskola/rules/contact-details';
import { contactMessageSubjectSection } from '@autoskola/rules/contact-messages';
import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { DataSubject, JobContext, PersonalData } from '../../modules/feature-module.ts';
import { toDetail } from './contact-message-json.ts';
import { contactMessages } from './contact-message-tables.ts';

/** The moment `months` calendar months before `now`: what was resolved before it is due. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** The ids of every message whose e-mail (any case) or phone (any notation) matches. */
async function matchingIds(db: Db, { email, phone }: DataSubject): Promise<number[]> {
  const ids = new Set<number>();
  if (email !== '') {
    const rows = await db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(eq(sql`lower(${contactMessages.email})`, email));
    for (const row of rows) ids.add(row.id);
  }
  if (phone !== '') {
    // Phone numbers are stored as typed: compared after normalizing, here.
    const rows = await db
      .select({ id: contactMessages.id, phone: contactMessages.phone })
      .from(contactMessages)
      .where(isNotNull(contactMessages.phone));
    for (const row of rows) if (row.phone && normalizePhone(row.phone) === phone) ids.add(row.id);
  }
  return [...ids];
}

/**
 * A message is the sender's personal data, found by its e-mail or phone (they need no account).
 * Resolved messages are kept RETENTION_RESOLVED_MONTHS, as the GDPR page promises.
 */
export const contactMessagePrivacy: PersonalData = {
  subjectSection: contactMessageSubjectSection,
  async findSubject(db, subject) {
    const ids = await matchingIds(db, subject);
    const rows =
      ids.length === 0
        ? []
        : await db
            .select()
            .from(contactMessages)
            .where(inArray(contactMessages.id, ids))
            .orderBy(desc(contactMessages.dateAdd), desc(contactMessages.id));
    return { contactForms: rows.map(toDetail) };
  },

  async eraseSubject(db, subject) {
    const ids = await matchingIds(db, subject);
    // The e-mails about these messages go with them (mail_outbox ON DELETE CASCADE).
    const deleted =
      ids.length === 0
        ? []
        : await db
            .delete(contactMessages)
            .where(inArray(contactMessages.id, ids))
            .returning({ id: contactMessages.id });
    return { deleted: deleted.length };
  },

  async purgeExpired({ db, now, retentionMonths, log }: JobContext) {
    const cutoff = retentionCutoff(now, retentionMonths);
    const deleted = await db
      .delete(contactMessages)
      .where(and(isNotNull(contactMessages.dateResolved), lt(contactMessages.dateResolved, cutoff)))
      .returning({ id: contactMessages.id });
    if (deleted.length > 0) {
      log.info(
        `retention: deleted ${deleted.length} contact message(s) resolved before ${cutoff.toISOString()} ` +
          `(ids ${deleted.map((row) => row.id).join(', ')})`,
      );
    }
    return deleted.length;
  },
};
