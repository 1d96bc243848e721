import type { ScreenshotScenario } from './scenario.ts';

/** The course application form, and an enrolled application's file in the admin. */
export default {
  async prepare(site) {
    await site.api('/api/admin/course-application/bank-account', {
      method: 'PUT',
      body: { iban: 'SK31 1200 0000 1987 4263 7541', recipient: 'Autoškola Ružomberok s.r.o.' },
    });
  },
  async take(page, shot, site) {
    await page.goto('/prihlaska?kurz=1');
    await page.getByRole('heading', { name: 'Prihláška na kurz' }).waitFor();
    await shot('application');
    await site.logIn(page);
    await page.goto('/admin/prihlasky?status=enrolled');
    await page.getByRole('table', { name: 'Prihlášky na kurzy, najnovšie prvé' }).waitFor();
    await page.getByRole('row').nth(1).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Platby', exact: true }).waitFor();
    await shot('application-detail');
  },
} satisfies ScreenshotScenario;
