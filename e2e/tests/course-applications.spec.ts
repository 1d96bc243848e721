import { expect, test } from './fixtures.ts';
import {
  deliveredMail,
  expectAccessible,
  mailedLink,
  realToken,
  waitForHydration,
  withStoredToken,
} from './support.ts';

/** A birth date `years` years ago (and a few days more), as the date field takes it. */
function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() - 20);
  return date.toISOString().slice(0, 10);
}

/**
 * Issue 38 end to end: a minor applies from an offer card, confirms, the parent consents, an
 * instructor verifies, enrols and records the deposit, and the student sees the status, the
 * balance and the PAY by square code on /moj-kurz.
 */
test.describe('course applications', () => {
  test('a minor applies online and follows the application to the enrolment and the first payment', async ({
    page,
    browser,
    request,
  }) => {
    const stamp = Date.now();
    const email = `ziacka-${stamp}@example.sk`;
    const parentEmail = `mama-${stamp}@example.sk`;

    // From the offer: 'Prihláška online' on the card of course B.
    await page.goto('/ponuka');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'SKUPINA B', exact: true }) });
    await waitForHydration(card.getByRole('link', { name: 'Prihláška online' }));
    await card.getByRole('link', { name: 'Prihláška online' }).click();
    await expect(page).toHaveURL(/\/prihlaska\?kurz=\d+$/);
    await expect(page).toHaveTitle(/^Prihláška na kurz \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'Prihláška na kurz' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Kurz' })).toHaveValue(/\d+/);
    await expect(page.getByRole('combobox', { name: 'Kurz' }).locator('option:checked')).toContainText('Skupina B');
    await expectAccessible(page, '/prihlaska');

    await page.getByRole('textbox', { name: 'Meno', exact: true }).fill('Lenka');
    await page.getByRole('textbox', { name: 'Priezvisko' }).fill('Nová');
    await page.getByLabel(/^Dátum narodenia/).fill(bornYearsAgo(17));
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Telefón' }).fill('+421 905 222 333');
    // Under 18: the parent's section appears.
    const parent = page.getByRole('group', { name: 'Zákonný zástupca' });
    await parent.getByRole('textbox', { name: 'Meno a priezvisko zákonného zástupcu' }).fill('Jana Nová');
    await parent.getByRole('textbox', { name: 'E-mail zákonného zástupcu' }).fill(parentEmail);
    await page.getByRole('textbox', { name: 'Ulica a číslo' }).fill('Hlavná 5');
    await page.getByRole('textbox', { name: 'Obec' }).fill('Ružomberok');
    await page.getByRole('textbox', { name: 'PSČ' }).fill('034 01');
    await page.getByRole('checkbox', { name: 'AM', exact: true }).check();
    await page.getByRole('checkbox', { name: /Súhlasím s obchodnými podmienkami/ }).check();
    await page.getByRole('button', { name: 'Odoslať prihlášku' }).click();
    await expect(
      page.getByText(`Prihláška bola odoslaná. Na e-mail ${email} sme poslali odkaz na jej potvrdenie.`),
    ).toBeVisible();

    // The applicant confirms and chooses a password: an account that follows the application.
    await page.goto(await mailedLink(email, '/prihlaska/potvrdenie'));
    // Opening the link confirms nothing (mail scanners open links): the applicant presses the button.
    await page.getByRole('button', { name: 'Potvrdiť prihlášku' }).click();
    await expect(page.getByText(/je potvrdená\. Ešte čakáme na súhlas zákonného zástupcu\./)).toBeVisible();
    await expect(page).toHaveURL(/\/prihlaska\/potvrdenie$/);
    await page.getByLabel(/^Heslo( \*)?$/).fill('lenkine-heslo');
    await page.getByLabel(/^Heslo znova/).fill('lenkine-heslo');
    await page.getByRole('button', { name: 'Vytvoriť účet' }).click();
    await expect(page).toHaveURL(/\/moj-kurz$/);
    await expect(page.getByText('Nová', { exact: true })).toBeVisible();
    await expect(page.getByText(/Čakáme na súhlas zákonného zástupcu/)).toBeVisible();

    // The parent consents, in a browser of their own.
    const parentContext = await browser.newContext();
    const parentPage = await parentContext.newPage();
    await parentPage.goto(await mailedLink(parentEmail, '/prihlaska/suhlas'));
    await parentPage.getByRole('button', { name: 'Udeliť súhlas' }).click();
    await expect(
      parentPage.getByText('Ďakujeme, súhlas so zápisom do kurzu Skupina B je zaznamenaný. Žiak: Lenka Nová.'),
    ).toBeVisible();
    await parentContext.close();

    // The instructor: sets the school's account in 'Údaje o škole', verifies, enrols, records the deposit.
    const instructorContext = await browser.newContext();
    const admin = await instructorContext.newPage();
    const { token } = await realToken(request, true);
    await withStoredToken(admin, token);
    await admin.goto('/admin/udaje-o-skole');
    const bank = admin.getByRole('form', { name: 'Účet na platby' });
    await bank.getByLabel(/^IBAN/).fill('SK31 1200 0000 1987 4263 7541');
    await bank.getByLabel(/^Príjemca/).fill('Autoškola Ružomberok s.r.o.');
    await bank.getByRole('button', { name: 'Nastaviť účet na platby' }).click();
    await expect(bank.getByText('Účet na platby bol uložený.')).toBeVisible();
    await admin.goto('/admin/prihlasky');
    await expect(admin).toHaveTitle(/^Admin - Prihlášky \| /);
    // The account and the terms are no longer under the applications.
    await expect(admin.getByRole('form', { name: 'Účet na platby' })).toHaveCount(0);

    await admin.getByRole('searchbox', { name: 'Hľadať meno alebo e-mail' }).fill(email);
    await admin.getByRole('button', { name: 'Filtrovať' }).click();
    const row = admin.getByRole('row', { name: /Lenka Nová/ });
    await expect(row).toContainText('Nová');
    await expect(row).toContainText('17');
    await row.click();
    const dialog = admin.getByRole('dialog', { name: 'Prihláška na kurz' });
    await expect(dialog.getByText(`Jana Nová, ${parentEmail}`, { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Zmeniť stav na Overená' }).click();
    await expect(dialog.getByText('Stav je teraz Overená.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Zmeniť stav na Zapísaná' }).click();
    await expect(dialog.getByText('Stav je teraz Zapísaná.')).toBeVisible();
    await expect(dialog.getByText(/^Zaplatené 0\s€ z 890\s€/)).toBeVisible();
    // Money in cents (decision 0035): 267,50 € is taken and shown the one way.
    const payment = dialog.getByRole('form', { name: 'Zaznamenať platbu' });
    await payment.getByLabel(/^Suma/).fill('267,555');
    await payment.getByRole('button', { name: 'Zaznamenať platbu' }).click();
    await expect(payment.getByText('Suma musí byť kladné číslo s najviac dvoma desatinnými miestami.')).toBeVisible();
    await payment.getByLabel(/^Suma/).fill('267,50');
    await payment.getByRole('button', { name: 'Zaznamenať platbu' }).click();
    await expect(dialog.getByText(/^Zaplatené 267,50\s€ z 890\s€, zostáva 622,50\s€\.$/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Zmazať platbu 267,50\s€ z / })).toBeVisible();
    await expectAccessible(admin, '/admin/prihlasky with an application open');
    await instructorContext.close();

    // The enrolment e-mail, and the student's 'Môj kurz'.
    await expect
      .poll(() => deliveredMail().some((mail) => mail.to.includes(email) && mail.subject.startsWith('Zápis na kurz')))
      .toBe(true);
    await page.reload();
    const application = page.getByRole('article');
    await expect(application.getByText('Zapísaná', { exact: true })).toBeVisible();
    await expect(application.getByText(/^622,50\s€$/)).toBeVisible();
    await expect(application.getByRole('table', { name: 'Rozpis platieb' })).toBeVisible();
    await expect(application.getByText('SK31 1200 0000 1987 4263 7541')).toBeVisible();
    await expect(application.getByRole('img', { name: 'QR kód PAY by square na platbu' })).toBeVisible();
    await expectAccessible(page, '/moj-kurz');
  });

  test('a parent sees the child and the course, consents only on the button, and the consent is then a document', async ({
    browser,
    request,
  }) => {
    const stamp = Date.now();
    const email = `dieta-${stamp}@example.sk`;
    const parentEmail = `otec-${stamp}@example.sk`;
    const offers = (await (await request.get('/api/offer/list')).json()) as { offers: { id: number; name: string }[] };
    const sent = await request.post('/api/course-application/add', {
      data: {
        offerId: offers.offers.find((offer) => offer.name === 'Skupina B')?.id,
        firstname: 'Lucia',
        lastname: 'Horváthová',
        birthDate: bornYearsAgo(17),
        email,
        phone: '+421 905 333 444',
        street: 'Hlavná 7',
        town: 'Ružomberok',
        postalCode: '034 01',
        heldGroups: [],
        termsAccepted: true,
        parentName: 'Peter Horváth',
        parentEmail,
      },
    });
    expect(sent.status()).toBe(201);
    const confirmLink = await mailedLink(email, '/prihlaska/potvrdenie');
    const confirmed = await request.post('/api/course-application/confirm', {
      data: { token: confirmLink.split('#token=')[1] },
    });
    expect(confirmed.status()).toBe(200);
    const { token } = await realToken(request, true);
    const counted = async () =>
      (
        (await (
          await request.get(`/api/admin/course-application/list?search=${encodeURIComponent(email)}`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()) as { courseApplications: { documentsDone: number; documentsTotal: number }[] }
      ).courseApplications;

    // The parent opens the link: what is consented to, before any button.
    const consentLink = await mailedLink(parentEmail, '/prihlaska/suhlas');
    const parentContext = await browser.newContext();
    const parentPage = await parentContext.newPage();
    await parentPage.goto(consentLink);
    const summary = parentPage.getByRole('region', { name: 'Čo potvrdzujete' });
    await expect(summary.getByText('Lucia Horváthová', { exact: true })).toBeVisible();
    await expect(summary.getByText('Peter Horváth', { exact: true })).toBeVisible();
    await expect(summary.getByText('Skupina B', { exact: true })).toBeVisible();
    await expect(summary.getByText('Cena kurzu', { exact: true })).toBeVisible();
    await expect(summary.getByText('Obchodné podmienky', { exact: true })).toBeVisible();
    await expect(parentPage.getByRole('button', { name: 'Udeliť súhlas' })).toBeVisible();
    await expectAccessible(parentPage, '/prihlaska/suhlas');
    // Opened, not consented: the application does not count yet.
    expect(await counted()).toEqual([]);

    await parentPage.getByRole('button', { name: 'Udeliť súhlas' }).click();
    await expect(
      parentPage.getByText('Ďakujeme, súhlas so zápisom do kurzu Skupina B je zaznamenaný. Žiak: Lucia Horváthová.'),
    ).toBeVisible();
    // Opened again: it says what happened, with no button.
    const again = await parentContext.newPage();
    await again.goto(consentLink);
    await expect(again.getByText('Súhlas už bol udelený.')).toBeVisible();
    await expect(again.getByRole('region', { name: 'Na čo ste dali súhlas' })).toBeVisible();
    await expect(again.getByRole('button', { name: 'Udeliť súhlas' })).toHaveCount(0);
    await parentContext.close();

    // The consent is the document: 1 of 3 in the list, ticked in the detail.
    expect(await counted()).toEqual([expect.objectContaining({ documentsDone: 1, documentsTotal: 3 })]);
    const instructorContext = await browser.newContext();
    const admin = await instructorContext.newPage();
    await withStoredToken(admin, token);
    await admin.goto(`/admin/prihlasky?search=${encodeURIComponent(email)}`);
    const row = admin.getByRole('row', { name: /Lucia Horváthová/ });
    await expect(row).toContainText('1/3');
    await row.click();
    const dialog = admin.getByRole('dialog', { name: 'Prihláška na kurz' });
    await expect(
      dialog.getByRole('form', { name: 'Súhlas zákonného zástupcu' }).getByRole('checkbox', {
        name: 'Súhlas zákonného zástupcu',
      }),
    ).toBeChecked();
    await instructorContext.close();
  });

  test('answers a second application of one e-mail for the same course as the first (nobody learns who applied)', async ({
    request,
  }) => {
    const offers = (await (await request.get('/api/offer/list')).json()) as { offers: { id: number; name: string }[] };
    const offerId = offers.offers.find((offer) => offer.name === 'Skupina B')?.id;
    const body = {
      offerId,
      firstname: 'Ján',
      lastname: 'Dvakrát',
      birthDate: bornYearsAgo(30),
      email: `dvakrat-${Date.now()}@example.sk`,
      phone: '+421 905 111 222',
      street: 'Hlavná 1',
      town: 'Ružomberok',
      postalCode: '034 01',
      heldGroups: [],
      termsAccepted: true,
    };
    const first = await request.post('/api/course-application/add', { data: body });
    expect(first.status()).toBe(201);
    const second = await request.post('/api/course-application/add', { data: body });
    expect(second.status()).toBe(201);
    expect(await second.json()).toEqual(await first.json());
  });

  test('keeps the spam trap out of sight on the application opened directly, before and after the scripts', async ({
    page,
  }) => {
    // A visible trap made people fill it, and their applications were dropped as a bot's (issue 51).
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/prihlaska');
    const offScreen = async () => {
      const box = await page.locator('.honeypot').boundingBox();
      return box !== null && box.x + box.width <= 0;
    };
    expect(await offScreen()).toBe(true);
    await page.unroute(/\.js$/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Odoslať prihlášku' })).toBeEnabled();
    expect(await offScreen()).toBe(true);
  });
});
