import { outboxKey, unseal } from '../src/mail/outbox.ts';
import { TEST_JWT_SECRET } from './api.ts';

/**
 * The text a queued mail goes out with. The row keeps its links' secrets only sealed (decision
 * 0032): body holds them redacted, so a test reads a waiting mail's link from here. Once sent, the
 * secrets are gone from the database and only the delivered mail has them.
 */
export function mailText(
  mail: { recipient: string; body: string; sealed: string | null } | undefined,
  jwtSecret = TEST_JWT_SECRET,
): string {
  if (!mail) return '';
  if (!mail.sealed) return mail.body;
  return unseal(outboxKey(new TextEncoder().encode(jwtSecret)), mail.recipient, mail.sealed)?.body ?? '';
}
