import { addDays, schoolDate, schoolInstant } from '@autoskola/rules/driving-lessons';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { createTestApi, offerInput, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { storedApplication } from '../../../test/students.ts';
import type { OutgoingMail } from '../../mail/outbox.ts';
import { courseApplications, drivingLessons, emailVerifications, users } from '../tables.ts';

/** Decision 0033: an account's e-mail counts only once a link sent to it was used; the mailbox owner wins. */

const NOT_PROVEN = 'Najprv overte svoju e-mailovú adresu.';
const allWeek = (vehicleId: number) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '06:00', to: '22:00', vehicleId }));
const slotAt = (days: number, time: string) => schoolInstant(addDays(schoolDate(new Date()), days), time).toISOString();

let counter = 0;
const applicationOf = (offerId: number, email: string) => ({
  offerId,
  firstname: 'Viera',
  lastname: 'Obeťová',
  birthDate: '1999-04-17',
  email,
  phone: '+421 905 111 222',
  street: 'Tajná 7',
  town: 'Žilina',
  postalCode: '010 01',
  heldGroups: [],
  note: null,
  termsAccepted: true,
});

describeEachDatabase('proven e-mail addresses', (database) => {
  let api: TestApi;
  let instructor: string;
  let instructorId: number;
  let offerId: number;
  /** Every mail as queued, with its links (the outbox may keep them only sealed). */
  const mails: OutgoingMail[] = [];
  const db = () => api.database.db;

  /** The token of a link to `path` in the newest mail to `to`. */
  function linkToken(to: string, path: string): string {
    const mail = mails.filter((each) => each.to.toLowerCase() === to.toLowerCase()).at(-1);
    const match = mail?.body.match(new RegExp(`${path}#token=([\\w-]+)`));
    if (!match?.[1]) throw new Error(`no ${path} link in the mail to ${to}`);
    return match[1];
  }
  const unique = (name: string) => {
    counter += 1;
    return `${name}${counter}-${process.pid}@example.sk`;
  };
  const login = async (email: string, password: string) =>
    (await api.call('POST /auth/login', { body: { email, password } })).json().token as string;
  const register = async (email: string, password: string) => {
    const registered = await api.call('POST /auth/register', { body: { email, password } });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({ message: 'Account created.' });
    return login(email, password);
  };
  const proven = async (token: string) =>
    (await api.call('GET /auth/me', { token })).json().user.emailVerified as boolean;

  beforeAll(async () => {
    api = await createTestApi(database(), {
      RATE_LIMIT_COURSE_APPLICATION: '1000/1m',
      RATE_LIMIT_APPLICATION_LINK: '1000/1m',
      RATE_LIMIT_EMAIL_VERIFICATION: '1000/1m',
      RATE_LIMIT_PASSWORD_RESET: '1000/1m',
    });
    const enqueue = api.app.outbox.enqueue.bind(api.app.outbox);
    api.app.outbox.enqueue = async (queued, tx) => {
      mails.push(...queued);
      return enqueue(queued, tx);
    };
    instructor = await api.instructorToken();
    instructorId = Number(decodeJwt(instructor).sub);
    const offer = await api.call('POST /admin/offer', { token: instructor, body: offerInput({ group: 'B' }) });
    offerId = offer.json().offer.id;
    const vehicle = await api.call('POST /admin/vehicle', {
      token: instructor,
      body: { name: 'Škoda Fabia', plate: 'ZA-777AB', group: 'B', gearbox: 'manual', active: true },
    });
    await api.call('PUT /admin/lesson/hours', {
      token: instructor,
      body: { name: 'Peter Horváth', template: allWeek(vehicle.json().vehicle.id) },
    });
  });
  afterAll(() => api.close());

  it('a stranger who registered her address first gets nothing of hers; she takes the account over', async () => {
    const victim = unique('obet');
    const stranger = await register(victim, 'cudzie-heslo');
    expect(await proven(stranger)).toBe(false);

    // She applies without logging in and confirms from her mailbox.
    expect((await api.call('POST /course-application/add', { body: applicationOf(offerId, victim) })).statusCode).toBe(
      201,
    );
    const confirmed = await api.call('POST /course-application/confirm', {
      body: { token: linkToken(victim, '/prihlaska/potvrdenie') },
    });
    expect(confirmed.statusCode).toBe(200);
    // As for a new person: she may set a password.
    expect(confirmed.json().accountToken).toEqual(expect.any(String));
    const [stored] = await db().select().from(courseApplications).where(eq(courseApplications.email, victim));
    expect(stored?.userId).toBeNull();
    // Even in training, nothing of hers reaches the stranger.
    await db().update(courseApplications).set({ status: 'training' }).where(eq(courseApplications.email, victim));

    const mine = await api.call('GET /course-application/mine', { token: stranger });
    expect(mine.json()).toEqual({ courseApplications: [] });
    const exported = await api.call('GET /account/export', { token: stranger });
    expect(exported.statusCode).toBe(200);
    expect(exported.json()).toMatchObject({ courseApplications: [], drivingLessons: [] });
    expect(exported.body).not.toContain('1999-04-17');
    expect(exported.body).not.toContain('Tajná 7');
    const lessons = await api.call('GET /lesson/mine', { token: stranger });
    expect(lessons.json()).toMatchObject({ training: null, refusal: NOT_PROVEN, upcoming: [], past: [] });
    const booked = await api.call('POST /lesson/book', {
      token: stranger,
      body: { instructorId, start: slotAt(3, '09:00'), units: 1 },
    });
    expect(booked.statusCode).toBe(403);
    expect(await db().$count(drivingLessons)).toBe(0);

    // The mailbox owner sets her password: the account is hers, proven, and the stranger is out.
    const account = await api.call('POST /course-application/account', {
      body: { token: confirmed.json().accountToken, password: 'jej-heslo' },
    });
    expect(account.statusCode).toBe(201);
    const hers = account.json().token as string;
    expect((await api.call('GET /auth/me', { token: stranger })).statusCode).toBe(401);
    expect((await api.call('GET /course-application/mine', { token: stranger })).statusCode).toBe(401);
    expect((await api.call('POST /auth/login', { body: { email: victim, password: 'cudzie-heslo' } })).statusCode).toBe(
      401,
    );
    expect(await proven(hers)).toBe(true);
    const [user] = await db().select().from(users).where(eq(users.email, victim));
    expect(decodeJwt(hers).sub).toBe(String(user?.id));
    const herList = await api.call('GET /course-application/mine', { token: hers });
    expect(herList.json().courseApplications).toEqual([expect.objectContaining({ number: stored?.number })]);
    const herBooking = await api.call('POST /lesson/book', {
      token: hers,
      body: { instructorId, start: slotAt(3, '09:00'), units: 1 },
    });
    expect(herBooking.statusCode).toBe(201);
  });

  it('an account whose address is proven keeps getting the applications confirmed from its mailbox', async () => {
    const email = unique('overena');
    const token = await register(email, 'moje-heslo');
    expect(
      (await api.call('POST /auth/verify-email', { body: { token: linkToken(email, '/overenie-emailu') } })).statusCode,
    ).toBe(200);
    await api.call('POST /course-application/add', { body: applicationOf(offerId, email) });
    const confirmed = await api.call('POST /course-application/confirm', {
      body: { token: linkToken(email, '/prihlaska/potvrdenie') },
    });
    expect(confirmed.json().accountToken).toBeNull();
    const mine = await api.call('GET /course-application/mine', { token });
    expect(mine.json().courseApplications).toHaveLength(1);
  });

  it('an application a logged-in account sends for someone else’s address is not that account’s', async () => {
    const email = unique('prihlaseny');
    const token = await register(email, 'moje-heslo');
    await api.call('POST /auth/verify-email', { body: { token: linkToken(email, '/overenie-emailu') } });
    const other = unique('ina');
    const sent = await api.call('POST /course-application/add', { token, body: applicationOf(offerId, other) });
    expect(sent.statusCode).toBe(201);
    const [stored] = await db().select().from(courseApplications).where(eq(courseApplications.email, other));
    expect(stored?.userId).toBeNull();
    await api.call('POST /course-application/confirm', { body: { token: linkToken(other, '/prihlaska/potvrdenie') } });
    expect((await api.call('GET /course-application/mine', { token })).json()).toEqual({ courseApplications: [] });
    // Their own address: theirs at once.
    await api.call('POST /course-application/add', { token, body: applicationOf(offerId, email.toUpperCase()) });
    const [own] = await db()
      .select()
      .from(courseApplications)
      .where(eq(sql`lower(${courseApplications.email})`, email.toLowerCase()));
    expect(own?.userId).toBe(Number(decodeJwt(token).sub));
  });

  it('an unproven account sees its own application only once the link of its e-mail was used', async () => {
    const email = unique('ziak');
    const token = await register(email, 'moje-heslo');
    const userId = Number(decodeJwt(token).sub);
    await db()
      .insert(courseApplications)
      .values(storedApplication({ userId, lastname: 'Nová', birthDate: '2001-02-03', email }));
    expect((await api.call('GET /course-application/mine', { token })).json().courseApplications).toEqual([]);
    expect((await api.call('GET /lesson/readiness', { token })).json()).toEqual({ readiness: null });
    const waitlist = await api.call('PUT /lesson/waitlist', {
      token,
      body: { days: [addDays(schoolDate(new Date()), 3)] },
    });
    expect([waitlist.statusCode, waitlist.json().message]).toEqual([403, NOT_PROVEN]);
    const booked = await api.call('POST /lesson/book', {
      token,
      body: { instructorId, start: slotAt(4, '10:30'), units: 1 },
    });
    expect([booked.statusCode, booked.json().message]).toEqual([403, NOT_PROVEN]);

    const verified = await api.call('POST /auth/verify-email', {
      body: { token: linkToken(email, '/overenie-emailu') },
    });
    expect(verified.json()).toEqual({ message: 'E-mailová adresa bola overená.' });
    expect(await proven(token)).toBe(true);
    expect((await api.call('GET /course-application/mine', { token })).json().courseApplications).toHaveLength(1);
    expect((await api.call('GET /lesson/mine', { token })).json().refusal).toBeNull();
  });

  it('sends the link on registration and again on request; a link works once and not after it expires', async () => {
    const email = unique('novy');
    const token = await register(email, 'moje-heslo');
    const first = mails.filter((mail) => mail.to === email);
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toMatch(/^Overenie e-mailovej adresy – /);
    expect(first[0]?.body).toContain('Odkaz platí 48 h a dá sa použiť iba raz.');
    // Only a hash is stored.
    const link = linkToken(email, '/overenie-emailu');
    const stored = await db().select().from(emailVerifications);
    expect(stored.some((row) => row.tokenHash === link)).toBe(false);

    // Expired: refused.
    await db()
      .update(emailVerifications)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailVerifications.userId, Number(decodeJwt(token).sub)));
    const expired = await api.call('POST /auth/verify-email', { body: { token: link } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/^Odkaz na overenie e-mailu je neplatný/);
    expect(await proven(token)).toBe(false);

    // A new link on request (only for the logged-in account); the older one stays dead.
    expect((await api.call('POST /auth/verify-email/resend')).statusCode).toBe(401);
    const resent = await api.call('POST /auth/verify-email/resend', { token });
    expect(resent.statusCode).toBe(202);
    expect(resent.json().message).toBe('Na Váš e-mail sme poslali odkaz na overenie adresy.');
    const fresh = linkToken(email, '/overenie-emailu');
    expect(fresh).not.toBe(link);
    expect((await api.call('POST /auth/verify-email', { body: { token: fresh } })).statusCode).toBe(200);
    expect(await proven(token)).toBe(true);
    // Used: refused the second time.
    expect((await api.call('POST /auth/verify-email', { body: { token: fresh } })).statusCode).toBe(400);
    const again = await api.call('POST /auth/verify-email/resend', { token });
    expect([again.statusCode, again.json().message]).toEqual([409, 'E-mailová adresa je už overená.']);
  });

  it('a forgotten-password link proves the address too (it came to the mailbox)', async () => {
    const email = unique('zabudnute');
    const token = await register(email, 'stare-heslo');
    await api.call('POST /auth/password-reset', { body: { email } });
    const reset = await api.call('POST /auth/password-reset/confirm', {
      // The reset's e-mail is queued after the answer.
      body: { token: await vi.waitFor(() => linkToken(email, '/obnovenie-hesla')), password: 'nove-heslo' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await api.call('GET /auth/me', { token })).statusCode).toBe(401);
    expect(await proven(await login(email, 'nove-heslo'))).toBe(true);
  });

  it('a proven account is never taken over through an application’s link', async () => {
    const email = unique('chranena');
    const token = await register(email, 'moje-heslo');
    await api.call('POST /auth/verify-email', { body: { token: linkToken(email, '/overenie-emailu') } });
    // A confirmation issued before the address was proven: its account link cannot replace the password.
    const other = unique('iny');
    await api.call('POST /course-application/add', { body: applicationOf(offerId, other) });
    const confirmed = await api.call('POST /course-application/confirm', {
      body: { token: linkToken(other, '/prihlaska/potvrdenie') },
    });
    await db().update(users).set({ email: other }).where(eq(users.email, email));
    const taken = await api.call('POST /course-application/account', {
      body: { token: confirmed.json().accountToken, password: 'cudzie-heslo' },
    });
    expect(taken.statusCode).toBe(409);
    expect((await api.call('GET /auth/me', { token })).statusCode).toBe(200);
  });
});
