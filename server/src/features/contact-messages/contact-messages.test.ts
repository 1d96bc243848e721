import { eq } from 'drizzle-orm';
import { createTestApi, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { INSTRUCTOR_ROLE } from '../../auth/tokens.ts';
import { createUser } from '../../cli/commands.ts';
import { contactMessages, mailOutbox } from '../tables.ts';

const message = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Ján',
  lastname: 'Novák',
  email: 'jan.novak@example.sk',
  phone: '',
  message: 'Dobrý deň, kedy začína kurz?',
  ...overrides,
});

describeEachDatabase('contact form messages', (database) => {
  let api: TestApi;
  let token: string;
  const db = () => api.database.db;
  const latestId = async () => {
    const list = (await api.call('GET /admin/contact-form/list', { token })).json();
    return list.contactForms[0].id as number;
  };

  beforeAll(async () => {
    api = await createTestApi(database(), { PAGE_SIZE: '3' });
    token = await api.instructorToken();
  });
  afterAll(() => api.close());

  it('stores a message and e-mails every instructor who enabled the notification', async () => {
    await createUser(db(), { email: 'notify-on@autoskola.sk', password: 'heslo123', roles: [INSTRUCTOR_ROLE] });
    const on = (
      await api.call('POST /auth/login', { body: { email: 'notify-on@autoskola.sk', password: 'heslo123' } })
    ).json().token;
    await api.call('POST /admin/user-notification/add/{type}', {
      token: on,
      params: { type: 'newContactFormMessage' },
    });

    const response = await api.call('POST /contact-form/add', { body: message() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Správa bola úspešne odoslaná.' });

    const mails = await db().select().from(mailOutbox);
    expect(mails.map((mail) => mail.recipient)).toEqual(['notify-on@autoskola.sk']);
    expect(mails[0]?.subject).toBe('Nová správa z kontaktného formulára');
    expect(mails[0]?.body).toContain('Dobrý deň, kedy začína kurz?');
    expect(mails[0]?.replyTo).toBe('jan.novak@example.sk');
  });

  it.each([
    [
      'no name, surname or message',
      { firstname: ' ', lastname: '', message: ' ' },
      {
        firstname: 'Meno je povinné.',
        lastname: 'Priezvisko je povinné.',
        message: 'Správa je povinná.',
      },
    ],
    [
      'neither e-mail nor phone',
      { email: '', phone: '' },
      {
        email: 'Vyplň kontaktný email alebo telefón.',
        phone: 'Vyplň kontaktný email alebo telefón.',
      },
    ],
    ['a bad e-mail', { email: 'jan novak@example.sk' }, { email: 'Neplatný e-mail.' }],
    ['a bad phone', { email: '', phone: '12ab' }, { phone: 'Neplatné telefónne číslo.' }],
  ])('refuses %s with the SPEC messages', async (_case, overrides, errors) => {
    const before = await db().$count(contactMessages);
    const response = await api.call('POST /contact-form/add', { body: message(overrides) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
    expect(await db().$count(contactMessages)).toBe(before);
  });

  it.each(['+421 905 123 456', '00421905123456', '(02) 123-4567'])(
    'accepts the phone %s without an e-mail',
    async (phone) => {
      expect((await api.call('POST /contact-form/add', { body: message({ email: '', phone }) })).statusCode).toBe(201);
    },
  );

  it('answers a filled honeypot with success and stores nothing', async () => {
    const before = await db().$count(contactMessages);
    const response = await api.call('POST /contact-form/add', { body: message({ website: 'http://spam.example' }) });
    expect(response.statusCode).toBe(201);
    expect(await db().$count(contactMessages)).toBe(before);
  });

  it('lists messages newest first, three per page, with the full name', async () => {
    await api.call('POST /contact-form/add', { body: message({ firstname: 'Posledná', lastname: 'Správa' }) });
    const list = (await api.call('GET /admin/contact-form/list', { token })).json();
    expect(list.contactForms).toHaveLength(3);
    expect(list.contactForms[0]).toMatchObject({ name: 'Posledná Správa', isResolved: false });
    expect(list.pagesCount).toBe(Math.ceil((await db().$count(contactMessages)) / 3));
  });

  it('marks a message resolved and unresolved', async () => {
    const id = await latestId();
    const resolved = await api.call('PATCH /admin/contact-form/set-resolved/{id}', {
      token,
      params: { id },
      body: { resolved: true },
    });
    expect(resolved.json().contactForm.dateResolved).not.toBeNull();
    const unresolved = await api.call('PATCH /admin/contact-form/set-resolved/{id}', {
      token,
      params: { id },
      body: { resolved: false },
    });
    expect(unresolved.json().contactForm.dateResolved).toBeNull();
  });

  it('replies once by e-mail to the sender, optionally resolving; a second reply is refused with 409', async () => {
    await api.call('POST /contact-form/add', { body: message({ email: 'odosielatel@example.sk' }) });
    const id = await latestId();
    const reply = await api.call('POST /admin/contact-form/reply/{id}', {
      token,
      params: { id },
      body: { replyMessage: '  Kurz začína v pondelok.  ', resolved: true },
    });
    expect(reply.statusCode).toBe(200);
    const detail = reply.json().contactForm;
    expect(detail).toMatchObject({ email: 'odosielatel@example.sk', replyMessage: 'Kurz začína v pondelok.' });
    expect(detail.dateReply).not.toBeNull();
    expect(detail.dateResolved).not.toBeNull();

    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, 'odosielatel@example.sk'));
    expect(mail?.body).toContain('Kurz začína v pondelok.');
    expect(mail?.replyTo).toBe(api.config.school.email);

    const second = await api.call('POST /admin/contact-form/reply/{id}', {
      token,
      params: { id },
      body: { replyMessage: 'Ešte raz' },
    });
    expect(second.statusCode).toBe(409);
  });

  it('refuses a reply without the sender e-mail (422) and a blank reply', async () => {
    await api.call('POST /contact-form/add', { body: message({ email: '', phone: '0905123456' }) });
    const id = await latestId();
    const noEmail = await api.call('POST /admin/contact-form/reply/{id}', {
      token,
      params: { id },
      body: { replyMessage: 'Dobrý deň' },
    });
    expect(noEmail.statusCode).toBe(422);
    const blank = await api.call('POST /admin/contact-form/reply/{id}', {
      token,
      params: { id },
      body: { replyMessage: '   ' },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().message).toBe('Nie je možné odoslať prázdnu odpoveď.');
    const detail = (await api.call('GET /admin/contact-form/{id}', { token, params: { id } })).json().contactForm;
    expect(detail).toMatchObject({ email: null, phone: '0905123456', replyMessage: null, dateReply: null });
  });

  it('lets exactly one of many simultaneous replies through, with one e-mail', async () => {
    await api.call('POST /contact-form/add', { body: message({ email: 'naraz@example.sk' }) });
    const id = await latestId();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        api.call('POST /admin/contact-form/reply/{id}', {
          token,
          params: { id },
          body: { replyMessage: `Odpoveď ${index}` },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(11);
    expect(await db().$count(mailOutbox, eq(mailOutbox.recipient, 'naraz@example.sk'))).toBe(1);
  });

  it('deletes a message', async () => {
    const id = await latestId();
    expect((await api.call('DELETE /admin/contact-form/{id}', { token, params: { id } })).statusCode).toBe(204);
    expect((await api.call('GET /admin/contact-form/{id}', { token, params: { id } })).statusCode).toBe(404);
    expect((await api.call('DELETE /admin/contact-form/{id}', { token, params: { id } })).statusCode).toBe(404);
  });
});

describeEachDatabase('notification settings', (database) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await createTestApi(database());
    token = await api.instructorToken();
  });
  afterAll(() => api.close());

  it('turns newContactFormMessage on and off for the current user, idempotently', async () => {
    // New applications are on for an instructor until switched off (issue 51); contact messages off.
    const byDefault = { userNotifications: ['newCourseApplication'] };
    expect((await api.call('GET /admin/user-notification/all', { token })).json()).toEqual(byDefault);
    const params = { type: 'newContactFormMessage' };
    await api.call('POST /admin/user-notification/add/{type}', { token, params });
    const twice = await api.call('POST /admin/user-notification/add/{type}', { token, params });
    expect(twice.json()).toEqual({ userNotifications: ['newContactFormMessage', 'newCourseApplication'] });
    const other = await api.instructorToken();
    expect((await api.call('GET /admin/user-notification/all', { token: other })).json()).toEqual(byDefault);
    const off = await api.call('DELETE /admin/user-notification/{type}', { token, params });
    expect(off.json()).toEqual(byDefault);
  });

  it('refuses an unknown notification type', async () => {
    const response = await api.call('POST /admin/user-notification/add/{type}', {
      token,
      params: { type: 'somethingElse' },
    });
    expect(response.statusCode).toBe(400);
  });
});
