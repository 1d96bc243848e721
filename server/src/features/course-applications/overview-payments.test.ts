import { OVERVIEW_LIST_PAGE_SIZE, overviewPeriodMessages } from '@autoskola/rules/overview';
import { createTestApi, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { studentInTraining } from '../../../test/students.ts';
import { courseApplicationPayments } from '../tables.ts';

// Issue 54: the accountant's list of payments, asked apart from the overview's sums.
describeEachDatabase('GET /admin/overview/payments', (database) => {
  let api: TestApi;
  let instructor: string;
  const payments = async (query: string, token: string | null = instructor) =>
    api.call('GET /admin/overview/payments', { token, query: Object.fromEntries(new URLSearchParams(query)) });

  beforeAll(async () => {
    api = await createTestApi(database());
    instructor = await api.instructorToken();
  });
  afterAll(() => api.close());

  it('is for instructors only', async () => {
    expect((await payments('from=2026-01-01&to=2026-01-31', null)).statusCode).toBe(401);
    expect((await payments('from=2026-01-01&to=2026-01-31', await api.userToken())).statusCode).toBe(403);
  });

  it('refuses a period that is not one with the Slovak message of the overview', async () => {
    const reversed = await payments('from=2026-02-01&to=2026-01-31');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual({ to: overviewPeriodMessages.reversed });
    const long = await payments('from=2010-01-01&to=2026-01-31');
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ to: overviewPeriodMessages.tooLong });
    expect((await payments('from=2026-02-30&to=2026-03-31')).statusCode).toBe(400);
    expect((await payments('to=2026-03-31')).statusCode).toBe(400);
  });

  it("lists every payment of the period's days, oldest first, of one group when asked", async () => {
    expect((await payments('from=2024-03-01&to=2024-03-31')).json()).toEqual({ payments: [], pagesCount: 0 });

    const jana = await studentInTraining(api, { price: 90000 });
    const anna = await studentInTraining(api, { firstname: 'Anna', licenceGroup: 'A', courseName: 'Skupina A' });
    await api.database.db.insert(courseApplicationPayments).values([
      { applicationId: anna.applicationId, amount: 15050, date: '2024-03-31', method: 'cash' },
      { applicationId: jana.applicationId, amount: 30000, date: '2024-03-01', method: 'transfer' },
      { applicationId: jana.applicationId, amount: 20000, date: '2024-04-01', method: 'cash' },
      { applicationId: jana.applicationId, amount: 5000, date: '2024-02-29', method: 'cash' },
    ]);

    const march = await payments('from=2024-03-01&to=2024-03-31');
    expect(march.statusCode).toBe(200);
    expect(march.json().payments).toEqual([
      {
        date: '2024-03-01',
        amount: 30000,
        variableSymbol: expect.stringMatching(/^\d{9}$/),
        student: `Jana Nováková ${jana.userId}`,
        method: 'transfer',
      },
      {
        date: '2024-03-31',
        amount: 15050,
        variableSymbol: expect.stringMatching(/^\d{9}$/),
        student: `Anna Nováková ${anna.userId}`,
        method: 'cash',
      },
    ]);
    // The variable symbol is the application's number, as the payment instructions give it.
    expect(march.json().payments[0].variableSymbol).not.toBe(march.json().payments[1].variableSymbol);

    const groupA = await payments('from=2024-03-01&to=2024-03-31&group=A');
    expect(groupA.json().payments).toEqual([expect.objectContaining({ amount: 15050, date: '2024-03-31' })]);
    expect(groupA.json().pagesCount).toBe(1);

    // The overview itself answers only their sum and count.
    const overview = await api.call('GET /admin/overview', {
      token: instructor,
      query: { from: '2024-03-01', to: '2024-03-31' },
    });
    expect(overview.json().payments).toMatchObject({ received: 45050, count: 2 });
    expect(overview.json()).not.toHaveProperty('paymentList');
  });

  it('comes in pages of OVERVIEW_LIST_PAGE_SIZE payments, oldest first', async () => {
    const petra = await studentInTraining(api, { firstname: 'Petra' });
    // A payment a day from 1 January 2021: a page and one payment more.
    const first = Date.parse('2021-01-01T00:00:00Z');
    await api.database.db.insert(courseApplicationPayments).values(
      Array.from({ length: OVERVIEW_LIST_PAGE_SIZE + 1 }, (_, day) => ({
        applicationId: petra.applicationId,
        amount: 100 + day,
        date: new Date(first + day * 86_400_000).toISOString().slice(0, 10),
        method: 'transfer',
      })),
    );
    const period = 'from=2021-01-01&to=2022-12-31';
    const one = (await payments(period)).json();
    expect([one.payments.length, one.pagesCount, one.payments[0].date]).toEqual([
      OVERVIEW_LIST_PAGE_SIZE,
      2,
      '2021-01-01',
    ]);
    const two = (await payments(`${period}&page=2`)).json();
    expect(two.pagesCount).toBe(2);
    expect(two.payments).toEqual([
      expect.objectContaining({ date: '2022-05-16', amount: 100 + OVERVIEW_LIST_PAGE_SIZE }),
    ]);
    expect((await payments(`${period}&page=3`)).json()).toEqual({ payments: [], pagesCount: 2 });
  });
});
