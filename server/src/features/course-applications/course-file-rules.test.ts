import { addDays, schoolDate } from '@autoskola/rules/calendar-dates';
import { eq } from 'drizzle-orm';
import { createTestApi, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { storedApplication } from '../../../test/students.ts';
import { courseApplicationDocuments, courseApplicationPayments, courseApplications } from '../tables.ts';

const DAY = 86_400_000;

// Issue 50, finding 9: a medical certificate valid until 2020 was accepted for a 2026 exam;
// payments dated 1900 and 2099, and payments beyond the price (balance −1,000,410 €), were accepted.
describeEachDatabase("an application's documents and payments", (database) => {
  let api: TestApi;
  let instructor: string;
  const db = () => api.database.db;
  const today = () => schoolDate(new Date());

  /** A confirmed application sent `sentDaysAgo` days ago, at a price of 890 € (89000 cents). */
  async function application(sentDaysAgo = 10) {
    const sent = new Date(Date.now() - sentDaysAgo * DAY);
    const [row] = await db()
      .insert(courseApplications)
      .values(storedApplication({ submittedAt: sent, confirmedAt: sent }))
      .returning();
    if (!row) throw new Error('no application');
    return { id: row.id, sent: schoolDate(sent) };
  }

  const pay = (id: number, amount: number, date: string) =>
    api.call('POST /admin/course-application/{id}/payment', {
      token: instructor,
      params: { id },
      body: { amount, date, method: 'transfer' },
    });
  const certificate = (id: number, validUntil: string) =>
    api.call('PUT /admin/course-application/{id}/document/{document}', {
      token: instructor,
      params: { id, document: 'medicalCertificate' },
      body: { done: true, date: today(), validUntil },
    });
  const paymentsOf = (id: number) =>
    db().select().from(courseApplicationPayments).where(eq(courseApplicationPayments.applicationId, id));

  beforeAll(async () => {
    api = await createTestApi(database());
    instructor = await api.instructorToken();
  });
  afterAll(() => api.close());

  it('refuses a medical certificate whose validity has passed, and keeps one still valid', async () => {
    const { id } = await application();
    for (const validUntil of ['2020-06-30', addDays(today(), -1)]) {
      const expired = await certificate(id, validUntil);
      expect([expired.statusCode, expired.json().errors]).toEqual([
        422,
        { validUntil: 'Platnosť lekárskeho posudku už uplynula.' },
      ]);
    }
    expect(
      await db().select().from(courseApplicationDocuments).where(eq(courseApplicationDocuments.applicationId, id)),
    ).toEqual([]);
    for (const validUntil of [today(), addDays(today(), 3 * 365)]) {
      const valid = await certificate(id, validUntil);
      expect(valid.statusCode).toBe(200);
      expect(valid.json().courseApplication.documents[0]).toMatchObject({ kind: 'medicalCertificate', validUntil });
    }
  });

  it('refuses a payment dated before the application or after today, in words, and stores none', async () => {
    const { id, sent } = await application(10);
    const window = `Dátum platby musí byť od ${sent.split('-').reverse().map(Number).join('. ')} (podanie prihlášky) do dnešného dňa.`;
    for (const date of ['1900-01-01', addDays(sent, -1), addDays(today(), 1), '2099-12-31']) {
      const refused = await pay(id, 10000, date);
      expect([refused.statusCode, refused.json().errors]).toEqual([422, { date: window }]);
    }
    expect(await paymentsOf(id)).toEqual([]);
    for (const date of [sent, today()]) expect((await pay(id, 10000, date)).statusCode).toBe(201);
  });

  it('refuses a payment beyond what remains to be paid; the balance never goes below 0', async () => {
    const { id } = await application();
    const tooMuch = await pay(id, 100_000_000, today());
    expect([tooMuch.statusCode, tooMuch.json().errors]).toEqual([
      422,
      { amount: 'Platba prevyšuje zostávajúcu sumu na úhradu (890\u00a0€).' },
    ]);
    expect((await pay(id, 60000, today())).json().courseApplication.payments).toMatchObject({
      paid: 60000,
      balance: 29000,
    });
    const over = await pay(id, 29001, today());
    expect(over.json().errors).toEqual({ amount: 'Platba prevyšuje zostávajúcu sumu na úhradu (290\u00a0€).' });
    // Two payments at once: the application is locked, so only one of them fits the rest.
    const [first, second] = await Promise.all([pay(id, 20000, today()), pay(id, 20000, today())]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 422]);
    const full = await pay(id, 9000, today());
    expect(full.json().courseApplication.payments).toMatchObject({ paid: 89000, balance: 0 });
    const nothingLeft = await pay(id, 1, today());
    expect(nothingLeft.json().errors).toEqual({ amount: 'Platba prevyšuje zostávajúcu sumu na úhradu (0\u00a0€).' });
    expect((await paymentsOf(id)).reduce((sum, payment) => sum + payment.amount, 0)).toBe(89000);
  });
});
