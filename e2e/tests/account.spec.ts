import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { createUser, deliveredMail, realToken, withStoredToken } from './support.ts';

const SAME_ANSWER = 'Ak k tomuto e-mailu existuje účet, poslali sme naň odkaz na nastavenie nového hesla.';

test.describe('account self-service @phone', () => {
  test('a user who forgot the password gets back in by e-mail; the link works once and old sessions end', async ({
    page,
    request,
  }) => {
    const email = `zabudol-${Date.now()}@example.sk`;
    await createUser(email, 'stare-heslo', false);
    const oldSession = (
      await (await request.post('/api/auth/login', { data: { email, password: 'stare-heslo' } })).json()
    ).token as string;

    await page.goto('/prihlasenie');
    await page.getByRole('link', { name: 'Zabudnuté heslo?' }).click();
    await expect(page).toHaveURL(/\/zabudnute-heslo$/);
    await expect(page).toHaveTitle('Zabudnuté heslo | Autoškola Ružomberok');
    // The login form, which has an E-mail field too, stays until this screen has loaded.
    await expect(page.getByRole('heading', { level: 1, name: 'Zabudnuté heslo' })).toBeVisible();
    await page.getByLabel(/E-mail/).fill(email);
    await page.getByRole('button', { name: 'Poslať odkaz' }).click();
    await expect(page.getByText(SAME_ANSWER)).toBeVisible();

    // The e-mail, through the real SMTP server.
    await expect
      .poll(() => deliveredMail().find((mail) => mail.to.includes(email)))
      .toMatchObject({
        subject: 'Obnovenie hesla – Autoškola Ružomberok',
      });
    const text = deliveredMail().find((mail) => mail.to.includes(email))?.text ?? '';
    const link = /https?:\/\/\S+\/obnovenie-hesla#token=[\w-]+/.exec(text)?.[0] as string;
    expect(link).toBeTruthy();

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Nové heslo' })).toBeVisible();
    // The token leaves the address bar at once.
    await expect(page).toHaveURL(/\/obnovenie-hesla$/);
    await page.getByLabel(/^Nové heslo/).fill('nove-heslo');
    await page.getByLabel(/^Zopakujte heslo/).fill('nove-heslo');
    await page.getByRole('button', { name: 'Nastaviť heslo' }).click();
    await expect(page.getByText('Heslo bolo zmenené. Teraz sa môžete prihlásiť.')).toBeVisible();

    // The session from before the change no longer works.
    expect((await request.get('/api/auth/me', { headers: { authorization: `Bearer ${oldSession}` } })).status()).toBe(
      401,
    );

    // The link works once (opened again as from the e-mail, in a fresh page load).
    await page.goto('about:blank');
    await page.goto(link);
    await page.getByLabel(/^Nové heslo/).fill('ine-heslo');
    await page.getByLabel(/^Zopakujte heslo/).fill('ine-heslo');
    await page.getByRole('button', { name: 'Nastaviť heslo' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Odkaz na obnovenie hesla je neplatný alebo vypršal. Požiadajte o nový.',
    );

    await page.goto('/prihlasenie');
    await page.getByLabel(/E-mail/).fill(email);
    await page.getByLabel(/^Heslo/).fill('nove-heslo');
    await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a user changes the password, downloads their data and deletes the account', async ({ page, request }) => {
    const { email, token } = await realToken(request, false);
    await withStoredToken(page, token);
    await page.goto('/admin/nastavenia');

    await page.getByLabel(/^Súčasné heslo/).fill('heslo123');
    await page.getByLabel(/^Nové heslo/).fill('druhe-heslo');
    await page.getByLabel(/^Zopakujte nové heslo/).fill('druhe-heslo');
    await page.getByRole('button', { name: 'Zmeniť heslo' }).click();
    await expect(
      page.getByText('Heslo bolo zmenené. Na ostatných zariadeniach sa treba prihlásiť znova.'),
    ).toBeVisible();
    // This session goes on with the new token; the old one is refused.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Nastavenia' })).toBeVisible();
    expect((await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Stiahnuť moje údaje' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('moje-udaje.json');
    const data = JSON.parse(readFileSync(await file.path(), 'utf8'));
    expect(data.account).toMatchObject({ email, roles: ['ROLE_USER'] });
    expect(data.notifications).toEqual([]);

    await page.getByRole('button', { name: 'Zmazať účet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zmazať účet?' });
    await dialog.getByLabel(/^Heslo/).fill('druhe-heslo');
    await dialog.getByRole('button', { name: 'Zmazať účet natrvalo' }).click();
    await expect(page).toHaveURL(/\/$/);
    const login = await request.post('/api/auth/login', { data: { email, password: 'druhe-heslo' } });
    expect(login.status()).toBe(401);
  });

  test('an instructor answers a request for access and erasure: find, download, erase', async ({ page, request }) => {
    const sender = `gdpr-${Date.now()}@example.sk`;
    for (const message of ['Prvá otázka', 'Druhá otázka']) {
      const sent = await request.post('/api/contact-form/add', {
        data: { firstname: 'Dana', lastname: 'Súkromná', email: sender, phone: '', message },
      });
      expect(sent.status()).toBe(201);
    }
    await withStoredToken(page, (await realToken(request, true)).token);
    await page.goto('/admin/kontaktny-formular');
    await page.getByRole('link', { name: 'Žiadosti dotknutých osôb' }).click();
    await expect(page).toHaveURL(/\/admin\/ziadosti-o-udaje$/);
    await expect(page).toHaveTitle(/^Admin - Žiadosti o údaje \| /);
    const tools = page.getByRole('region', { name: 'Žiadosti dotknutých osôb' });
    await tools.getByLabel('E-mail').fill(sender.toUpperCase());
    await tools.getByRole('button', { name: 'Vyhľadať' }).click();
    await expect(tools.getByText('Nájdené: 2 správy.')).toBeVisible();

    const download = page.waitForEvent('download');
    await tools.getByRole('button', { name: 'Stiahnuť JSON' }).click();
    const data = JSON.parse(readFileSync(await (await download).path(), 'utf8'));
    expect(data.contactForms.map((form: { message: string }) => form.message).sort()).toEqual([
      'Druhá otázka',
      'Prvá otázka',
    ]);

    await tools.getByRole('button', { name: 'Vymazať všetky (2)' }).click();
    await page
      .getByRole('dialog', { name: 'Vymazať správy?' })
      .getByRole('button', { name: 'Vymazať natrvalo' })
      .click();
    await expect(tools.getByText('Vymazané: 2 správy.')).toBeVisible();
    await expect(page.getByRole('row', { name: 'Otvoriť správu od Dana Súkromná' })).toHaveCount(0);
  });
});
