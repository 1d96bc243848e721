import { and, count, isNull } from 'drizzle-orm';
import type { Schemas } from '../../api/context.ts';
import { INSTRUCTOR_ROLE } from '../../auth/tokens.ts';
import type { FeatureModule } from '../../modules/feature-module.ts';
import { contactMessages } from './contact-message-tables.ts';

/** An instructor's home: how many messages wait for an answer (neither replied to nor resolved). */
export const contactMessageHome: NonNullable<FeatureModule['home']> = async (
  { database },
  user,
): Promise<Schemas['ContactMessagesHome']> => {
  if (!user.roles.includes(INSTRUCTOR_ROLE)) return {};
  const [row] = await database.db
    .select({ unanswered: count() })
    .from(contactMessages)
    .where(and(isNull(contactMessages.dateResolved), isNull(contactMessages.dateReply)));
  const section: Schemas['HomeContactMessages'] = { unanswered: row?.unanswered ?? 0 };
  return { contactMessages: section };
};
