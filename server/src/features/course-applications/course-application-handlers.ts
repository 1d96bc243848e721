import { API_RULE_MESSAGES, MIN_PASSWORD_LENGTH } from '@autoskola/rules/accounts';
import {
  confirmationAnswer,
  consentAnswer,
  countsNow,
  type LinkPurpose,
  linkPreviewAnswer,
  linkUsedFor,
} from '@autoskola/rules/course-application-links';
import {
  ACCOUNT_EXISTS,
  ALREADY_CONFIRMED,
  ALREADY_CONSENTED,
  APPLICATION_LINK_INVALID,
  applicationSent,
  CANCEL_REASON_REQUIRED,
  COURSE_APPLICATION_RULES,
  COURSE_APPLICATION_STATUS_LABELS,
  type CourseApplicationStatus,
  courseApplicationErrors,
  isMinor,
  normalizedApplication,
  SENT_FROM_WEB,
} from '@autoskola/rules/course-applications';
import type { LicenceGroup } from '@autoskola/rules/licence-groups';
import { eurosToCents } from '@autoskola/rules/money';
import { and, desc, eq, gt, ilike, isNotNull, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { assertNoFieldErrors, HttpError, MESSAGES, notFound } from '../../api/errors.ts';
import { currentUser } from '../../api/guard.ts';
import { pagedList } from '../../api/pagination.ts';
import { hashLinkToken, newLinkToken } from '../../auth/link-tokens.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { provenAccount } from '../../auth/proven-email.ts';
import { USER_ROLE } from '../../auth/tokens.ts';
import { users } from '../../db/core-tables.ts';
import type { Db } from '../../db/database.ts';
import { allowRecipientMails } from '../../mail/recipient-limit.ts';
import type { FeatureNotification } from '../../modules/feature-module.ts';
import { notifiedInstructors } from '../../modules/notified-instructors.ts';
import { offerOf } from '../offers/public.ts';
// The declared link to another feature: the school's details keep its terms and its account.
import { newestTerms, readBankAccount, termsOfVersion } from '../school-details/public.ts';
import { applicationSteps } from './application-status.ts';
import {
  type ApplicationRow,
  countedApplication,
  emptyFile,
  fileOf,
  filesOf,
  loadPayBySquare,
  toDetail,
  toMine,
  toRow,
} from './course-application-json.ts';
import { applicantMails, type MailContext } from './course-application-mails.ts';
import { CONFIRMATION_DAYS } from './course-application-privacy.ts';
import {
  courseApplicationDocuments,
  courseApplicationEvents,
  courseApplications,
} from './course-application-tables.ts';

/** E-mailed to every instructor until switched off (issue 51: nobody noticed new applications while it was opt-in). */
export const NEW_COURSE_APPLICATION = {
  type: 'newCourseApplication' satisfies Schemas['CourseApplicationsNotificationType'],
  defaultOn: true,
} as const satisfies FeatureNotification;
const ACCOUNT_TOKEN_HOURS = 24;

type IdParams = { id: number };
type ListQuery = { applicationPage?: number; status?: CourseApplicationStatus; offerId?: number; search?: string };

/** Still within the links' validity: the e-mails' links stop working with the application's purge. */
const linkAlive = sql`${courseApplications.submittedAt} > now() - make_interval(days => ${CONFIRMATION_DAYS})`;

export function courseApplicationHandlers(context: ApiContext) {
  const { database, config, outbox, site, tokens } = context;
  const { db } = database;
  // The status step, with what a closed application does to other features' rows (application-status.ts).
  const steps = applicationSteps(context);
  const mailContext: MailContext = { publicUrl: config.publicUrl, school: () => site.config.school };
  const mails = applicantMails(mailContext);

  async function detailOf(row: ApplicationRow) {
    return { courseApplication: toDetail(row, await fileOf(db, row.id)) };
  }

  /** The instructors who chose it hear of an application once it counts (both links used, for a minor). */
  async function notifyWhenCounted(tx: Db, row: ApplicationRow) {
    if (!countsNow(row)) return;
    const recipients = await notifiedInstructors(tx, NEW_COURSE_APPLICATION);
    if (recipients.length === 0) return;
    await outbox.enqueue(
      recipients.map((email) => mails.newApplication(row, email)),
      tx,
    );
  }

  /** Whether this link was used: its hash stays with the application, its time is set. */
  async function linkUsed(tx: Db, purpose: LinkPurpose, hash: string): Promise<boolean> {
    const [row] = await tx
      .select()
      .from(courseApplications)
      .where(
        eq(purpose === 'confirm' ? courseApplications.confirmTokenHash : courseApplications.consentTokenHash, hash),
      );
    return row !== undefined && linkUsedFor(purpose, row);
  }

  async function findCounted(id: number): Promise<ApplicationRow> {
    const [row] = await db
      .select()
      .from(courseApplications)
      .where(and(eq(courseApplications.id, id), countedApplication));
    if (!row) throw notFound();
    return row;
  }

  return {
    async submitCourseApplication(
      request: FastifyRequest<{ Body: Schemas['CourseApplicationInput'] }>,
      reply: FastifyReply,
    ) {
      const input = request.body;
      const email = input.email.trim();
      // The honeypot field is invisible to people: a bot filled it. Answer as usual, keep nothing.
      if (input.website?.trim()) {
        request.log.info('course application: honeypot filled, application dropped');
        return reply
          .code(201)
          .send({ message: applicationSent(email), email, parentConsentNeeded: isMinor(input.birthDate) });
      }
      const offer = await offerOf(db, input.offerId);
      if (!offer?.active) {
        throw new HttpError(422, MESSAGES.validationFailed, { offerId: COURSE_APPLICATION_RULES.offerId.inactive });
      }
      const group = offer.licenceGroup as LicenceGroup;
      assertNoFieldErrors(courseApplicationErrors(input, group));
      const minor = isMinor(input.birthDate);
      const confirmation = newLinkToken();
      const consent = minor ? newLinkToken() : null;
      const parentEmail = minor ? (input.parentEmail?.trim() ?? '') : '';
      // The answer is the same whatever the address has (no enumeration, issue 50): an address
      // with a confirmed application on the course gets an e-mail saying so instead of a new
      // application; an unconfirmed one is replaced by this one (its links die), so nobody
      // blocks a course for someone else's address. Past the per-recipient limit of e-mails
      // (RATE_LIMIT_APPLICATION_MAILS) nothing changes and nothing is sent.
      const outcome = await db.transaction(async (tx) => {
        // Two applications of one address for one course take turns.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`course-application:${offer.id}:${email.toLowerCase()}`}, 0))`,
        );
        const [open] = await tx
          .select()
          .from(courseApplications)
          .where(
            and(
              eq(sql`lower(${courseApplications.email})`, email.toLowerCase()),
              eq(courseApplications.offerId, offer.id),
              notInArray(courseApplications.status, ['finished', 'cancelled']),
            ),
          )
          .for('update');
        if (open?.confirmedAt) {
          if (!(await allowRecipientMails(tx, 'course-application', [open.email], config.applicationMailLimit))) {
            return 'limited' as const;
          }
          await outbox.enqueue([mails.alreadyApplied(open)], tx);
          return 'existing' as const;
        }
        const recipients = parentEmail ? [email, parentEmail] : [email];
        if (!(await allowRecipientMails(tx, 'course-application', recipients, config.applicationMailLimit))) {
          return 'limited' as const;
        }
        if (open) await tx.delete(courseApplications).where(eq(courseApplications.id, open.id));
        // The terms the applicant just accepted: the newest version, if the school has any.
        const terms = await newestTerms(tx);
        const [row] = await tx
          .insert(courseApplications)
          .values({
            offerId: offer.id,
            courseName: offer.name,
            licenceGroup: group,
            // An offer's price is whole euros, an application's cents (decision 0035).
            price: eurosToCents(offer.price),
            // A logged-in applicant's application is theirs at once, if it is for their own address:
            // one typed for someone else's goes to whoever confirms it from that mailbox.
            userId: request.user?.email.toLowerCase() === email.toLowerCase() ? request.user.id : null,
            ...normalizedApplication(input, minor),
            termsVersion: terms?.version ?? null,
            confirmTokenHash: confirmation.hash,
            consentTokenHash: consent?.hash ?? null,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await tx.insert(courseApplicationEvents).values({ applicationId: row.id, status: 'new', note: SENT_FROM_WEB });
        await outbox.enqueue(
          [
            mails.confirmation(row, confirmation.token),
            ...(consent && row.parentEmail ? [mails.parentConsent(row, consent.token)] : []),
          ],
          tx,
        );
        return open ? ('replaced' as const) : ('new' as const);
      });
      request.log.info({ outcome }, 'course application sent');
      if (outcome !== 'limited') void outbox.kick();
      return reply.code(201).send({ message: applicationSent(email), email, parentConsentNeeded: minor });
    },

    async previewCourseApplicationLink(request: FastifyRequest<{ Body: Schemas['CourseApplicationLinkInput'] }>) {
      const { token, purpose } = request.body;
      const hash = hashLinkToken(token);
      const [found] = await db
        .select({ row: courseApplications, alive: sql<boolean>`${linkAlive}` })
        .from(courseApplications)
        .where(
          eq(purpose === 'confirm' ? courseApplications.confirmTokenHash : courseApplications.consentTokenHash, hash),
        );
      const used = found ? linkUsedFor(purpose, found.row) : false;
      // An unused link past its days is as good as unknown (the application goes with the next purge).
      if (!found || (!used && !found.alive)) throw new HttpError(400, APPLICATION_LINK_INVALID);
      const { row } = found;
      const terms = row.termsVersion === null ? null : await termsOfVersion(db, row.termsVersion);
      return linkPreviewAnswer(purpose, row, {
        used,
        course: { id: row.offerId, name: row.courseName, group: row.licenceGroup as Schemas['LicenceGroup'] },
        price: row.price,
        terms: terms ? { version: terms.version, text: terms.text, updatedAt: terms.createdAt.toISOString() } : null,
      });
    },

    async confirmCourseApplication(request: FastifyRequest<{ Body: Schemas['CourseApplicationToken'] }>) {
      const hash = hashLinkToken(request.body.token);
      const result = await db.transaction(async (tx) => {
        // One statement takes the link: two uses at once cannot both succeed. The hash stays, so
        // the used link is recognised later (and says so) but acts no more.
        const [row] = await tx
          .update(courseApplications)
          .set({ confirmedAt: sql`now()` })
          .where(and(eq(courseApplications.confirmTokenHash, hash), isNull(courseApplications.confirmedAt), linkAlive))
          .returning();
        if (!row) return (await linkUsed(tx, 'confirm', hash)) ? ('used' as const) : null;
        await tx
          .insert(courseApplicationEvents)
          .values({ applicationId: row.id, status: row.status, note: 'E-mail potvrdený.' });
        await notifyWhenCounted(tx, row);
        const [account] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(sql`lower(${users.email})`, row.email.toLowerCase()), isNotNull(users.emailVerifiedAt)));
        if (account) {
          // The e-mail is proven, and so is the account's: it gets the application. An account
          // nobody proved the address of does not: the mailbox's owner may take it (decision 0033).
          await tx
            .update(courseApplications)
            .set({ userId: account.id })
            .where(and(eq(courseApplications.id, row.id), isNull(courseApplications.userId)));
          return { row, accountToken: null };
        }
        const accountToken = newLinkToken();
        await tx
          .update(courseApplications)
          .set({
            accountTokenHash: accountToken.hash,
            accountTokenExpiresAt: sql`now() + make_interval(hours => ${ACCOUNT_TOKEN_HOURS})`,
          })
          .where(eq(courseApplications.id, row.id));
        return { row, accountToken: accountToken.token };
      });
      if (!result) throw new HttpError(400, APPLICATION_LINK_INVALID);
      if (result === 'used') throw new HttpError(409, ALREADY_CONFIRMED);
      void outbox.kick();
      return confirmationAnswer(result.row, result.accountToken);
    },

    async consentToCourseApplication(request: FastifyRequest<{ Body: Schemas['CourseApplicationToken'] }>) {
      const hash = hashLinkToken(request.body.token);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(courseApplications)
          .set({ parentConsentAt: sql`now()` })
          .where(
            and(eq(courseApplications.consentTokenHash, hash), isNull(courseApplications.parentConsentAt), linkAlive),
          )
          .returning();
        if (!updated) return (await linkUsed(tx, 'consent', hash)) ? ('used' as const) : null;
        await notifyWhenCounted(tx, updated);
        await tx.insert(courseApplicationEvents).values({
          applicationId: updated.id,
          status: updated.status,
          note: `Súhlas zákonného zástupcu (${updated.parentName ?? ''}).`,
        });
        // The online consent is the document 'Súhlas zákonného zástupcu': received today.
        await tx
          .insert(courseApplicationDocuments)
          .values({
            applicationId: updated.id,
            kind: 'parentConsent',
            date: sql`(now() at time zone 'Europe/Bratislava')::date`,
          })
          .onConflictDoNothing();
        return updated;
      });
      if (!row) throw new HttpError(400, APPLICATION_LINK_INVALID);
      if (row === 'used') throw new HttpError(409, ALREADY_CONSENTED);
      void outbox.kick();
      return consentAnswer(row, row.courseName);
    },

    async createCourseApplicationAccount(
      request: FastifyRequest<{ Body: Schemas['CourseApplicationAccountInput'] }>,
      reply: FastifyReply,
    ) {
      const { token, password } = request.body;
      assertNoFieldErrors(
        password.length < MIN_PASSWORD_LENGTH ? { password: API_RULE_MESSAGES.passwordTooShort } : {},
        API_RULE_MESSAGES.validationFailed,
      );
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        const [application] = await tx
          .update(courseApplications)
          .set({ accountTokenHash: null, accountTokenExpiresAt: null })
          .where(
            and(
              eq(courseApplications.accountTokenHash, hashLinkToken(token)),
              gt(courseApplications.accountTokenExpiresAt, sql`now()`),
            ),
          )
          .returning();
        if (!application) return null;
        const [created] = await tx
          .insert(users)
          .values({ email: application.email, passwordHash, roles: [USER_ROLE], emailVerifiedAt: sql`now()` })
          .onConflictDoNothing()
          .returning();
        // An account whose address nobody proved goes to the mailbox's owner (decision 0033): her
        // password, the address proven, and the earlier sessions (a stranger's?) end.
        const [takenOver] = created
          ? []
          : await tx
              .update(users)
              .set({ passwordHash, emailVerifiedAt: sql`now()`, tokenVersion: sql`${users.tokenVersion} + 1` })
              .where(
                and(eq(sql`lower(${users.email})`, application.email.toLowerCase()), isNull(users.emailVerifiedAt)),
              )
              .returning();
        const account = created ?? takenOver;
        if (!account) return 'exists' as const;
        // Every application sent with this e-mail is now the account's.
        await tx
          .update(courseApplications)
          .set({ userId: account.id })
          .where(
            and(
              eq(sql`lower(${courseApplications.email})`, application.email.toLowerCase()),
              isNull(courseApplications.userId),
            ),
          );
        return account;
      });
      if (user === null) throw new HttpError(400, APPLICATION_LINK_INVALID);
      if (user === 'exists') throw new HttpError(409, ACCOUNT_EXISTS);
      const jwt = await tokens.sign({ id: user.id, email: user.email, roles: user.roles, version: user.tokenVersion });
      return reply.code(201).send({ token: jwt });
    },

    async listMyCourseApplications(request: FastifyRequest) {
      const rows = await db
        .select()
        .from(courseApplications)
        .where(
          and(
            eq(courseApplications.userId, currentUser(request).id),
            isNotNull(courseApplications.confirmedAt),
            // Shown only to an account whose address is proven: as if none until then (decision 0033).
            provenAccount(courseApplications.userId),
          ),
        )
        .orderBy(desc(courseApplications.submittedAt), desc(courseApplications.id));
      const [files, account, payBySquare] = await Promise.all([
        filesOf(
          db,
          rows.map((row) => row.id),
        ),
        readBankAccount(db),
        loadPayBySquare(),
      ]);
      return {
        courseApplications: rows.map((row) => toMine(row, files.get(row.id) ?? emptyFile(), account, payBySquare)),
      };
    },

    async listCourseApplications(request: FastifyRequest<{ Querystring: ListQuery }>) {
      const { status, offerId, search, applicationPage } = request.query;
      const filters: SQL[] = [countedApplication];
      if (status) filters.push(eq(courseApplications.status, status));
      if (offerId) filters.push(eq(courseApplications.offerId, offerId));
      const text = search?.trim();
      if (text) {
        const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
        filters.push(
          or(
            ilike(sql`${courseApplications.firstname} || ' ' || ${courseApplications.lastname}`, pattern),
            ilike(courseApplications.email, pattern),
          ) as SQL,
        );
      }
      const where = and(...filters);
      const newestFirst = db
        .select()
        .from(courseApplications)
        .where(where)
        .orderBy(desc(courseApplications.submittedAt), desc(courseApplications.id));
      const { rows, pagesCount } = await pagedList({ page: applicationPage }, config.pageSize, newestFirst, () =>
        db.$count(courseApplications, where),
      );
      const files = await filesOf(
        db,
        rows.map((row) => row.id),
      );
      return { courseApplications: rows.map((row) => toRow(row, files.get(row.id) ?? emptyFile())), pagesCount };
    },

    async getCourseApplication(request: FastifyRequest<{ Params: IdParams }>) {
      return detailOf(await findCounted(request.params.id));
    },

    async changeCourseApplicationStatus(
      request: FastifyRequest<{ Params: IdParams; Body: Schemas['CourseApplicationStatusInput'] }>,
    ) {
      const { status } = request.body;
      const note = request.body.note?.trim() || null;
      if (status === 'cancelled' && !note) {
        throw new HttpError(422, MESSAGES.validationFailed, { note: CANCEL_REASON_REQUIRED });
      }
      const instructor = currentUser(request);
      const { row, afterCommit } = await db.transaction((tx) =>
        steps.stepById(tx, request.params.id, { status, by: instructor.email, note }),
      );
      for (const after of afterCommit) after();
      request.log.info(
        { application: row.id, status: COURSE_APPLICATION_STATUS_LABELS[status] },
        'course application status changed',
      );
      return detailOf(row);
    },
  };
}
