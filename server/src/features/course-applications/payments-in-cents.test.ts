import { schoolDate } from '@autoskola/rules/calendar-dates';
import { defaultSchool } from '@autoskola/school';
import { decode } from 'bysquare/pay';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { mailText } from '../../../test/outbox-text.ts';
import { studentInTraining } from '../../../test/students.ts';
import { createThrowawayPostgres } from '../../../test/throwaway-postgres.ts';
import { knownMigrationTags, migrateTo } from '../../backup/migrations.ts';
import { openPostgres } from '../../db/database.ts';
import { featureModules } from '../../features/index.ts';
import { seedDemoContent } from '../../modules/demo-seed.ts';
import {
  courseApplicationInstalments,
  courseApplicationPayments,
  courseApplications,
  mailOutbox,
  siteSetup,
} from '../tables.ts';

const AMOUNT_REFUSED = 'Suma musí byť kladné číslo s najviac dvoma desatinnými miestami.';
const IBAN_REFUSED = 'Zadajte platný IBAN, napríklad SK31 1200 0000 1987 4263 7541.';

// Issue 51, finding 7: 267,50 € was refused ('Suma musí byť celé číslo väčšie ako 0.'); amounts are cents now.
describeEachDatabase('money in cents (decision 0035)', (database) => {
  let api: TestApi;
  let instructor: string;
  const db = () => api.database.db;

  beforeAll(async () => {
    api = await createTestApi(database());
    instructor = await api.instructorToken();
  });
  afterAll(() => api.close());

  const pay = (id: number, amount: number) =>
    api.call('POST /admin/course-application/{id}/payment', {
      token: instructor,
      params: { id },
      body: { amount, date: schoolDate(new Date()), method: 'cash' },
    });

  it('stores a payment of 267,50 € as 26750 cents, with the balance after it, and writes it 267,50 € to the student', async () => {
    const student = await studentInTraining(api, { price: 89000 });
    const id = student.applicationId;
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await api.call('PUT /admin/course-application/bank-account', {
      token: instructor,
      body: { iban: 'SK31 1200 0000 1987 4263 7541', recipient: 'Autoškola Ružomberok, s. r. o.' },
    });
    const schedule = await api.call('PUT /admin/course-application/{id}/schedule', {
      token: instructor,
      params: { id },
      body: {
        instalments: [
          { amount: 26750, dueDate: inDays(2) },
          { amount: 62250, dueDate: inDays(40) },
        ],
      },
    });
    expect(schedule.statusCode).toBe(200);

    // Before the payment: the reminder names the instalment the Slovak way.
    const job = featureModules
      .flatMap((feature) => feature.jobs ?? [])
      .find((each) => each.name === 'payment reminders');
    await job?.run({
      db: db(),
      now: new Date(),
      retentionMonths: 12,
      log: { info: () => {}, warn: () => {} },
      mail: { outbox: api.app.outbox, school: () => defaultSchool, publicUrl: 'https://autoskola.example' },
    });
    const [reminder] = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, student.email));
    expect(mailText(reminder)).toContain('pripomíname splátku 267,50\u00a0€ za kurz Skupina B');

    const paid = await pay(id, 26750);
    expect(paid.statusCode).toBe(201);
    expect(paid.json().courseApplication.payments).toMatchObject({
      price: 89000,
      paid: 26750,
      balance: 62250,
      schedule: [
        { amount: 26750, paid: true },
        { amount: 62250, paid: false },
      ],
      received: [{ amount: 26750, method: 'cash' }],
    });
    const stored = await db()
      .select({ amount: courseApplicationPayments.amount })
      .from(courseApplicationPayments)
      .where(eq(courseApplicationPayments.applicationId, id));
    expect(stored).toEqual([{ amount: 26750 }]);

    // The student's QR code asks for the rest in euros with cents.
    const [mine] = (await api.call('GET /course-application/mine', { token: student.token })).json().courseApplications;
    expect(mine.paymentInstructions).toMatchObject({ amount: 62250 });
    expect(decode(mine.paymentInstructions.payBySquare).payments[0]).toMatchObject({ amount: 622.5 });
    // And the instructor's readiness panel writes the balance the one way.
    const readiness = await api.call('GET /admin/exam-readiness/{id}', { token: instructor, params: { id } });
    expect(readiness.json().parts).toContainEqual({
      part: 'payments',
      ready: false,
      detail: 'Zostáva zaplatiť 622,50\u00a0€.',
    });
  });

  it('refuses 267,555 € (a fraction of a cent), 0 and less, and stores nothing', async () => {
    const { applicationId: id } = await studentInTraining(api);
    for (const amount of [0, -26750]) {
      const refused = await pay(id, amount);
      expect([refused.statusCode, refused.json().errors]).toEqual([422, { amount: AMOUNT_REFUSED }]);
    }
    // 267,555 € is 26755.5 cents: not a whole number of cents, so the contract refuses it.
    const fraction = await pay(id, 26755.5);
    expect(fraction.statusCode).toBe(400);
    const badSchedule = await api.call('PUT /admin/course-application/{id}/schedule', {
      token: instructor,
      params: { id },
      body: { instalments: [{ amount: 89000.5, dueDate: '2026-12-01' }] },
    });
    expect(badSchedule.statusCode).toBe(400);
    expect(
      await db().select().from(courseApplicationPayments).where(eq(courseApplicationPayments.applicationId, id)),
    ).toEqual([]);
    expect(
      await db().select().from(courseApplicationInstalments).where(eq(courseApplicationInstalments.applicationId, id)),
    ).toEqual([]);
  });

  it('refuses an IBAN whose check digits do not add up, in Slovak, and keeps the saved one', async () => {
    const bad = await api.call('PUT /admin/course-application/bank-account', {
      token: instructor,
      body: { iban: 'SK31 1200 0000 1987 4263 7542', recipient: 'Autoškola' },
    });
    expect([bad.statusCode, bad.json().errors]).toEqual([422, { iban: IBAN_REFUSED }]);
    const saved = await api.call('GET /admin/course-application/bank-account', { token: instructor });
    expect(saved.json().bankAccount.iban).toBe('SK31 1200 0000 1987 4263 7541');
  });
});

