import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { schoolDate } from '@autoskola/rules/calendar-dates';
import { defaultSchool } from '@autoskola/school';
import { decode } from 'bysquare/pay';
import { eq, sql } from 'drizzle-orm';
import { createTestApi, offerInput, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { mailText } from '../../../test/outbox-text.ts';
import { parseMail } from '../../../test/smtp.ts';
import { INSTRUCTOR_ROLE } from '../../auth/tokens.ts';
import { createUser } from '../../cli/commands.ts';
import { featureModules } from '../../features/index.ts';
import {
  courseApplicationEvents,
  courseApplicationInstalments,
  courseApplications,
  mailOutbox,
  offers,
  users,
} from '../tables.ts';

/** A birth date `years` years (and `days` days) before today, as YYYY-MM-DD. */
function bornYearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

let counter = 0;
const application = (offerId: number, overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    offerId,
    firstname: 'Eva',
    lastname: 'Malá',
    birthDate: bornYearsAgo(25),
    email: `eva${counter}@example.sk`,
    phone: '+421 905 111 222',
    street: 'Hlavná 12',
    town: 'Žilina',
    postalCode: '010 01',
    heldGroups: ['AM'],
    note: null,
    termsAccepted: true,
    ...overrides,
  };
};

/** The token of a link in the newest e-mail to `to`. */
async function linkToken(api: TestApi, to: string, path: string): Promise<string> {
  const [mail] = await api.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, to))
    .orderBy(sql`${mailOutbox.id} desc`)
    .limit(1);
  // Once sent, the row's links are redacted: the delivered text is the spool's file of the row.
  const text = mail?.sentAt
    ? (await parseMail(readFileSync(join(api.config.dataDir, 'mail', `${String(mail.id).padStart(8, '0')}.eml`)))).text
    : mailText(mail);
  const match = text.match(new RegExp(`${path}#token=([\\w-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in the mail to ${to}`);
  return match[1];
}

