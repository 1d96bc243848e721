import { expect, test } from './fixtures.ts';
import { expectAccessible, realToken, studentWithCourse, withStoredToken } from './support.ts';

const ZONE = 'Europe/Bratislava';
const DAY = 86_400_000;

/** YYYY-MM-DD of an instant in Bratislava, as the date-time field takes the day. */
const schoolDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
/** '10. 12. 2026 9:00', as the screens write an exam's start. */
const examTime = (day: string, time: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date}. ${month}. ${year} ${Number(time.slice(0, 2))}:${time.slice(3)}`;
};

/**
 * Issue 54 end to end: an instructor records an exam date with one place, registers a student who
 * is not ready yet (only with the reason), a second registration is refused with the date full,
 * a date with a student is not deleted, the student sees the exam and its note on /moj-kurz (and
 * the reason in the history, as the form said), unregistering frees the place and the empty date is deleted.
 */
test.describe('exams', () => {
  test('an instructor records a date, registers a student with the reason, and the place is kept', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    const letters = String(stamp).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? '');
    const { token: instructor } = await realToken(request, true);
    const eva = await studentWithCourse(request, instructor, { firstname: 'Eva', lastname: `Skúšková ${letters}` });
    const jan = await studentWithCourse(request, instructor, { firstname: 'Ján', lastname: `Skúškový ${letters}` });
    // Six weeks ahead: within the four months the screen shows, and in the future whatever the hour.
    const day = schoolDay(new Date(Date.now() + 42 * DAY));
    const place = `ODI Ružomberok ${letters}`;
    const when = examTime(day, '09:00');

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await withStoredToken(admin, instructor);
    await admin.goto('/admin/skusky');
    await expect(admin).toHaveTitle(/^Admin - Skúšky \| /);
    await expect(admin.getByRole('heading', { level: 1, name: 'Skúšky' })).toBeVisible();
    await expect(admin.getByRole('link', { name: 'Skúšky', exact: true })).toBeVisible();

    const form = admin.getByRole('form', { name: 'Nový termín skúšky' });
    await form.getByLabel(/^Dátum a čas/).fill(`${day}T09:00`);
    await form.getByRole('textbox', { name: /^Miesto/ }).fill(place);
    await form.getByRole('spinbutton', { name: /^Počet miest/ }).fill('1');
    await form.getByRole('textbox', { name: /^Poznámka/ }).fill('Zraz pred budovou o 8:45.');
    await form.getByRole('button', { name: 'Pridať termín' }).click();
    await expect(form.getByText('Termín skúšky je pridaný.')).toBeVisible();

    const card = admin.getByRole('article', { name: `${when}, ${place}` });
    await expect(card.getByText('Voľné miesta: 1 z 1')).toBeVisible();
    await card.getByRole('button', { name: `Prihlásiť žiaka: ${when}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Prihlásiť žiaka: ${when}` });
    const picker = dialog.getByRole('combobox', { name: /^Žiak/ });
    const option = picker.locator('option', { hasText: eva.name });
    await picker.selectOption((await option.getAttribute('value')) ?? '');
    // Eva has driven nothing yet: not ready, so only with the reason.
    await expect(dialog.getByText('Ešte nie je splnené všetko potrebné na skúšku.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Prihlásiť žiaka' }).click();
    const reason = dialog.getByRole('textbox', { name: /^Dôvod prihlásenia bez splnených podmienok/ });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await reason.fill('Jazdy dokončí do skúšky.');
    await dialog.getByRole('button', { name: 'Prihlásiť žiaka' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByText('Voľné miesta: 0 z 1')).toBeVisible();
    const registration = card.getByRole('listitem', { name: `${eva.name} (B)` });
    await expect(registration.getByText('Prihlásenie bez splnených podmienok: Jazdy dokončí do skúšky.')).toBeVisible();
    await expect(card.getByRole('button', { name: `Prihlásiť žiaka: ${when}` })).toHaveCount(0);
    // A date with a student is not deleted: the instructor reads why.
    await card.getByRole('button', { name: `Zmazať termín: ${when}` }).click();
    await expect(card.getByText('Termín má prihlásených žiakov; najprv ich odhláste.')).toBeVisible();
    await expectAccessible(admin, '/admin/skusky');

    // The date is full: Ján's registration is refused with the place gone.
    const asInstructor = { authorization: `Bearer ${instructor}` };
    const list = await request.get(`/api/admin/exam/list?from=${day}&to=${day}`, { headers: asInstructor });
    const examDate = ((await list.json()) as { examDates: { id: number; place: string }[] }).examDates.find(
      (each) => each.place === place,
    );
    const refused = await request.post(`/api/admin/exam/${examDate?.id}/registration`, {
      headers: asInstructor,
      data: { applicationId: jan.applicationId, overrideReason: 'Jazdy dokončí do skúšky.' },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe('Na tento termín už nie je voľné miesto.');

    // Eva sees the exam on 'Môj kurz', each part awaiting its result.
    await withStoredToken(page, eva.token);
    await page.goto('/moj-kurz');
    await expect(page.getByText('Prihlásená na skúšku', { exact: true })).toBeVisible();
    const mine = page.getByRole('region', { name: 'Skúška' });
    await expect(mine.getByText(when)).toBeVisible();
    await expect(mine.getByText(place, { exact: false })).toBeVisible();
    await expect(mine.getByText('Test z predpisov')).toBeVisible();
    await expect(mine.getByText('Vedenie vozidla')).toBeVisible();
    await expect(mine.getByText('čaká na výsledok')).toHaveCount(2);
    await expect(mine.getByText('Poznámka: Zraz pred budovou o 8:45.')).toBeVisible();
    // The history says she was registered, with the reason (issue 54: kept in the history).
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    await expect(
      page.getByText(
        `Prihlásenie na skúšku ${date}. ${month}. ${year}. Bez splnených podmienok: Jazdy dokončí do skúšky.`,
      ),
    ).toBeVisible();
    await expectAccessible(page, '/moj-kurz');

    // Unregistered before the exam: the place is free again.
    await registration.getByRole('button', { name: `Odhlásiť: ${eva.name}` }).click();
    await expect(card.getByText('Voľné miesta: 1 z 1')).toBeVisible();
    await expect(card.getByText('Zatiaľ nie je prihlásený nikto.')).toBeVisible();
    // Empty now: deleted at once, as the admin lists delete.
    await card.getByRole('button', { name: `Zmazať termín: ${when}` }).click();
    await expect(card).toHaveCount(0);
    await adminContext.close();
  });
});

/**
 * Issue 54: the school's choice to show its pass rate at the first attempt, computed from the demo's
 * year of results: switched on in 'Údaje o škole', it appears on '/'; switched off, it goes.
 */
test.describe("the landing page's pass rate", () => {
  test("an instructor switches it on in 'Údaje o škole' and the landing page shows the computed rate", async ({
    page,
    browser,
    request,
  }) => {
    const { token: instructor } = await realToken(request, true);
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await withStoredToken(admin, instructor);
    await admin.goto('/admin/udaje-o-skole');
    const toggle = admin.getByRole('switch', { name: 'Zobraziť úspešnosť na prvý pokus na úvodnej stránke' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toggle).toBeChecked();

    const answer = await request.get('/api/exam/pass-rate');
    const { firstAttemptPercent } = (await answer.json()) as { firstAttemptPercent: number | null };
    // The demo's year holds first attempts with results (and re-sits).
    expect(firstAttemptPercent).not.toBeNull();
    await page.goto('/');
    await expect(
      page.getByText(`Úspešnosť na prvý pokus: ${firstAttemptPercent} % (posledných 12 mesiacov)`, { exact: true }),
    ).toBeVisible();

    await toggle.click();
    await expect(toggle).not.toBeChecked();
    // Switched off: the public read answers nothing, and the page shows nothing.
    const read = page.waitForResponse((response) => response.url().endsWith('/api/exam/pass-rate'));
    await page.reload();
    expect(await (await read).json()).toEqual({ firstAttemptPercent: null });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Úspešnosť na prvý pokus/)).toHaveCount(0);
    await adminContext.close();
  });
});