describeEachDatabase('the account and terms in the first start', (database) => {
  const school = {
    name: 'Autoškola Skúšobná',
    description: 'Skúšobná autoškola.',
    street: 'Hlavná 5',
    postalCode: '034 01',
    town: 'Ružomberok',
    phone: '+421 944 111 222',
    email: 'info@skusobna.sk',
    companyId: '12345678',
    mapUrl: '',
    makerName: '',
    makerUrl: '',
    operatorName: 'Skúšobná, s. r. o.',
    operatorAddress: 'Hlavná 5, 034 01 Ružomberok',
    contactPerson: 'Eva Skúšobná',
    privacyEmail: 'gdpr@skusobna.sk',
  };

  it('asks for the account optionally: a bad IBAN is refused by its place in the form, a good one and the terms are stored', async () => {
    const api = await createTestApi(database());
    try {
      const [pending] = await api.database.db.select().from(siteSetup);
      const body = (extra: Record<string, unknown>) => ({
        token: pending?.token,
        school,
        firstname: 'Eva',
        lastname: 'Skúšobná',
        email: 'majitel@skusobna.sk',
        password: 'heslo123',
        demo: false,
        ...extra,
      });
      const refused = await api.call('POST /setup', {
        body: body({ bankAccount: { iban: 'SK31 1200 0000 1987 4263 7542', recipient: '' } }),
      });
      expect([refused.statusCode, refused.json().errors]).toEqual([
        422,
        { 'bankAccount.iban': IBAN_REFUSED, 'bankAccount.recipient': 'Príjemca je povinný.' },
      ]);
      const done = await api.call('POST /setup', {
        body: body({
          bankAccount: { iban: 'sk3112000000198742637541', recipient: 'Skúšobná, s. r. o.' },
          terms: '1. Prihláška\nPrihláška je záväzná.',
        }),
      });
      expect(done.statusCode).toBe(201);
      const token = done.json().token as string;
      expect((await api.call('GET /admin/course-application/bank-account', { token })).json().bankAccount).toEqual({
        iban: 'SK31 1200 0000 1987 4263 7541',
        recipient: 'Skúšobná, s. r. o.',
      });
      expect((await api.call('GET /course-application/terms')).json().terms).toMatchObject({
        version: expect.any(Number),
        text: '1. Prihláška\nPrihláška je záväzná.',
      });
    } finally {
      await api.close();
    }
  });
});

