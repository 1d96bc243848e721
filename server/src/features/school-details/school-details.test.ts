import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { createTestApi, type TestApi, untilCaching } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { createThrowawayPostgres } from '../../../test/throwaway-postgres.ts';
import { users } from '../../db/core-tables.ts';
import { openPostgres } from '../../db/database.ts';
import { siteSetup } from '../../features/school-details/school-details-tables.ts';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const built = existsSync(`${repoRoot}/shell/dist/index.html`);

const school = (overrides: Record<string, string> = {}) => ({
  name: 'Autoškola Skúšobná',
  description: 'Skúšobná autoškola v Ružomberku.',
  street: 'Hlavná 5',
  postalCode: '034 01',
  town: 'Ružomberok',
  phone: '+421 944 111 222',
  email: 'info@skusobna.sk',
  companyId: '12345678',
  mapUrl: 'https://www.google.com/maps/embed?pb=!1m18',
  makerName: '',
  makerUrl: '',
  operatorName: 'Skúšobná, s. r. o.',
  operatorAddress: 'Hlavná 5, 034 01 Ružomberok',
  contactPerson: 'Eva Skúšobná',
  privacyEmail: 'gdpr@skusobna.sk',
  ...overrides,
});

/** The site config the server wrote into a page. */
function siteConfigOf(html: string): { school?: { name?: string }; setupPending?: boolean } {
  const json = html.match(/<script type="application\/json" id="site-config">([^<]*)<\/script>/)?.[1];
  return json ? JSON.parse(json) : {};
}

async function setupToken(api: TestApi): Promise<string> {
  const [row] = await api.database.db.select().from(siteSetup);
  if (!row) throw new Error('the server made no setup token');
  return row.token;
}

const setupBody = (token: string, overrides: Record<string, unknown> = {}) => ({
  token,
  school: school(),
  firstname: 'Ján',
  lastname: 'Vodička',
  email: 'majitel@skusobna.sk',
  password: 'heslo123',
  demo: false,
  ...overrides,
});

describeEachDatabase('the first start', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(database(), { APP_ROOT: repoRoot, SCHOOL_NAME: 'Autoškola z nastavení' });
  });
  afterAll(() => api.close());

  it('refuses a setup without the server’s token, and changes nothing', async () => {
    const refused = await api.call('POST /setup', { body: setupBody('uhadnuty-kod') });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Odkaz na nastavenie stránky je neplatný. Použite adresu, ktorú server vypísal pri spustení.',
    );
    const login = await api.call('POST /auth/login', { body: { email: 'majitel@skusobna.sk', password: 'heslo123' } });
    expect(login.statusCode).toBe(401);
  });

  it('says which fields are wrong, by their place in the form', async () => {
    const response = await api.call('POST /setup', {
      body: setupBody(await setupToken(api), {
        school: school({ name: ' ', postalCode: '1234', mapUrl: 'https://zla-mapa.example/embed' }),
        firstname: ' ',
        lastname: 'www.vodicka.sk',
        email: 'nie-je-email',
        password: '123',
      }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'school.name': 'Názov školy je povinný.',
      'school.postalCode': 'PSČ musí mať 5 číslic (napr. 03401).',
      'school.mapUrl': 'Mapa musí byť adresa https na vloženie z OpenStreetMap alebo Google Maps.',
      firstname: 'Meno je povinné.',
      lastname: 'Priezvisko môže obsahovať iba písmená, medzery, spojovníky, apostrofy a bodky.',
      email: 'Neplatný e-mail.',
      password: 'Heslo musí mať aspoň 6 znakov.',
    });
  });

  it.runIf(built || process.env.CI === 'true')('leads /admin to the setup screen while nobody can log in', async () => {
    const admin = await api.app.inject('/admin');
    expect(siteConfigOf(admin.body).setupPending).toBe(true);
    expect(siteConfigOf(admin.body).school?.name).toBe('Autoškola z nastavení');
    const setup = await api.app.inject('/nastavenie');
    expect(setup.statusCode).toBe(200);
    expect(setup.body).toContain('<title>Nastavenie stránky | Autoškola z nastavení</title>');
    expect(setup.body).toContain('<meta name="robots" content="noindex,nofollow" />');
  });

  it('creates the instructor, who is logged in at once, stores the school, and adds the demo content when asked', async () => {
    const response = await api.call('POST /setup', { body: setupBody(await setupToken(api), { demo: true }) });
    expect(response.statusCode).toBe(201);
    const token = response.json().token as string;
    const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
    expect(claims).toMatchObject({ email: 'majitel@skusobna.sk', roles: ['ROLE_USER', 'ROLE_INSTRUCTOR'] });
    expect((await api.call('GET /admin/school', { token })).json().school).toEqual({
      ...school(),
      postalCode: '03401',
    }); // one way to write a postal code
    expect((await api.call('GET /offer/list')).json().offers.length).toBeGreaterThan(0);
    const login = await api.call('POST /auth/login', { body: { email: 'majitel@skusobna.sk', password: 'heslo123' } });
    expect(login.statusCode).toBe(200);
  });

  it('keeps the instructor’s name, the one students see beside their lessons, not the e-mail', async () => {
    const [instructor] = await api.database.db
      .select({ firstname: users.firstname, lastname: users.lastname })
      .from(users)
      .where(eq(users.email, 'majitel@skusobna.sk'));
    expect(instructor).toEqual({ firstname: 'Ján', lastname: 'Vodička' });
    const login = await api.call('POST /auth/login', { body: { email: 'majitel@skusobna.sk', password: 'heslo123' } });
    const token = login.json().token as string;
    expect((await api.call('GET /admin/lesson/hours', { token })).json().name).toBe('Ján Vodička');
  });

  it('is over afterwards: the token is dead, the setup answers 409 and its screen 404', async () => {
    expect(await api.database.db.select().from(siteSetup)).toEqual([]);
    const again = await api.call('POST /setup', { body: setupBody('cokolvek') });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Stránku už nastavil niekto iný. Prihláste sa.');
    if (built || process.env.CI === 'true') {
      expect((await api.app.inject('/nastavenie')).statusCode).toBe(404);
      const home = await api.app.inject('/');
      expect(siteConfigOf(home.body).setupPending).toBe(false);
      expect(siteConfigOf(home.body).school?.name).toBe('Autoškola Skúšobná');
      expect(home.body).toContain('<title>Autoškola Skúšobná</title>');
    }
  });
});