describeEachDatabase('course applications', (database) => {
  let api: TestApi;
  let instructor: string;
  let offerB: number;
  let offerC: number;
  const db = () => api.database.db;

  beforeAll(async () => {
    api = await createTestApi(database(), {
      RATE_LIMIT_COURSE_APPLICATION: '1000/1m',
      RATE_LIMIT_APPLICATION_LINK: '1000/1m',
      RATE_LIMIT_APPLICATION_MAILS: '1000/1h',
    });
    instructor = await api.instructorToken();
    const created = async (input: Record<string, unknown>) =>
      (await api.call('POST /admin/offer', { token: instructor, body: offerInput(input) })).json().offer.id as number;
    offerB = await created({ name: 'Skupina B', group: 'B', price: 890 });
    offerC = await created({ name: 'Skupina C', group: 'C', price: 1390 });
  });
  afterAll(() => api.close());

  it('gives offers a group: B when left out, kept on an edit without it', async () => {
    const created = await api.call('POST /admin/offer', {
      token: instructor,
      body: offerInput({ name: 'Bez skupiny' }),
    });
    expect(created.json().offer.group).toBe('B');
    const id = created.json().offer.id;
    await api.call('PUT /admin/offer/{id}', { token: instructor, params: { id }, body: offerInput({ group: 'A' }) });
    const edited = await api.call('PUT /admin/offer/{id}', { token: instructor, params: { id }, body: offerInput() });
    expect(edited.json().offer.group).toBe('A');
    await api.call('DELETE /admin/offer/{id}', { token: instructor, params: { id } });
  });

  it('takes an adult’s application, e-mails the link and counts it only once confirmed', async () => {
    const input = application(offerB);
    const sent = await api.call('POST /course-application/add', { body: input });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({
      message: `Prihláška bola odoslaná. Na e-mail ${input.email} sme poslali odkaz na jej potvrdenie.`,
      email: input.email,
      parentConsentNeeded: false,
    });
    const [stored] = await db().select().from(courseApplications).where(eq(courseApplications.email, input.email));
    // An offer's whole euros become the application's cents (decision 0035).
    expect(stored).toMatchObject({ courseName: 'Skupina B', licenceGroup: 'B', price: 89000, status: 'new' });
    expect(stored?.confirmedAt).toBeNull();
    expect(stored?.number).toBe(new Date().getFullYear() * 100000 + (Number(stored?.number) % 100000));

    const listed = async () =>
      (
        await api.call('GET /admin/course-application/list', { token: instructor, query: { search: input.email } })
      ).json().courseApplications;
    expect(await listed()).toEqual([]);

    const token = await linkToken(api, input.email, '/prihlaska/potvrdenie');
    const confirmed = await api.call('POST /course-application/confirm', { body: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      number: stored?.number,
      email: input.email,
      parentConsentPending: false,
      message: `Prihláška č. ${stored?.number} je potvrdená. Ozveme sa Vám.`,
    });
    expect(confirmed.json().accountToken).toEqual(expect.any(String));
    expect(await listed()).toEqual([
      expect.objectContaining({
        name: 'Eva Malá',
        status: 'new',
        age: 25,
        course: { id: offerB, name: 'Skupina B', group: 'B' },
      }),
    ]);

    // The link works once; used again, it says what happened and changes nothing.
    const again = await api.call('POST /course-application/confirm', { body: { token } });
    expect([again.statusCode, again.json().message]).toEqual([409, 'Prihláška je už potvrdená.']);
    const events = await db()
      .select()
      .from(courseApplicationEvents)
      .where(eq(courseApplicationEvents.applicationId, Number(stored?.id)));
    expect(events.filter((event) => event.note === 'E-mail potvrdený.')).toHaveLength(1);
    const unknown = await api.call('POST /course-application/confirm', { body: { token: `${token}x` } });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'Odkaz z e-mailu je neplatný alebo vypršal.']);

    // The applicant sets a password: an account that sees the application on 'Môj kurz'.
    const account = await api.call('POST /course-application/account', {
      body: { token: confirmed.json().accountToken, password: 'tajneheslo' },
    });
    expect(account.statusCode).toBe(201);
    const mine = await api.call('GET /course-application/mine', { token: account.json().token });
    expect(mine.json().courseApplications).toEqual([
      expect.objectContaining({ number: stored?.number, status: 'new', parentConsentPending: false }),
    ]);
    expect(mine.json().courseApplications[0].history.map((event: { note: string }) => event.note)).toEqual([
      'Prihláška odoslaná cez web.',
      'E-mail potvrdený.',
    ]);
    const reused = await api.call('POST /course-application/account', {
      body: { token: confirmed.json().accountToken, password: 'tajneheslo' },
    });
    expect(reused.statusCode).toBe(400);
  });

  it('asks a minor for a parent, e-mails the parent and counts the application after both links', async () => {
    const parentEmail = `rodic${counter + 1}@example.sk`;
    const input = application(offerB, { birthDate: bornYearsAgo(17), parentName: 'Jana Malá', parentEmail });
    const withoutParent = await api.call('POST /course-application/add', {
      body: { ...input, parentName: null, parentEmail: null },
    });
    expect(withoutParent.statusCode).toBe(422);
    expect(withoutParent.json().errors).toEqual({
      parentName: 'Pri prihláške mladšieho ako 18 rokov je meno zákonného zástupcu povinné.',
      parentEmail: 'Pri prihláške mladšieho ako 18 rokov je e-mail zákonného zástupcu povinný.',
    });

    const sent = await api.call('POST /course-application/add', { body: input });
    expect(sent.json().parentConsentNeeded).toBe(true);
    const parentMailToken = await linkToken(api, parentEmail, '/prihlaska/suhlas');
    const [parentMail] = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, parentEmail));
    expect(parentMail?.subject).toContain('Súhlas so zapísaním na kurz Skupina B');

    const confirmed = await api.call('POST /course-application/confirm', {
      body: { token: await linkToken(api, input.email, '/prihlaska/potvrdenie') },
    });
    expect(confirmed.json().parentConsentPending).toBe(true);
    expect(confirmed.json().message).toContain('Ešte čakáme na súhlas zákonného zástupcu.');
    const search = { token: instructor, query: { search: input.email } };
    expect((await api.call('GET /admin/course-application/list', search)).json().courseApplications).toEqual([]);

    const consent = await api.call('POST /course-application/consent', { body: { token: parentMailToken } });
    expect(consent.statusCode).toBe(200);
    expect(consent.json().message).toBe(
      'Ďakujeme, súhlas so zápisom do kurzu Skupina B je zaznamenaný. Žiak: Eva Malá.',
    );
    const [row] = (await api.call('GET /admin/course-application/list', search)).json().courseApplications;
    expect(row).toMatchObject({ age: 17, status: 'new' });
    const detail = (
      await api.call('GET /admin/course-application/{id}', { token: instructor, params: { id: row.id } })
    ).json().courseApplication;
    expect(detail).toMatchObject({ parentName: 'Jana Malá', parentEmail, heldGroups: ['AM'] });
    expect(detail.parentConsentAt).toEqual(expect.any(String));
  });

  it('shows what a link confirms without using it; a used link says so, and an online consent is the consent document', async () => {
    const terms = (
      await api.call('PUT /admin/course-application/terms', {
        token: instructor,
        body: { text: 'Podmienky na ukážku' },
      })
    ).json().terms;
    const parentEmail = `rodic-nahlad${counter + 1}@example.sk`;
    const input = application(offerB, {
      firstname: 'Lucia',
      lastname: 'Kováčová',
      birthDate: bornYearsAgo(17),
      parentName: 'Jana Kováčová',
      parentEmail,
    });
    await api.call('POST /course-application/add', { body: input });
    const confirmToken = await linkToken(api, input.email, '/prihlaska/potvrdenie');
    const consentToken = await linkToken(api, parentEmail, '/prihlaska/suhlas');
    const preview = (token: string, purpose: string) =>
      api.call('POST /course-application/link-preview', { body: { token, purpose } });

    // Read twice: the summary, and still nothing confirmed.
    for (let time = 0; time < 2; time++) {
      const opened = await preview(consentToken, 'consent');
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toMatchObject({
        state: 'open',
        message: null,
        name: 'Lucia Kováčová',
        birthDate: input.birthDate,
        parentName: 'Jana Kováčová',
        course: { id: offerB, name: 'Skupina B', group: 'B' },
        price: 89000,
        terms: { version: terms.version, text: 'Podmienky na ukážku' },
      });
    }
    const applicant = await preview(confirmToken, 'confirm');
    expect(applicant.json()).toMatchObject({
      state: 'open',
      name: 'Lucia Kováčová',
      birthDate: null,
      parentName: null,
    });
    const [untouched] = await db().select().from(courseApplications).where(eq(courseApplications.email, input.email));
    expect([untouched?.confirmedAt, untouched?.parentConsentAt]).toEqual([null, null]);
    // A link of one kind is not the other's, and an unknown one stays invalid.
    for (const [token, purpose] of [
      [confirmToken, 'consent'],
      ['neznamy-odkaz', 'confirm'],
    ] as const) {
      const refused = await preview(token, purpose);
      expect([refused.statusCode, refused.json().message]).toEqual([400, 'Odkaz z e-mailu je neplatný alebo vypršal.']);
    }

    expect((await api.call('POST /course-application/confirm', { body: { token: confirmToken } })).statusCode).toBe(
      200,
    );
    // Opened again, the applicant's page says what still waits: the parent's consent.
    expect((await preview(confirmToken, 'confirm')).json()).toMatchObject({
      state: 'used',
      message: 'Prihláška je už potvrdená. Ešte čakáme na súhlas zákonného zástupcu.',
      name: 'Lucia Kováčová',
    });
    expect((await api.call('POST /course-application/consent', { body: { token: consentToken } })).statusCode).toBe(
      200,
    );
    // Once the parent consented, it waits for nothing.
    expect((await preview(confirmToken, 'confirm')).json()).toMatchObject({
      state: 'used',
      message: 'Prihláška je už potvrdená.',
    });
    const twice = await api.call('POST /course-application/consent', { body: { token: consentToken } });
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'Súhlas už bol udelený.']);
    expect((await preview(consentToken, 'consent')).json()).toMatchObject({
      state: 'used',
      message: 'Súhlas už bol udelený.',
    });

    // The documents list the consent as received today: 1 of 3 in the admin, none missing on 'Môj kurz'.
    const [row] = (
      await api.call('GET /admin/course-application/list', { token: instructor, query: { search: input.email } })
    ).json().courseApplications;
    expect(row).toMatchObject({ documentsDone: 1, documentsTotal: 3 });
    const detail = (
      await api.call('GET /admin/course-application/{id}', { token: instructor, params: { id: row.id } })
    ).json().courseApplication;
    expect(detail.documents).toContainEqual({
      kind: 'parentConsent',
      done: true,
      date: schoolDate(new Date()),
      validUntil: null,
    });
    const history = detail.history.map((event: { note: string | null }) => event.note);
    expect(history.filter((note: string | null) => note === 'Súhlas zákonného zástupcu (Jana Kováčová).')).toHaveLength(
      1,
    );
  });

  it.each([
    [
      'a birth date in the future',
      { birthDate: '2999-01-01' },
      { birthDate: 'Dátum narodenia nemôže byť v budúcnosti.' },
    ],
    ['a date that does not exist', { birthDate: '2001-02-30' }, { birthDate: 'Zadajte platný dátum narodenia.' }],
    [
      'no terms',
      { termsAccepted: false },
      { termsAccepted: 'Bez súhlasu s obchodnými podmienkami prihlášku neprijmeme.' },
    ],
    ['a bad postal code', { postalCode: '1234' }, { postalCode: 'PSČ musí mať 5 číslic (napr. 03401).' }],
  ])('refuses %s with 422 and stores nothing', async (_case, overrides, errors) => {
    const before = await db().$count(courseApplications);
    const response = await api.call('POST /course-application/add', { body: application(offerB, overrides) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
    expect(await db().$count(courseApplications)).toBe(before);
  });

  it('refuses a note over 1,000 characters as the contract does (400), storing nothing', async () => {
    const before = await db().$count(courseApplications);
    const response = await api.call('POST /course-application/add', {
      body: application(offerB, { note: 'x'.repeat(1001) }),
    });
    expect(response.statusCode).toBe(400);
    expect(await db().$count(courseApplications)).toBe(before);
  });

  it('tells someone too young for the group the first day they may apply (6 months before the minimum age)', async () => {
    // Group C: 21 years; an applicant of 20 years and 1 day may apply in 5 months and 364 days or so.
    const birthDate = bornYearsAgo(20, 1);
    const response = await api.call('POST /course-application/add', { body: application(offerC, { birthDate }) });
    expect(response.statusCode).toBe(422);
    const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
    const first = new Date(Date.UTC(year + 21, month - 1 - 6, 1));
    const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
    const expected = `${Math.min(day, lastDay)}. ${first.getUTCMonth() + 1}. ${first.getUTCFullYear()}`;
    expect(response.json().errors).toEqual({ birthDate: `Na kurz skupiny C sa môžete prihlásiť najskôr ${expected}.` });
    // Six months before 21 is early enough.
    const ok = await api.call('POST /course-application/add', {
      body: application(offerC, { birthDate: bornYearsAgo(21, -150) }),
    });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses an unknown or inactive course; answers a second application of one e-mail for a course as the first', async () => {
    const unknown = await api.call('POST /course-application/add', { body: application(999999) });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ offerId: 'Tento kurz sa už neponúka. Vyberte iný.' });
    const inactive = (
      await api.call('POST /admin/offer', { token: instructor, body: offerInput({ name: 'Stará', active: false }) })
    ).json().offer.id;
    expect((await api.call('POST /course-application/add', { body: application(inactive) })).statusCode).toBe(422);

    // Issue 50: a 409 told anyone whether an address had applied. Now the answer is the same.
    const input = application(offerB, { email: 'Dvakrat@Example.sk' });
    const first = await api.call('POST /course-application/add', { body: input });
    expect(first.statusCode).toBe(201);
    const second = await api.call('POST /course-application/add', {
      body: { ...input, email: 'Dvakrat@Example.sk' },
    });
    expect([second.statusCode, second.json()]).toEqual([first.statusCode, first.json()]);
    // Another course is another application.
    const other = await api.call('POST /course-application/add', {
      body: { ...input, offerId: offerC, birthDate: bornYearsAgo(30) },
    });
    expect(other.statusCode).toBe(201);
  });

  it('drops a filled honeypot as a success', async () => {
    const before = await db().$count(courseApplications);
    const response = await api.call('POST /course-application/add', {
      body: application(offerB, { website: 'http://spam.example' }),
    });
    expect(response.statusCode).toBe(201);
    expect(await db().$count(courseApplications)).toBe(before);
  });

  it('links a logged-in user’s application to the account at once', async () => {
    const token = await api.userToken();
    const me = (await api.call('GET /auth/me', { token })).json().user;
    await api.call('POST /course-application/add', { token, body: application(offerB, { email: me.email }) });
    const [row] = await db().select().from(courseApplications).where(eq(courseApplications.email, me.email));
    expect(row?.userId).toBe(me.id);
  });

  it('moves an application only one step at a time, keeps the history and e-mails the student on enrolment and cancellation', async () => {
    const input = application(offerB);
    const id = await counted(input);
    const step = (status: string, note: string | null = null) =>
      api.call('POST /admin/course-application/{id}/status', {
        token: instructor,
        params: { id },
        body: { status, note },
      });

    const skipped = await step('enrolled');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().message).toBe('Prihlášku v stave Nová nemožno zmeniť na stav Zapísaná.');

    expect((await step('verified', 'Overené telefonicky.')).statusCode).toBe(200);
    // A price change after the application: the enrolment fixes the price of that day.
    await db().update(offers).set({ price: 950 }).where(eq(offers.id, offerB));
    const enrolled = await step('enrolled');
    expect(enrolled.json().courseApplication).toMatchObject({ status: 'enrolled', price: 95000 });
    await db().update(offers).set({ price: 990 }).where(eq(offers.id, offerB));
    const training = await step('training');
    expect(training.json().courseApplication.price).toBe(95000);

    const noReason = await step('cancelled');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ note: 'Pri zrušení napíšte dôvod.' });
    const cancelled = await step('cancelled', 'Odsťahoval sa.');
    expect(cancelled.json().courseApplication.history.map((event: { status: string }) => event.status)).toEqual([
      'new',
      'new',
      'verified',
      'enrolled',
      'training',
      'cancelled',
    ]);
    expect(cancelled.json().courseApplication.history.at(-1)).toMatchObject({
      note: 'Odsťahoval sa.',
      by: expect.stringContaining('@autoskola.sk'),
    });
    expect((await step('verified')).statusCode).toBe(409);

    const subjects = (
      await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, input.email)).orderBy(mailOutbox.id)
    ).map((mail) => mail.subject);
    expect(subjects).toEqual([
      expect.stringContaining('Potvrďte prihlášku na kurz Skupina B'),
      expect.stringContaining('Zápis na kurz Skupina B'),
      expect.stringContaining('Prihláška na kurz Skupina B je zrušená'),
    ]);
    expect(await db().$count(courseApplicationEvents, eq(courseApplicationEvents.applicationId, id))).toBe(6);
  });

  it('names the instructor who took a step where the account has a name, else gives the e-mail', async () => {
    const input = application(offerB);
    const id = await counted(input);
    const named = await api.instructorToken();
    const namedEmail = (await api.call('GET /auth/me', { token: named })).json().user.email as string;
    await db().update(users).set({ firstname: 'Ján', lastname: 'Vodička' }).where(eq(users.email, namedEmail));
    const nameless = await api.instructorToken();
    const namelessEmail = (await api.call('GET /auth/me', { token: nameless })).json().user.email as string;
    const step = (token: string, status: string) =>
      api.call('POST /admin/course-application/{id}/status', { token, params: { id }, body: { status, note: null } });
    expect((await step(named, 'verified')).statusCode).toBe(200);
    expect((await step(nameless, 'enrolled')).statusCode).toBe(200);

    const detail = (await api.call('GET /admin/course-application/{id}', { token: instructor, params: { id } })).json()
      .courseApplication;
    expect(detail.history.map(({ status, by }: { status: string; by: string | null }) => [status, by])).toEqual([
      ['new', null],
      ['new', null],
      ['verified', 'Ján Vodička'],
      ['enrolled', namelessEmail],
    ]);
  });

  it('answers 404 for an application that does not count yet or does not exist, and keeps it from students', async () => {
    const input = application(offerB);
    await api.call('POST /course-application/add', { body: input });
    const [row] = await db().select().from(courseApplications).where(eq(courseApplications.email, input.email));
    const get = await api.call('GET /admin/course-application/{id}', {
      token: instructor,
      params: { id: row?.id ?? 0 },
    });
    expect(get.statusCode).toBe(404);
    const student = await api.userToken();
    const forbidden = await api.call('GET /admin/course-application/list', { token: student });
    expect(forbidden.statusCode).toBe(403);
    expect((await api.call('GET /course-application/mine', { token: student })).json()).toEqual({
      courseApplications: [],
    });
  });

  it('deletes applications left unconfirmed for 7 days, and cancelled ones after 6 months', async () => {
    const stale = application(offerB);
    await api.call('POST /course-application/add', { body: stale });
    await db()
      .update(courseApplications)
      .set({ submittedAt: sql`now() - interval '8 days'` })
      .where(eq(courseApplications.email, stale.email));
    const fresh = application(offerB);
    await api.call('POST /course-application/add', { body: fresh });
    // Its link no longer works either.
    const token = await linkToken(api, stale.email, '/prihlaska/potvrdenie');
    expect((await api.call('POST /course-application/confirm', { body: { token } })).statusCode).toBe(400);

    const module = featureModules.find((feature) => feature.name === 'course-applications');
    const log = { info: () => {}, warn: () => {} };
    await module?.personalData?.purgeExpired?.({ db: db(), now: new Date(), retentionMonths: 12, log });
    const emails = (await db().select({ email: courseApplications.email }).from(courseApplications)).map(
      (row) => row.email,
    );
    expect(emails).not.toContain(stale.email);
    expect(emails).toContain(fresh.email);
  });

  it('deletes an account’s applications not yet enrolled with the account, keeps enrolled files unlinked', async () => {
    const token = await api.userToken();
    const me = (await api.call('GET /auth/me', { token })).json().user;
    await api.call('POST /course-application/add', { token, body: application(offerB, { email: me.email }) });
    await api.call('POST /course-application/add', {
      token,
      body: application(offerC, { email: me.email, birthDate: bornYearsAgo(30) }),
    });
    await db().update(courseApplications).set({ status: 'enrolled' }).where(and2(me.email, offerC));
    const deleted = await api.call('POST /account/delete', { token, body: { password: 'heslo123' } });
    expect(deleted.statusCode).toBe(204);
    const left = await db().select().from(courseApplications).where(eq(courseApplications.email, me.email));
    expect(left.map((row) => [row.offerId, row.userId])).toEqual([[offerC, null]]);
    expect(await db().$count(users, eq(users.id, me.id))).toBe(0);
  });

  /** A confirmed application of an adult, moved to `status` by the instructor; answers its id. */
  async function counted(input: ReturnType<typeof application>, steps: string[] = []): Promise<number> {
    await api.call('POST /course-application/add', { body: input });
    await api.call('POST /course-application/confirm', {
      body: { token: await linkToken(api, input.email, '/prihlaska/potvrdenie') },
    });
    const [{ id }] = (
      await api.call('GET /admin/course-application/list', { token: instructor, query: { search: input.email } })
    ).json().courseApplications;
    for (const status of steps) {
      await api.call('POST /admin/course-application/{id}/status', {
        token: instructor,
        params: { id },
        body: { status },
      });
    }
    return id;
  }

  it('keeps the documents checklist with dates only, and the parent’s consent only for a minor', async () => {
    const id = await counted(application(offerB));
    const tick = (document: string, body: Record<string, unknown>) =>
      api.call('PUT /admin/course-application/{id}/document/{document}', {
        token: instructor,
        params: { id, document },
        body,
      });
    const noDate = await tick('medicalCertificate', { done: true, date: '2026-11-20' });
    expect(noDate.statusCode).toBe(422);
    expect(noDate.json().errors).toEqual({ validUntil: 'Zadajte, dokedy je posudok platný.' });
    const ticked = await tick('medicalCertificate', { done: true, date: '2026-11-20', validUntil: '2031-11-20' });
    expect(ticked.json().courseApplication.documents).toEqual([
      { kind: 'medicalCertificate', done: true, date: '2026-11-20', validUntil: '2031-11-20' },
      { kind: 'firstAidCourse', done: false, date: null, validUntil: null },
    ]);
    expect((await tick('parentConsent', { done: true, date: '2026-11-20' })).statusCode).toBe(422);
    const list = (
      await api.call('GET /admin/course-application/list', { token: instructor, query: { search: 'eva' } })
    ).json().courseApplications;
    expect(list.find((row: { id: number }) => row.id === id)).toMatchObject({ documentsDone: 1, documentsTotal: 2 });
    const unticked = await tick('medicalCertificate', { done: false });
    expect(unticked.json().courseApplication.documents[0]).toEqual({
      kind: 'medicalCertificate',
      done: false,
      date: null,
      validUntil: null,
    });
  });

  it('starts a schedule at enrolment, records payments, refuses 0 and shows the student the balance and a PAY by square code', async () => {
    const student = await api.userToken();
    const me = (await api.call('GET /auth/me', { token: student })).json().user;
    await api.call('PUT /admin/course-application/bank-account', {
      token: instructor,
      body: { iban: 'SK31 1200 0000 1987 4263 7541', recipient: 'Autoškola Ružomberok s.r.o.' },
    });
    const badIban = await api.call('PUT /admin/course-application/bank-account', {
      token: instructor,
      body: { iban: 'SK31 1200 0000 1987 4263 7542', recipient: 'X' },
    });
    expect(badIban.statusCode).toBe(422);
    expect(badIban.json().errors.iban).toContain('Zadajte platný IBAN');

    await db().update(offers).set({ price: 890 }).where(eq(offers.id, offerB));
    const input = application(offerB, { email: me.email });
    await api.call('POST /course-application/add', { token: student, body: input });
    await api.call('POST /course-application/confirm', {
      body: { token: await linkToken(api, input.email, '/prihlaska/potvrdenie') },
    });
    const [{ id }] = (
      await api.call('GET /admin/course-application/list', { token: instructor, query: { search: me.email } })
    ).json().courseApplications;
    for (const status of ['verified', 'enrolled']) {
      await api.call('POST /admin/course-application/{id}/status', {
        token: instructor,
        params: { id },
        body: { status },
      });
    }
    const detail = (await api.call('GET /admin/course-application/{id}', { token: instructor, params: { id } })).json()
      .courseApplication;
    expect(detail.payments).toMatchObject({ price: 89000, paid: 0, balance: 89000 });
    expect(detail.payments.schedule.map((instalment: { amount: number }) => instalment.amount)).toEqual([
      26700, 31200, 31100,
    ]);

    const pay = (amount: number) =>
      api.call('POST /admin/course-application/{id}/payment', {
        token: instructor,
        params: { id },
        // Today: a payment is dated between the application and today (issue 50).
        body: { amount, date: schoolDate(new Date()), method: 'cash' },
      });
    for (const amount of [0, -5]) {
      const refused = await pay(amount);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        amount: 'Suma musí byť kladné číslo s najviac dvoma desatinnými miestami.',
      });
    }
    const paid = await pay(26700);
    expect(paid.statusCode).toBe(201);
    expect(paid.json().courseApplication.payments).toMatchObject({ paid: 26700, balance: 62300 });
    expect(
      paid.json().courseApplication.payments.schedule.map((instalment: { paid: boolean }) => instalment.paid),
    ).toEqual([true, false, false]);

    const [mine] = (await api.call('GET /course-application/mine', { token: student })).json().courseApplications;
    expect(mine.payments).toMatchObject({ paid: 26700, balance: 62300 });
    expect(mine.paymentInstructions).toMatchObject({
      iban: 'SK3112000000198742637541',
      recipient: 'Autoškola Ružomberok s.r.o.',
      amount: 31200,
      variableSymbol: String(detail.number),
    });
    const decoded = decode(mine.paymentInstructions.payBySquare);
    // The bank's order carries euros.
    expect(decoded.payments[0]).toMatchObject({
      amount: 312,
      variableSymbol: String(detail.number),
      bankAccounts: [{ iban: 'SK3112000000198742637541' }],
    });

    // A schedule must add up to the price.
    const wrongSum = await api.call('PUT /admin/course-application/{id}/schedule', {
      token: instructor,
      params: { id },
      body: { instalments: [{ amount: 50000, dueDate: '2026-12-01' }] },
    });
    expect(wrongSum.statusCode).toBe(422);
    expect(wrongSum.json().errors).toEqual({ total: 'Súčet splátok musí byť 890\u00a0€.' });
    const schedule = await api.call('PUT /admin/course-application/{id}/schedule', {
      token: instructor,
      params: { id },
      body: {
        instalments: [
          { amount: 30000, dueDate: '2026-12-01' },
          { amount: 59000, dueDate: '2027-01-15' },
        ],
      },
    });
    expect(schedule.json().courseApplication.payments.schedule).toEqual([
      { amount: 30000, dueDate: '2026-12-01', paid: false },
      { amount: 59000, dueDate: '2027-01-15', paid: false },
    ]);
    const [payment] = schedule.json().courseApplication.payments.received;
    const removed = await api.call('DELETE /admin/course-application/{id}/payment/{paymentId}', {
      token: instructor,
      params: { id, paymentId: payment.id },
    });
    expect(removed.json().courseApplication.payments.paid).toBe(0);
    const someoneElses = await api.call('DELETE /admin/course-application/{id}/payment/{paymentId}', {
      token: instructor,
      params: { id, paymentId: payment.id },
    });
    expect(someoneElses.statusCode).toBe(404);
  });

  it('reminds 3 days before an unpaid instalment and once when it is overdue, never twice', async () => {
    const input = application(offerB);
    const id = await counted(input, ['verified', 'enrolled']);
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await api.call('PUT /admin/course-application/{id}/schedule', {
      token: instructor,
      params: { id },
      body: {
        instalments: [
          { amount: 10000, dueDate: inDays(-2) },
          { amount: 10000, dueDate: inDays(2) },
          { amount: 69000, dueDate: inDays(30) },
        ],
      },
    });
    await db().update(offers).set({ price: 890 }).where(eq(offers.id, offerB));
    const job = featureModules
      .flatMap((feature) => feature.jobs ?? [])
      .find((candidate) => candidate.name === 'payment reminders');
    const context = {
      db: db(),
      now: new Date(),
      retentionMonths: 12,
      log: { info: () => {}, warn: () => {} },
      mail: { outbox: api.app.outbox, school: () => defaultSchool, publicUrl: 'https://autoskola.example' },
    };
    await job?.run(context);
    await job?.run(context);
    const subjects = (
      await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, input.email)).orderBy(mailOutbox.id)
    ).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.startsWith('Platba za kurz'))).toHaveLength(1);
    expect(subjects.filter((subject) => subject.startsWith('Pripomienka platby'))).toHaveLength(1);
    const stored = await db()
      .select()
      .from(courseApplicationInstalments)
      .where(eq(courseApplicationInstalments.applicationId, id))
      .orderBy(courseApplicationInstalments.dueDate);
    expect(stored.map((row) => [row.remindedBeforeAt !== null, row.remindedOverdueAt !== null])).toEqual([
      [true, true],
      [true, false],
      [false, false],
    ]);
  });

  it('stores the terms as versions; an application keeps the version its applicant accepted', async () => {
    const first = await api.call('PUT /admin/course-application/terms', {
      token: instructor,
      body: { text: 'Prvé znenie' },
    });
    expect(first.json().terms).toMatchObject({ text: 'Prvé znenie' });
    const input = application(offerB);
    await api.call('POST /course-application/add', { body: input });
    await api.call('PUT /admin/course-application/terms', { token: instructor, body: { text: 'Druhé znenie' } });
    const shown = await api.call('GET /course-application/terms');
    expect(shown.json().terms).toMatchObject({ version: first.json().terms.version + 1, text: 'Druhé znenie' });
    const [row] = await db().select().from(courseApplications).where(eq(courseApplications.email, input.email));
    expect(row?.termsVersion).toBe(first.json().terms.version);
    const empty = await api.call('PUT /admin/course-application/terms', { token: instructor, body: { text: '  ' } });
    expect(empty.statusCode).toBe(422);
  });

  it('finds and erases a person’s applications by e-mail or phone, and exports them with the account', async () => {
    const input = application(offerB, { phone: '+421 944 555 666' });
    await counted(input);
    const found = await api.call('GET /admin/contact-form/subject', {
      token: instructor,
      query: { phone: '0944 555 666' },
    });
    expect(found.json().courseApplications.map((item: { email: string }) => item.email)).toEqual([input.email]);
    expect(
      found.json().sections.find((section: { key: string }) => section.key === 'courseApplications'),
    ).toMatchObject({
      count: 1,
      erasedKey: 'deletedCourseApplications',
    });
    const erased = await api.call('DELETE /admin/contact-form/subject', {
      token: instructor,
      query: { email: input.email },
    });
    expect(erased.json().deletedCourseApplications).toBe(1);
    expect(await db().$count(courseApplications, eq(courseApplications.email, input.email))).toBe(0);

    const student = await api.userToken();
    const me = (await api.call('GET /auth/me', { token: student })).json().user;
    await api.call('POST /course-application/add', { token: student, body: application(offerB, { email: me.email }) });
    const exported = await api.call('GET /account/export', { token: student });
    expect(exported.json().courseApplications).toEqual([expect.objectContaining({ email: me.email, status: 'new' })]);
  });

  it('e-mails every instructor once an application counts (until switched off), a minor’s after the parent’s consent', async () => {
    // A new instructor who never opened the settings gets it.
    const email = `notify-${counter}@autoskola.sk`;
    await createUser(db(), { email, password: 'heslo123', roles: [INSTRUCTOR_ROLE] });
    const token = (await api.call('POST /auth/login', { body: { email, password: 'heslo123' } })).json().token;
    expect((await api.call('GET /admin/user-notification/all', { token })).json().userNotifications).toContain(
      'newCourseApplication',
    );
    const notices = async () =>
      (await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).map((mail) => mail.body);

    const parentEmail = `rodic-notify${counter}@example.sk`;
    const input = application(offerB, { birthDate: bornYearsAgo(17), parentName: 'Jana Malá', parentEmail });
    await api.call('POST /course-application/add', { body: input });
    await api.call('POST /course-application/confirm', {
      body: { token: await linkToken(api, input.email, '/prihlaska/potvrdenie') },
    });
    expect(await notices()).toEqual([]);
    await api.call('POST /course-application/consent', {
      body: { token: await linkToken(api, parentEmail, '/prihlaska/suhlas') },
    });
    const sent = await notices();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('Nová prihláška č. ');
    expect(sent[0]).toContain('na kurz Skupina B.\n');
    expect(sent[0]).toContain('Žiak: Eva Malá\n');
    expect(sent[0]).toContain('/admin/prihlasky');

    // Switched off, it stays off: the next application reaches the others, not this instructor.
    const off = await api.call('DELETE /admin/user-notification/{type}', {
      token,
      params: { type: 'newCourseApplication' },
    });
    expect(off.json().userNotifications).not.toContain('newCourseApplication');
    expect((await api.call('GET /admin/user-notification/all', { token })).json().userNotifications).toEqual([]);
    const next = application(offerB);
    await api.call('POST /course-application/add', { body: next });
    await api.call('POST /course-application/confirm', {
      body: { token: await linkToken(api, next.email, '/prihlaska/potvrdenie') },
    });
    expect(await notices()).toHaveLength(1);
    const [other] = await db()
      .select({ email: users.email })
      .from(users)
      .where(sql`${users.email} <> ${email} and ${INSTRUCTOR_ROLE} = any(${users.roles})`);
    const toOthers = await db()
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.recipient} = ${other?.email} and ${mailOutbox.subject} = 'Nová prihláška na kurz'`);
    expect(toOthers.length).toBeGreaterThan(0);
    // Switched on again, it is on.
    await api.call('POST /admin/user-notification/add/{type}', { token, params: { type: 'newCourseApplication' } });
    expect((await api.call('GET /admin/user-notification/all', { token })).json().userNotifications).toEqual([
      'newCourseApplication',
    ]);
  });
});

describeEachDatabase('course applications: the links’ limits per client address', (database) => {
  let api: TestApi;

  beforeAll(async () => {
    // The uses' limit small, the preview's at its default (60 per 10 minutes).
    api = await createTestApi(database(), {
      RATE_LIMIT_COURSE_APPLICATION: '1000/1m',
      RATE_LIMIT_APPLICATION_LINK: '2/10m',
    });
  });
  afterAll(() => api.close());

  it('counts opening a link’s page apart from using it: a family and a mail scanner may read it often', async () => {
    const instructor = await api.instructorToken();
    const offerId = (
      await api.call('POST /admin/offer', { token: instructor, body: offerInput({ name: 'Skupina B', group: 'B' }) })
    ).json().offer.id;
    const input = application(offerId);
    await api.call('POST /course-application/add', { body: input });
    const token = await linkToken(api, input.email, '/prihlaska/potvrdenie');
    const preview = () => api.call('POST /course-application/link-preview', { body: { token, purpose: 'confirm' } });

    // Twenty readings, more than the uses' limit ten times over: each answers.
    for (let time = 0; time < 20; time++) expect((await preview()).statusCode).toBe(200);
    const confirmed = await api.call('POST /course-application/confirm', { body: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect((await preview()).json()).toMatchObject({ state: 'used', message: 'Prihláška je už potvrdená.' });
    // The uses keep their own limit: the second is refused as used, the third is past it.
    expect((await api.call('POST /course-application/confirm', { body: { token } })).statusCode).toBe(409);
    const limited = await api.call('POST /course-application/confirm', { body: { token } });
    expect([limited.statusCode, limited.json().message]).toEqual([
      429,
      'Príliš veľa pokusov. Skúste to znova o chvíľu.',
    ]);
    // The reading goes on, up to its own, more generous limit.
    for (let time = 21; time < 60; time++) expect((await preview()).statusCode).toBe(200);
    expect((await preview()).statusCode).toBe(429);
  });
});

const and2 = (email: string, offerId: number) =>
  sql`${courseApplications.email} = ${email} AND ${courseApplications.offerId} = ${offerId}`;

describeEachDatabase('course applications: nobody learns who applied, and no e-mail flood', (database) => {
  let api: TestApi;
  let offerB: number;
  const db = () => api.database.db;
  const apply = (input: Record<string, unknown>) => api.call('POST /course-application/add', { body: input });
  const mailsTo = (to: string) =>
    db().select().from(mailOutbox).where(eq(mailOutbox.recipient, to)).orderBy(mailOutbox.id);

  beforeAll(async () => {
    // The client address's limit out of the way: the recipient's (3 an hour by default) is tested.
    api = await createTestApi(database(), {
      RATE_LIMIT_COURSE_APPLICATION: '1000/1m',
      RATE_LIMIT_APPLICATION_LINK: '1000/1m',
    });
    const instructor = await api.instructorToken();
    offerB = (
      await api.call('POST /admin/offer', {
        token: instructor,
        body: offerInput({ name: 'Skupina B', group: 'B', price: 890 }),
      })
    ).json().offer.id;
  });
  afterAll(() => api.close());

  it('answers the same for an address with a confirmed application; its owner gets an e-mail, nothing is stored', async () => {
    const owner = application(offerB, { email: 'Majitelka@example.sk' });
    const fresh = await apply(owner);
    await api.call('POST /course-application/confirm', {
      body: { token: await linkToken(api, 'Majitelka@example.sk', '/prihlaska/potvrdenie') },
    });
    const stored = await db().$count(courseApplications);

    // A prober tries the address in another letter case.
    const probe = await apply({ ...owner, firstname: 'Niekto', email: 'majitelka@EXAMPLE.sk' });
    const unused = await apply(application(offerB, { email: 'nikto-nepodal@example.sk' }));
    expect([probe.statusCode, Object.keys(probe.json()).sort()]).toEqual([
      unused.statusCode,
      Object.keys(unused.json()).sort(),
    ]);
    expect(probe.statusCode).toBe(201);
    expect(probe.json()).toEqual({
      message: 'Prihláška bola odoslaná. Na e-mail majitelka@EXAMPLE.sk sme poslali odkaz na jej potvrdenie.',
      email: 'majitelka@EXAMPLE.sk',
      parentConsentNeeded: false,
    });
    expect(await db().$count(courseApplications)).toBe(stored + 1); // only the unused address's

    const notice = (await mailsTo('Majitelka@example.sk')).at(-1);
    expect(notice?.subject).toBe('Prihláška na kurz Skupina B – Autoškola Ružomberok');
    const text = mailText(notice);
    expect(text).toContain('Na tento kurz už máte podanú prihlášku: č. ');
    expect(text).toContain('/moj-kurz');
    expect(text).toContain(defaultSchool.phone);
    expect(text).not.toContain('Niekto');
    expect(text).not.toContain('#token=');
    expect(fresh.statusCode).toBe(201);
  });

  it('replaces an unconfirmed application by the newest: only the newest link works, nothing blocks the real person', async () => {
    const squatter = application(offerB, { email: 'skutocna@example.sk', firstname: 'Cudzi' });
    await apply(squatter);
    const oldToken = await linkToken(api, 'skutocna@example.sk', '/prihlaska/potvrdenie');
    const real = await apply({ ...squatter, firstname: 'Skutočná', email: 'Skutocna@example.sk' });
    expect(real.statusCode).toBe(201);
    const newToken = await linkToken(api, 'Skutocna@example.sk', '/prihlaska/potvrdenie');
    expect(newToken).not.toBe(oldToken);
    const rows = await db()
      .select()
      .from(courseApplications)
      .where(eq(sql`lower(${courseApplications.email})`, 'skutocna@example.sk'));
    expect(rows.map((row) => row.firstname)).toEqual(['Skutočná']);

    const old = await api.call('POST /course-application/confirm', { body: { token: oldToken } });
    expect([old.statusCode, old.json().message]).toEqual([400, 'Odkaz z e-mailu je neplatný alebo vypršal.']);
    const confirmed = await api.call('POST /course-application/confirm', { body: { token: newToken } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().number).toBe(rows[0]?.number);
  });

  it('refuses a name that could carry a link; the parent’s e-mail says who sends it and why', async () => {
    const minor = { birthDate: bornYearsAgo(17), parentName: 'Jana Malá', parentEmail: 'rodic@example.sk' };
    for (const [field, value] of [
      ['firstname', 'http://evil.example'],
      ['lastname', 'Malá www.evil.example/x'],
      ['parentName', 'Jana <b>Malá</b>'],
      ['lastname', 'Malá\nBcc: iny@example.sk'],
    ] as const) {
      const refused = await apply(application(offerB, { ...minor, [field]: value }));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[field]).toMatch(
        /môže obsahovať iba písmená, medzery, spojovníky, apostrofy a bodky\.$/,
      );
    }
    expect(await mailsTo('rodic@example.sk')).toEqual([]);

    const sent = await apply(application(offerB, { ...minor, firstname: "Anna-Mária D'Arc", lastname: 'St. Malá' }));
    expect(sent.statusCode).toBe(201);
    const [consent] = await mailsTo('rodic@example.sk');
    const text = mailText(consent);
    expect(text).toContain(
      'túto správu posiela Autoškola Ružomberok, pretože v prihláške na kurz Skupina B bola Vaša adresa uvedená ako adresa zákonného zástupcu.',
    );
    expect(text).toContain("Meno v prihláške: Anna-Mária D'Arc St. Malá");
    expect(text).not.toMatch(/\(a\)/);
  });

  it('sends at most 3 application e-mails an hour to one address (a parent’s too); the answer stays the same', async () => {
    const answers: number[] = [];
    for (let child = 0; child < 5; child++) {
      const sent = await apply(
        application(offerB, { birthDate: bornYearsAgo(17), parentName: 'Terč', parentEmail: 'terc@example.sk' }),
      );
      answers.push(sent.statusCode);
    }
    expect(answers).toEqual([201, 201, 201, 201, 201]);
    expect(await mailsTo('terc@example.sk')).toHaveLength(3);

    // One applicant's address: the confirmations, and the notices of an application already made.
    const input = application(offerB, { email: 'opakovane@example.sk' });
    for (let attempt = 0; attempt < 5; attempt++) expect((await apply(input)).statusCode).toBe(201);
    expect(await mailsTo('opakovane@example.sk')).toHaveLength(3);
    // Past the limit nothing changed: the third application (the newest with a link) still works.
    const token = await linkToken(api, 'opakovane@example.sk', '/prihlaska/potvrdenie');
    expect((await api.call('POST /course-application/confirm', { body: { token } })).statusCode).toBe(200);
  });
});
