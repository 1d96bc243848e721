import { expect, test } from './fixtures.ts';
import { deliveredMail, realToken, withStoredToken } from './support.ts';

test.describe('an instructor handles the contact inbox @phone', () => {
  test('is notified of a new message by e-mail, replies once and resolves it, then deletes it', async ({
    page,
    browser,
    request,
  }) => {
    const { email: instructor, token } = await realToken(request, true);
    await withStoredToken(page, token);
    await page.goto('/admin/nastavenia');
    const notify = page.getByRole('switch', { name: 'Nová správa z kontaktného formulára' });
    await notify.click();
    await expect(notify).toBeChecked();

    // A visitor, in a browser of their own, writes to the school.
    const sender = `jana.${Date.now()}@example.sk`;
    const visitor = await browser.newPage();
    await visitor.goto('/kontakt');
    await visitor.getByRole('textbox', { name: 'Meno', exact: true }).fill('Jana');
    await visitor.getByLabel('Priezvisko').fill('Vodičová');
    await visitor.getByLabel('E-mail').fill(sender);
    await visitor.getByLabel('Správa').fill('Dobrý deň,\nkedy začína kurz skupiny B?\nĎakujem.');
    await visitor.getByRole('checkbox').check();
    await visitor.getByRole('button', { name: 'Odoslať' }).click();
    await expect(visitor.getByText('Správa bola úspešne odoslaná.')).toBeVisible();
    await visitor.close();

    // The instructor's notification arrives through the real SMTP server.
    await expect
      .poll(() => deliveredMail().find((mail) => mail.to.includes(instructor) && mail.text.includes(sender)))
      .toMatchObject({ subject: 'Nová správa z kontaktného formulára', replyTo: sender });
    const notification = deliveredMail().find((mail) => mail.to.includes(instructor) && mail.text.includes(sender));
    expect(notification?.text).toContain('kedy začína kurz skupiny B?');

    // Newest first and not yet resolved.
    await page.goto('/admin/kontaktny-formular');
    await expect(page).toHaveTitle('Admin - Kontaktný formulár | Autoškola Ružomberok');
    const row = page.getByRole('row', { name: 'Otvoriť správu od Jana Vodičová' });
    await expect(page.getByRole('row').nth(1)).toHaveAccessibleName('Otvoriť správu od Jana Vodičová');
    await expect(row.getByRole('img', { name: 'Nevyriešené' })).toBeVisible();
    await row.click();

    const dialog = page.getByRole('dialog', { name: 'Správa z kontaktného formulára' });
    await expect(dialog.getByRole('link', { name: sender })).toHaveAttribute('href', `mailto:${sender}`);
    await expect(dialog.getByText('neuvedený')).toBeVisible();
    await dialog.getByRole('button', { name: 'Odoslať odpoveď' }).click();
    await expect(dialog.getByText('Nie je možné odoslať prázdnu odpoveď.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Odpoveď' }).fill('Dobrý deň, najbližší kurz začína 1. decembra.');
    await expect(dialog.getByRole('checkbox', { name: 'Zároveň označiť ako vyriešené' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Odoslať odpoveď' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('img', { name: 'Vyriešené' })).toBeVisible();

    // The sender gets the reply by e-mail, quoting their message.
    await expect
      .poll(() => deliveredMail().find((mail) => mail.to.includes(sender)))
      .toMatchObject({ subject: expect.stringContaining('Odpoveď na Vašu správu') });
    const answer = deliveredMail().find((mail) => mail.to.includes(sender));
    expect(answer?.text).toContain('najbližší kurz začína 1. decembra');
    expect(answer?.text).toContain('> kedy začína kurz skupiny B?');

    // The reply is shown with its date; a second one cannot be written.
    await row.click();
    await expect(dialog.getByText(/Odpoveď bola odoslaná \d/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Odpoveď' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(deliveredMail().filter((mail) => mail.to.includes(sender))).toHaveLength(1);

    await row.getByRole('button', { name: 'Zmazať' }).click();
    await expect(row).toHaveCount(0);
  });
});
