import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { realToken, studentWithCourse, withStoredToken } from './support.ts';

const ZONE = 'Europe/Bratislava';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Hlavná navigácia' });

/** HH:MM of an instant in Bratislava, as the home writes a lesson's time. */
const schoolTime = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );

/** On a phone the header's links are in the menu behind 'Menu'. */
/** The header is hydrated (its menu button is enabled only then), and on a phone its menu is opened. */
async function openMenu(page: Page, isMobile: boolean) {
  // Out of the accessibility tree on a desktop (display: none), so found by its class there.
  await expect(page.locator('.site-header__menu-toggle')).toBeEnabled({ timeout: 15_000 });
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
}

/** A student with a password (to log in through the form) whose application is at `status`. */
const student = (request: APIRequestContext, instructor: string, lastname: string, status: string) =>
  studentWithCourse(request, instructor, { lastname, status });

// Issue 51: students find their course after logging in, and the admin home shows what each has.
test.describe('the home after logging in @phone', () => {
  test("a student logs in, sees the course on the home, reaches 'Môj kurz' from a public page and logs out", async ({
    page,
    request,
    isMobile,
  }) => {
    const { token: instructor } = await realToken(request, true);
    const { email } = await student(request, instructor, 'Domovská', 'enrolled');

    // The public header offers the login.
    await page.goto('/ponuka');
    await openMenu(page, isMobile);
    await nav(page).getByRole('link', { name: 'Prihlásiť sa' }).click();
    await expect(page).toHaveURL(/\/prihlasenie$/);
    await page.getByLabel(/E-mail/).fill(email);
    await page.getByLabel(/Heslo/).fill('heslo123');
    await page.getByRole('button', { name: 'Prihlásiť sa' }).click();

    // The admin home: the SPEC's sentence, then the course below it.
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Tu raz niečo bude.')).toBeVisible();
    const course = page.getByRole('region', { name: 'Môj kurz' });
    await expect(course.getByText('Skupina B')).toBeVisible();
    await expect(course.getByText(/^Zapísan/)).toBeVisible();
    await expect(course.getByText('Zostáva zaplatiť')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Moje jazdy' }).getByText('Žiadna jazda nie je rezervovaná.'),
    ).toBeVisible();

    // A public page's header links the student's own pages.
    await page.goto('/ucebne-materialy');
    await openMenu(page, isMobile);
    await expect(nav(page).getByRole('link', { name: 'Moje jazdy' })).toHaveAttribute('href', '/jazdy');
    await expect(nav(page).getByRole('link', { name: 'Môj účet' })).toHaveAttribute('href', '/admin');
    await nav(page).getByRole('link', { name: 'Môj kurz' }).click();
    await expect(page).toHaveURL(/\/moj-kurz$/);
    await expect(page).toHaveTitle(/^Môj kurz \| /);

    // And the logout, which leaves the login in the header again.
    await openMenu(page, isMobile);
    await nav(page).getByRole('button', { name: 'Odhlásiť sa' }).click();
    await expect(page).toHaveURL(/\/prihlasenie$/);
    await openMenu(page, isMobile);
    await expect(nav(page).getByRole('link', { name: 'Prihlásiť sa' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Môj kurz' })).toHaveCount(0);
  });

  test("an instructor's home lists today's lessons with the student and links the screens", async ({
    page,
    request,
  }) => {
    const { token: instructor } = await realToken(request, true);
    const admin = { authorization: `Bearer ${instructor}` };
    // Teaching creates the instructor's name for students; no hours are needed to add a lesson.
    const hours = await request.put('/api/admin/lesson/hours', {
      headers: admin,
      data: { name: 'Inštruktor Domov', template: [] },
    });
    expect(hours.status()).toBe(200);
    const trainee = await student(request, instructor, 'Dnešná', 'training');
    // A lesson that started a few minutes ago, on a 5-minute step: today, whatever the time of the run (recorded afterwards).
    const start = new Date(Math.floor((Date.now() - 60_000) / 300_000) * 300_000);
    const added = await request.post('/api/admin/lesson', {
      headers: admin,
      // Past and outside any hours: recorded as confirmed.
      data: { applicationId: trainee.applicationId, start: start.toISOString(), units: 1, confirmUnusualTime: true },
    });
    expect(added.status()).toBe(201);

    await withStoredToken(page, instructor);
    await page.goto('/admin');
    await expect(page.getByText('Tu raz niečo bude.')).toBeVisible();
    const today = page.getByRole('region', { name: 'Dnešné jazdy' });
    const end = new Date(start.getTime() + 45 * 60_000);
    await expect(today.getByRole('listitem')).toHaveCount(1);
    await expect(today.getByRole('listitem')).toContainText(`${schoolTime(start)} – ${schoolTime(end)}`);
    await expect(today.getByRole('listitem')).toContainText(trainee.name);
    await expect(page.getByRole('region', { name: 'Nové prihlášky' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Kontaktný formulár' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Platby po splatnosti' })).toBeVisible();
    await today.getByRole('link', { name: 'Otvoriť týždeň jázd' }).click();
    await expect(page).toHaveURL(/\/admin\/jazdy$/);
  });
});
