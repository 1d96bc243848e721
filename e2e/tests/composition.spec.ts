import { SINGLETONS } from '@autoskola/federation';
import { expect, test } from './fixtures.ts';
import { fakeToken, INSTRUCTOR, realToken, waitForHydration, withStoredToken } from './support.ts';

const SCHOOL = 'Autoškola Ružomberok';

test.describe('the composed site (production build, real server) @once', () => {
  test('the landing page: header, the remote screen and footer @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(SCHOOL);
    await expect(page.getByRole('heading', { level: 1, name: SCHOOL })).toBeVisible();
    await expect(page.getByText('Prvá súkromná autoškola v Ružomberku.').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chcem na kurz' })).toHaveAttribute('href', '/kontakt');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('a page from each remote', async ({ page, request }) => {
    await page.goto('/ponuka');
    await expect(page.getByRole('heading', { name: 'Ponuka' })).toBeVisible();
    await expect(page).toHaveTitle(`Ponuka | ${SCHOOL}`);

    await page.goto('/prihlasenie');
    await expect(page.getByRole('heading', { name: 'Prihlásenie' })).toBeVisible();

    await withStoredToken(page, (await realToken(request, true)).token);
    await page.goto('/admin/ponuka');
    await expect(page.getByRole('heading', { name: 'Ponuka' })).toBeVisible();
    await expect(page).toHaveTitle(`Admin - Ponuka | ${SCHOOL}`);

    await page.goto('/admin/kontaktny-formular');
    await expect(page.getByRole('heading', { name: 'Kontaktný formulár' })).toBeVisible();
  });

  test('an unknown path answers 404 with "Tu nič nie je!"', async ({ page }) => {
    const response = await page.goto('/tato/stranka/neexistuje');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Tu nič nie je!' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hlavná navigácia' })).toBeVisible();
  });

  test('the server writes title and robots of /gdpr into the HTML, without JavaScript', async ({ request }) => {
    const response = await request.get('/gdpr');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>Ochrana osobných údajov | ${SCHOOL}</title>`);
    expect(html).toContain('<meta name="robots" content="noindex,nofollow" />');
    const home = await (await request.get('/')).text();
    expect(home).toContain(`<title>${SCHOOL}</title>`);
    expect(home).toContain('<meta name="robots" content="index,follow" />');
  });

  test('a remote that cannot load shows an error in its slot; the header keeps working', async ({ page, request }) => {
    await page.route('**/remotes/mf-admin-contact/**', (route) => route.abort('connectionrefused'));
    await withStoredToken(page, (await realToken(request, true)).token);
    await page.goto('/admin/kontaktny-formular');
    await expect(page.getByRole('alert')).toContainText('Túto časť stránky sa nepodarilo načítať.');

    await page.getByRole('navigation', { name: 'Hlavná navigácia' }).getByRole('link', { name: 'Ponuka' }).click();
    await expect(page).toHaveURL(/\/admin\/ponuka$/);
    await expect(page.getByRole('heading', { name: 'Ponuka' })).toBeVisible();
  });

  test('a Link rendered by a remote drives the shell router (no page reload)', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('link', { name: 'Chcem na kurz' });
    await waitForHydration(link);
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await link.click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(page.getByRole('heading', { name: 'Kontaktuj nás' })).toBeVisible();
    await expect(page).toHaveTitle(`Kontaktný formulár | ${SCHOOL}`);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  test('a page opened by a link starts at its top; Back and a reload return to where the visitor was', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 400 });
    await page.goto('/ponuka');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: SCHOOL });
    await waitForHydration(footerLink);
    // The visitor scrolls down to the footer and leaves by its link.
    await footerLink.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(0);
    await footerLink.click();
    await expect(page.getByRole('heading', { level: 1, name: SCHOOL })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/ponuka$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);

    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  });

  test("a remote's query runs on the shell's QueryClient (a second copy would have none and fail)", async ({
    page,
  }) => {
    await page.goto('/ponuka');
    await expect(page.getByRole('article').getByRole('heading', { name: 'SKUPINA B', exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('one copy of each shared singleton, provided by the shell and used by the remotes', async ({
    page,
    request,
  }) => {
    const { email, token } = await realToken(request, true);
    await withStoredToken(page, token);
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(sent.url());
    });
    await page.goto('/admin/nastavenia');
    // The remote reads the session the shell restored from localStorage.
    await expect(page.getByText(`Prihlasovací e-mail: ${email}`)).toBeVisible();

    const shares = await page.evaluate(() => {
      type Share = { from: string; useIn: string[] };
      const federation = (
        globalThis as unknown as {
          __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Share>>>> };
        }
      ).__FEDERATION__;
      const result: Record<string, { versions: string[]; from: string[]; useIn: string[] }> = {};
      for (const [instance, scopes] of Object.entries(federation.__SHARE__)) {
        for (const packages of Object.values(scopes)) {
          for (const [name, versions] of Object.entries(packages)) {
            const entry = result[`${instance}:${name}`] ?? { versions: [], from: [], useIn: [] };
            result[`${instance}:${name}`] = entry;
            for (const [version, share] of Object.entries(versions)) {
              entry.versions.push(version);
              entry.from.push(share.from);
              entry.useIn.push(...share.useIn);
            }
          }
        }
      }
      return result;
    });
    for (const name of SINGLETONS) expect(shares[`mf_auth:${name}`], name).toBeDefined();
    // Every module the remote shares (the singletons and entry points such as react/jsx-runtime)
    // has one provider, the shell.
    for (const [name, share] of Object.entries(shares).filter(([key]) => key.startsWith('mf_auth:'))) {
      expect(share.versions, name).toHaveLength(1);
      expect(share.from, name).toEqual(['shell']);
    }
    // The remote downloads none of its own copies of a shared library (whole or trimmed), and
    // uses the federation runtime the shell provides.
    const remoteScripts = scripts.filter((url) => url.includes('/remotes/mf-auth/'));
    expect(remoteScripts.length).toBeGreaterThan(0);
    expect(remoteScripts.filter((url) => /__(prebuild|tree_shaking)__/.test(url))).toEqual([]);
    expect(await page.evaluate(() => '_FEDERATION_RUNTIME_CORE' in globalThis)).toBe(true);
  });

  test('guards: anonymous /admin goes to login, a plain user is kept out of instructor pages', async ({
    page,
    request,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/prihlasenie$/);

    await withStoredToken(page, (await realToken(request, false)).token);
    await page.goto('/admin/ponuka');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Tu raz niečo bude.')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Hlavná navigácia' }).getByRole('link', { name: 'Ponuka' }),
    ).toHaveCount(0);
  });

  test('an expired token in localStorage is removed on start', async ({ page }) => {
    await withStoredToken(page, fakeToken(INSTRUCTOR, -60));
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/prihlasenie$/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });

  test('the mobile menu opens and shows the links @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu button is shown on narrow screens only');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hlavná navigácia' });
    await expect(nav.getByRole('link', { name: 'Ponuka' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Učebné materiály' }).click();
    await expect(page).toHaveURL(/\/ucebne-materialy$/);
    await expect(nav.getByRole('link', { name: 'Ponuka' })).toBeHidden();
  });
});
