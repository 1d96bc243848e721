import { timingSafeEqual } from 'node:crypto';
import { isBlankBankAccount, optionalBankAccountErrors } from '@autoskola/rules/payment-settings';
import {
  SETUP_TEXTS,
  schoolDetailsErrors,
  setupAccountErrors,
  trimmedSchoolDetails,
} from '@autoskola/rules/school-details';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { assertNoFieldErrors, HttpError, MESSAGES } from '../../api/errors.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { INSTRUCTOR_ROLE, USER_ROLE } from '../../auth/tokens.ts';
import { mapEmbedOrigins } from '../../config.ts';
import { users } from '../../db/core-tables.ts';
import { seedDemoContent } from '../../modules/demo-seed.ts';
import type { Handlers } from '../../modules/feature-module.ts';
import { instructorExists, saveBankAccount, saveSchoolDetails, saveTerms } from './school-details-store.ts';
import { siteSetup } from './school-details-tables.ts';

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The first start (issue 37): the school's details, the first instructor, the demo content if asked. */
export function setupHandlers({ database: { db }, config, tokens, modules }: ApiContext): Handlers {
  return {
    async completeSetup(request: FastifyRequest<{ Body: Schemas['SetupInput'] }>, reply: FastifyReply) {
      const { token, school, password, demo, bankAccount, terms } = request.body;
      const email = request.body.email.trim();
      const firstname = request.body.firstname.trim();
      const lastname = request.body.lastname.trim();
      assertNoFieldErrors({
        ...schoolDetailsErrors(school, { mapOrigins: mapEmbedOrigins(config), prefix: 'school.' }),
        ...setupAccountErrors({ firstname, lastname, email, password }),
        ...optionalBankAccountErrors(bankAccount),
      });
      const passwordHash = await hashPassword(password);
      // The setup row is locked: of two browsers sending at once, the second waits, then finds it gone.
      const user = await db.transaction(async (tx) => {
        const [pending] = await tx.select().from(siteSetup).where(eq(siteSetup.id, 1)).for('update');
        if (!pending) throw new HttpError(409, SETUP_TEXTS.alreadySetUp);
        if (!sameToken(pending.token, token)) throw new HttpError(403, SETUP_TEXTS.badToken);
        if (await instructorExists(tx)) {
          // Made on the command line meanwhile: the setup is over.
          await tx.delete(siteSetup);
          throw new HttpError(409, SETUP_TEXTS.alreadySetUp);
        }
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
        if (taken) throw new HttpError(422, MESSAGES.validationFailed, { email: 'Tento e-mail už používa iný účet.' });
        const [created] = await tx
          .insert(users)
          // The setup token proves access to the server: the school's own address counts as proven (decision 0033).
          .values({
            email,
            passwordHash,
            roles: [USER_ROLE, INSTRUCTOR_ROLE],
            emailVerifiedAt: new Date(),
            firstname,
            lastname,
          })
          .returning();
        await saveSchoolDetails(tx, trimmedSchoolDetails(school));
        // Optional in setup: the account for the QR code and the terms applicants accept.
        if (bankAccount && !isBlankBankAccount(bankAccount)) await saveBankAccount(tx, bankAccount);
        if (terms?.trim()) await saveTerms(tx, terms, email);
        await tx.delete(siteSetup);
        return created as typeof users.$inferSelect;
      });
      if (demo) {
        try {
          request.log.info(await seedDemoContent(db, config.uploadDir, modules));
        } catch (error) {
          // The site is set up either way; demo content can still come from `npm run seed:demo`.
          request.log.warn({ err: error }, 'setup: the demo content was not added');
        }
      }
      reply.code(201);
      return {
        token: await tokens.sign({ id: user.id, email: user.email, roles: user.roles, version: user.tokenVersion }),
      };
    },
  };
}
