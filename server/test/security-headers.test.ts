import { createTestApi, type TestApi } from './api.ts';
import { describeEachDatabase } from './databases.ts';

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describeEachDatabase('security headers', (database) => {
  let api: TestApi;
  let remoteElsewhere: TestApi;

  beforeAll(async () => {
    api = await createTestApi(database());
    remoteElsewhere = await createTestApi(database(), {
      REMOTE_MF_PUBLIC_URL: 'https://cdn.example.sk/mf-public/remoteEntry.js',
      SCHOOL_MAP_URL: 'https://maps.example.sk/embed?x=1',
    });
  });
  afterAll(async () => {
    await api.close();
    await remoteElsewhere.close();
  });

  it.each(['/robots.txt', '/stranka-ktora-neexistuje', '/remotes/manifest.json'])(
    '%s carries the security headers',
    async (url) => {
      const response = await api.app.inject({ url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      // The maps an instructor may choose in 'Údaje o škole' (@autoskola/rules/school-details).
      expect(csp.get('frame-src')).toEqual(['https://www.openstreetmap.org', 'https://www.google.com']);
      // Internet Explorer's download prompt and XSS auditor, and DNS prefetch: not sent.
      for (const obsolete of ['x-download-options', 'x-xss-protection', 'x-dns-prefetch-control']) {
        expect(response.headers[obsolete]).toBeUndefined();
      }
    },
  );

  it('gives API answers the strict set for JSON: nothing may load, nobody may frame', async () => {
    for (const url of ['/api/offer/list', '/api/nic-taketo']) {
      const response = await api.app.inject({ url });
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('never allows inline or evaluated script', async () => {
    const csp = String((await api.app.inject({ url: '/robots.txt' })).headers['content-security-policy']);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('lets scripts come from a remote served on another origin, and frames from the configured map', async () => {
    const csp = directives(
      (await remoteElsewhere.app.inject({ url: '/robots.txt' })).headers['content-security-policy'],
    );
    expect(csp.get('script-src')).toEqual(["'self'", 'https://cdn.example.sk']);
    expect(csp.get('frame-src')).toEqual([
      'https://www.openstreetmap.org',
      'https://www.google.com',
      'https://maps.example.sk',
    ]);
  });

  it('sends HSTS only for HTTPS, told by a proxy on the same machine', async () => {
    expect((await api.app.inject({ url: '/robots.txt' })).headers['strict-transport-security']).toBeUndefined();
    const behindHttps = await api.app.inject({ url: '/robots.txt', headers: { 'x-forwarded-proto': 'https' } });
    expect(behindHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const fromElsewhere = await api.app.inject({
      url: '/robots.txt',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(fromElsewhere.headers['strict-transport-security']).toBeUndefined();
  });
});
