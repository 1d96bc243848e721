import {
  demoApplicantEmail,
  demoApplicationFile,
  demoBankAccount,
  demoCourseApplications,
  demoCourseTerms,
  demoOffers,
} from '@autoskola/demo-content';
import { SENT_FROM_WEB } from '@autoskola/rules/course-applications';
import { eurosToCents } from '@autoskola/rules/money';
import type { FeatureModule } from '../../modules/feature-module.ts';
import { offersNamed } from '../offers/public.ts';
import { seedPaymentSettings } from '../school-details/public.ts';
import { applicationHome } from './application-home.ts';
import { applicationOverview, applicationOverviewHandlers } from './application-overview.ts';
import { courseApplicationHandlers, NEW_COURSE_APPLICATION } from './course-application-handlers.ts';
import { courseApplicationPrivacy } from './course-application-privacy.ts';
import {
  courseApplicationDocuments,
  courseApplicationEvents,
  courseApplicationInstalments,
  courseApplicationPayments,
  courseApplications,
} from './course-application-tables.ts';
import { courseFileHandlers } from './course-file-handlers.ts';
import { courseSettingsHandlers } from './course-settings-handlers.ts';
import { sendPaymentReminders } from './payment-reminders.ts';

/** Online course applications (issue 38): the form, the e-mails' links, 'Môj kurz' and the admin's list. */
export const courseApplicationsModule: FeatureModule = {
  name: 'course-applications',
  operations: (context) => ({
    ...courseApplicationHandlers(context),
    ...courseFileHandlers(context),
    ...courseSettingsHandlers(context),
    ...applicationOverviewHandlers(context),
  }),
  personalData: courseApplicationPrivacy,
  jobs: [{ name: 'payment reminders', run: sendPaymentReminders }],
  // The home: a student's course and balance; an instructor's new applications and overdue payments.
  home: applicationHome,
  // The owner's overview: the period's funnel and money (the payments themselves: applicationOverviewHandlers).
  overview: applicationOverview,
  // Every instructor hears of an application once it counts, until switching it off.
  notifications: [NEW_COURSE_APPLICATION],
  demo: {
    what: 'course applications',
    count: (db) => db.$count(courseApplications),
    // The applications go to the demo offers, seeded before (features/index.ts).
    async insert(db) {
      const stored = (
        await offersNamed(
          db,
          demoOffers.map((offer) => offer.name),
        )
      ).map((offer) => ({ ...offer, group: offer.licenceGroup }));
      // The account and terms the setup may have asked for stay; the demo fills them only when missing.
      const termsVersion = await seedPaymentSettings(db, {
        bankAccount: demoBankAccount,
        terms: demoCourseTerms,
        by: 'instruktor@autoskola.sk',
      });
      const now = Date.now();
      const day = 24 * 3600 * 1000;
      let added = 0;
      for (const [index, demo] of demoCourseApplications.entries()) {
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
            price: eurosToCents(offer.price),
            firstname: demo.firstname,
            lastname: demo.lastname,
            birthDate: birth.toISOString().slice(0, 10),
            email,
            phone: `+421 905 ${String(100 + added).padStart(3, '0')} ${String(200 + added * 7).slice(-3)}`,
            street: `Hlavná ${10 + added}`,
            town: demo.town,
            postalCode: '03401',
            heldGroups: demo.heldGroups,
            note: demo.note ?? null,
            parentName: demo.parentName ?? null,
            parentEmail: demo.parentName ? `rodic.${email}` : null,
            status: demo.status,
            submittedAt: sentAt,
            statusChangedAt: sentAt,
            confirmedAt: new Date(sentAt.getTime() + 3600 * 1000),
            parentConsentAt: demo.parentName ? new Date(sentAt.getTime() + 5 * 3600 * 1000) : null,
            termsVersion,
          })
          .returning();
        if (!row) continue;
        const file = demoApplicationFile(demo, index, eurosToCents(offer.price), sentAt);
        if (file.schedule.length > 0) {
          await db
            .insert(courseApplicationInstalments)
            .values(file.schedule.map((instalment) => ({ ...instalment, applicationId: row.id })));
        }
        if (file.received.length > 0) {
          await db.insert(courseApplicationPayments).values(
            file.received.map((payment) => ({
              ...payment,
              applicationId: row.id,
              recordedBy: 'instruktor@autoskola.sk',
            })),
          );
        }
        if (file.documents.length > 0) {
          await db
            .insert(courseApplicationDocuments)
            .values(file.documents.map((document) => ({ ...document, applicationId: row.id })));
        }
        await db
          .insert(courseApplicationEvents)
          .values([
            { applicationId: row.id, status: 'new', at: sentAt, note: SENT_FROM_WEB },
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