describeEachDatabase('two browsers setting up at once', (database) => {
  it('gives one of them the site and the other a clear 409', async () => {
    const api = await createTestApi(database());
    try {
      const token = await setupToken(api);
      const answers = await Promise.all([
        api.call('POST /setup', { body: setupBody(token, { email: 'prvy@skusobna.sk' }) }),
        api.call('POST /setup', { body: setupBody(token, { email: 'druhy@skusobna.sk' }) }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const loser = answers.find((answer) => answer.statusCode === 409);
      expect(loser?.json().message).toBe('Stránku už nastavil niekto iný. Prihláste sa.');
      const logins = await Promise.all(
        ['prvy@skusobna.sk', 'druhy@skusobna.sk'].map(
          async (email) => (await api.call('POST /auth/login', { body: { email, password: 'heslo123' } })).statusCode,
        ),
      );
      expect(logins.sort()).toEqual([200, 401]);
    } finally {
      await api.close();
    }
  });
});

describeEachDatabase('Údaje o škole', (database) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await createTestApi(database(), { APP_ROOT: repoRoot, SCHOOL_NAME: 'Autoškola z nastavení' });
    token = await api.instructorToken();
  });
  afterAll(() => api.close());

  it('starts from the server’s SCHOOL_* settings', async () => {
    const details = (await api.call('GET /admin/school', { token })).json().school;
    expect(details.name).toBe('Autoškola z nastavení');
    expect(details.companyId).toBe('33021074');
  });

  it('is for instructors only', async () => {
    expect((await api.call('GET /admin/school')).statusCode).toBe(401);
    expect((await api.call('PUT /admin/school', { token: await api.userToken(), body: school() })).statusCode).toBe(
      403,
    );
  });

  it('refuses bad details with the field’s Slovak message and keeps the old ones', async () => {
    const response = await api.call('PUT /admin/school', {
      token,
      body: school({ companyId: '1234', email: 'bez-zavinaca', phone: 'volajte' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      companyId: 'IČO musí mať 8 číslic.',
      email: 'Neplatný e-mail.',
      phone: 'Neplatné telefónne číslo.',
    });
    expect((await api.call('GET /admin/school', { token })).json().school.name).toBe('Autoškola z nastavení');
  });

  it.runIf(built || process.env.CI === 'true')(
    'shows a change on every page at once, cached pages included',
    async () => {
      expect((await api.app.inject('/kontakt')).body).toContain('Autoškola z nastavení');
      const saved = await api.call('PUT /admin/school', { token, body: school({ street: '  Nová 1  ' }) });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().school.street).toBe('Nová 1');
      const contact = await api.app.inject('/kontakt');
      expect(contact.body).toContain('<title>Kontaktný formulár | Autoškola Skúšobná</title>');
      expect(contact.body).toContain('Nová 1');
      expect(siteConfigOf(contact.body).school?.name).toBe('Autoškola Skúšobná');
    },
  );
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL) && (built || process.env.CI === 'true'))(
  'Údaje o škole with two instances on one PostgreSQL',
  () => {
    it('shows a change made through one instance on the other one’s pages', async () => {
      // Two instances: each its own connections (and its own NOTIFY identity) to one database.
      const throwaway = await createThrowawayPostgres(process.env.TEST_DATABASE_URL as string);
      const [one, two] = [await openPostgres(throwaway.url), await openPostgres(throwaway.url)];
      const first = await createTestApi(one, { APP_ROOT: repoRoot });
      const second = await createTestApi(two, { APP_ROOT: repoRoot });
      try {
        await untilCaching(second);
        expect((await second.app.inject('/kontakt')).body).toContain(
          '<title>Kontaktný formulár | Autoškola Ružomberok',
        );
        const token = await first.instructorToken();
        expect((await first.call('PUT /admin/school', { token, body: school() })).statusCode).toBe(200);
        // The other instance hears it over NOTIFY, reads the school again and forgets its cached pages.
        await vi.waitFor(
          async () =>
            expect((await second.app.inject('/kontakt')).body).toContain(
              '<title>Kontaktný formulár | Autoškola Skúšobná</title>',
            ),
          { timeout: 5000, interval: 50 },
        );
      } finally {
        await first.close();
        await second.close();
        await one.close();
        await two.close();
        await throwaway.drop();
      }
    });
  },
);