describeEachDatabase('the demo school’s account and terms', (database) => {
  it('gives the demo school an account (so students see a QR code) and real terms that applications accepted', async () => {
    const api = await createTestApi(database());
    try {
      await seedDemoContent(api.database.db, api.config.uploadDir, featureModules);
      const instructor = await api.instructorToken();
      const account = (await api.call('GET /admin/course-application/bank-account', { token: instructor })).json();
      expect(account.bankAccount).toEqual({
        iban: 'SK31 1200 0000 1987 4263 7541',
        recipient: 'Autoškola Ružomberok, s. r. o.',
      });
      const terms = (await api.call('GET /course-application/terms')).json().terms;
      expect(terms.version).toBeGreaterThan(0);
      expect(terms.text).toContain('Obchodné podmienky');
      expect(terms.text).toContain('2. Platby');
      expect(terms.text).not.toContain('nezverejnila');
      const list = (await api.call('GET /admin/course-application/list', { token: instructor })).json();
      const [first] = list.courseApplications;
      const detail = (
        await api.call('GET /admin/course-application/{id}', { token: instructor, params: { id: first.id } })
      ).json().courseApplication;
      expect(detail.termsVersion).toBe(terms.version);
      // Prices are cents: the demo's 890 € course is 89000.
      expect(
        list.courseApplications.every((row: { price: number }) => row.price % 100 === 0 && row.price >= 10000),
      ).toBe(true);
    } finally {
      await api.close();
    }
  });
});

describe('the migration to cents', () => {
  const servers: [string, string][] = [
    ['embedded', inject('embeddedPostgresUrl')],
    ...(process.env.TEST_DATABASE_URL ? [['postgres', process.env.TEST_DATABASE_URL] as [string, string]] : []),
  ];
  it.each(servers)('turns the euros stored before into cents, losing none [%s]', async (_name, serverUrl) => {
    const throwaway = await createThrowawayPostgres(serverUrl);
    try {
      // The schema as it was before 0013_money_in_cents, with an application of 890 € paid 267 €.
      const tags = knownMigrationTags();
      const client = new pg.Client({ connectionString: throwaway.url });
      await client.connect();
      try {
        await migrateTo(client, tags.slice(0, tags.indexOf('0013_money_in_cents')));
        const { rows } = await client.query<{ id: number }>(
          `INSERT INTO course_applications (course_name, licence_group, price, firstname, lastname, birth_date, email, phone, street, town, postal_code)
           VALUES ('Skupina B', 'B', 890, 'Eva', 'Malá', '2000-01-01', 'eva@example.sk', '+421 905 000 000', 'Hlavná 1', 'Ružomberok', '034 01') RETURNING id`,
        );
        const id = rows[0]?.id;
        await client.query(
          `INSERT INTO course_application_instalments (application_id, amount, due_date) VALUES ($1, 267, '2026-12-01'), ($1, 623, '2027-01-01')`,
          [id],
        );
        await client.query(
          `INSERT INTO course_application_payments (application_id, amount, date, method) VALUES ($1, 267, '2026-11-20', 'cash')`,
          [id],
        );
      } finally {
        await client.end();
      }
      // The server's start applies the rest.
      const database = await openPostgres(throwaway.url, { watch: false });
      try {
        const [application] = await database.db.select().from(courseApplications);
        expect(application?.price).toBe(89000);
        const instalments = await database.db
          .select({ amount: courseApplicationInstalments.amount })
          .from(courseApplicationInstalments)
          .orderBy(courseApplicationInstalments.dueDate);
        expect(instalments).toEqual([{ amount: 26700 }, { amount: 62300 }]);
        const payments = await database.db
          .select({ amount: courseApplicationPayments.amount })
          .from(courseApplicationPayments);
        expect(payments).toEqual([{ amount: 26700 }]);
      } finally {
        await database.close();
      }
    } finally {
      await throwaway.drop();
    }
  });
});
