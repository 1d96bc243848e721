import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { realToken, studentWithCourse, withStoredToken } from './support.ts';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bratislava' }).format(new Date());

// Issue 54: the owner sees how the school is doing in a period and takes the payments to the accountant.
test.describe("the owner's overview @phone", () => {
  test('an instructor opens Prehľad, sees this month with a chart and a payment, and downloads the payments as CSV', async ({
    page,
    request,
  }) => {
    const { token: instructor } = await realToken(request, true);
    const { applicationId, name } = await studentWithCourse(request, instructor, {
      firstname: 'Oľga',
      // Letters only (a name's rule); unique enough to find the row among the run's other payments.
      lastname: `Prehľadová-${String.fromCharCode(...[...String(Date.now()).slice(-6)].map((digit) => 97 + Number(digit)))}`,
      status: 'training',
    });
    const paid = await request.post(`/api/admin/course-application/${applicationId}/payment`, {
      headers: { authorization: `Bearer ${instructor}` },
      data: { amount: 26750, date: today(), method: 'transfer' },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    const detail = await request.get(`/api/admin/course-application/${applicationId}`, {
      headers: { authorization: `Bearer ${instructor}` },
    });
    const { number } = ((await detail.json()) as { courseApplication: { number: number } }).courseApplication;

    await withStoredToken(page, instructor);
    await page.goto('/admin/prehlad');
    await expect(page).toHaveTitle(/^Admin - Prehľad/);
    await expect(page.getByRole('heading', { level: 1, name: 'Prehľad' })).toBeVisible();
    const funnel = page.getByRole('region', { name: 'Prihlášky' });
    await expect(funnel.getByRole('img', { name: /^Graf: Prihlášky/ })).toBeVisible();
    await expect(funnel.getByRole('row', { name: /Prijaté/ })).toBeVisible();

    const payments = page.getByRole('region', { name: 'Prijaté platby' });
    await payments.getByText(/^Prijaté platby \(\d+\)$/).click();
    const row = payments.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(/267,50\s€/);
    await expect(row).toContainText(String(number));

    const download = page.waitForEvent('download');
    await payments.getByRole('button', { name: 'Stiahnuť CSV: Prijaté platby' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^platby-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path()) as string, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('\uFEFFDátum;Suma;Variabilný symbol;Žiak;Spôsob');
    expect(csv).toContain(`${today()};267,50;${number};${name};Prevodom`);

    // Payroll's CSV with its table never opened (its list is asked for then, when anything was driven).
    const days = page.getByRole('region', { name: 'Odjazdené hodiny po dňoch' });
    const payroll = page.waitForEvent('download');
    await days.getByRole('button', { name: 'Stiahnuť CSV: Odjazdené hodiny po dňoch' }).click();
    const payrollFile = await payroll;
    expect(payrollFile.suggestedFilename()).toMatch(/^odjazdene-hodiny-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
    const payrollCsv = await readFile((await payrollFile.path()) as string, 'utf8');
    expect(payrollCsv.split('\r\n')[0]).toBe('\uFEFFDátum;Inštruktor;Odjazdené hodiny;Odjazdené jazdy');
  });
});
