import { demoApplicantEmail, demoCourseApplications, demoOffers } from '@autoskola/demo-content';
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FeatureModule } from '../../modules/feature-module.ts';
import { offers } from '../offers/offer-tables.ts';
import { CONFIRMATION_DAYS, courseApplicationHandlers } from './course-application-handlers.ts';
import { courseApplicationEvents, courseApplications } from './course-application-tables.ts';

/** Months a cancelled application is kept, for questions about it (decision 0028). */
const CANCELLED_KEPT_MONTHS = 6;
/** Years a finished file is kept: Act 93/2005 § 6 (1) (o) keeps a course's records 5 years (decision 0028). */
const FINISHED_KEPT_YEARS = 5;

/** Online course applications (issue 38): the form, the e-mails' links, 'Môj kurz' and the admin's list. */
export const courseApplicationsModule: FeatureModule = {
  name: 'course-applications',
  operations: courseApplicationHandlers,
  personalData: {
    // Applications not yet enrolled go with the account; enrolled files stay with the school for
    // the time the law keeps them (purgeExpired), no longer linked to an account.
    async eraseAccount(db, userId) {
      await db
        .delete(courseApplications)
        .where(and(eq(courseApplications.userId, userId), inArray(courseApplications.status, ['new', 'verified'])));
    },
    async purgeExpired({ db, log }) {
      const unconfirmed = or(
        isNull(courseApplications.confirmedAt),
        and(isNotNull(courseApplications.parentEmail), isNull(courseApplications.parentConsentAt)),
      );
      const deleted = await db
        .delete(courseApplications)
        .where(
          or(
            and(
              unconfirmed,
              lt(courseApplications.submittedAt, sql`now() - make_interval(days => ${CONFIRMATION_DAYS})`),
            ),
            and(
              eq(courseApplications.status, 'cancelled'),
              lt(courseApplications.statusChangedAt, sql`now() - make_interval(months => ${CANCELLED_KEPT_MONTHS})`),
            ),
            and(
              eq(courseApplications.status, 'finished'),
              lt(courseApplications.statusChangedAt, sql`now() - make_interval(years => ${FINISHED_KEPT_YEARS})`),
            ),
          ),
        )
        .returning({ id: courseApplications.id });
      if (deleted.length > 0) {
        log.info(
          `retention: deleted ${deleted.length} course application(s) unconfirmed for ${CONFIRMATION_DAYS} days ` +
            `or past their keeping period (ids ${deleted.map((row) => row.id).join(', ')})`,
        );
      }
      return deleted.length;
    },
  },
  demo: {
    what: 'course applications',
    count: (db) => db.$count(courseApplications),
    // The applications go to the demo offers, seeded before (features/index.ts).
    async insert(db) {
      const stored = await db
        .select({
          id: offers.id,
          name: offers.name,
          position: offers.position,
          price: offers.price,
          group: offers.licenceGroup,
        })
        .from(offers)
        .where(
          inArray(
            offers.name,
            demoOffers.map((offer) => offer.name),
          ),
        );
      const now = Date.now();
      const day = 24 * 3600 * 1000;
      let added = 0;
      for (const demo of demoCourseApplications) {
        const offer = stored.find((candidate) => candidate.position === demo.offerPosition);
        if (!offer) continue;
        const birth = new Date(now - demo.birthdayDaysAgo * day);
        birth.setUTCFullYear(birth.getUTCFullYear() - demo.age);
        const sentAt = new Date(now - demo.sentDaysAgo * day);
        const email = demoApplicantEmail(demo);
        const [row] = await db
          .insert(courseApplications)
          .values({
            offerId: offer.id,
            courseName: offer.name,
            licenceGroup: offer.group,
            price: offer.price,
            firstname: demo.firstname,
            lastname: demo.lastname,
            birthDate: birth.toISOString().slice(0, 10),
            email,
            phone: `+421 905 ${String(100 + added).padStart(3, '0')} ${String(200 + added * 7).slice(-3)}`,
            street: `Hlavná ${10 + added}`,
            town: demo.town,
            postalCode: '034 01',
            heldGroups: demo.heldGroups,
            note: demo.note ?? null,
            parentName: demo.parentName ?? null,
            parentEmail: demo.parentName ? `rodic.${email}` : null,
            status: demo.status,
            submittedAt: sentAt,
            statusChangedAt: sentAt,
            confirmedAt: new Date(sentAt.getTime() + 3600 * 1000),
            parentConsentAt: demo.parentName ? new Date(sentAt.getTime() + 5 * 3600 * 1000) : null,
          })
          .returning();
        if (!row) continue;
        await db
          .insert(courseApplicationEvents)
          .values([
            { applicationId: row.id, status: 'new', at: sentAt, note: 'Prihláška odoslaná cez web.' },
            ...(demo.status === 'new'
              ? []
              : [
                  { applicationId: row.id, status: demo.status, at: sentAt, by: 'instruktor@autoskola.sk', note: null },
                ]),
          ]);
        added += 1;
      }
      return { added: [`${added} course applications`] };
    },
  },
};
