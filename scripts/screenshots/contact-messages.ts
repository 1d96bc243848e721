import type { ScreenshotScenario } from './scenario.ts';

export default {
  async prepare(site) {
    await site.api('/api/contact-form/add', {
      method: 'POST',
      anonymous: true,
      body: {
        firstname: 'Jana',
        lastname: 'Nováková',
        email: 'jana.novakova@example.sk',
        phone: '+421 905 123 456',
        message: 'Dobrý deň,\nkedy začína najbližší kurz skupiny B a dá sa platiť na splátky?\nĎakujem, Jana',
      },
    });
  },
  async take(page, shot, site) {
    await page.goto('/kontakt');
    await page.getByRole('heading', { name: 'Kontaktuj nás' }).waitFor();
    await shot('contact');
    await site.logIn(page);
    await page.goto('/admin/kontaktny-formular');
    await page.getByRole('row', { name: 'Otvoriť správu od Jana Nováková' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Odpoveď' }).waitFor();
    await shot('inbox-detail');
  },
} satisfies ScreenshotScenario;
