import { randomInt } from 'node:crypto';
import { type RunningServer, runCli } from './process.ts';
import { twoInstancesBehindNginx, twoInstancesRequired } from './two-instances.ts';

// Two PostgreSQL-backed instances behind nginx (Debian's package) on loopback; one is killed
// mid-load. Needs nginx, TEST_DATABASE_URL and TEST_REDIS_URL (CI has all three).
const MESSAGES = 600;
const PARALLEL = 16;
const KILL_AFTER = 200;
const LOGIN_LIMIT = 6;

describe.runIf(twoInstancesRequired)('two instances behind nginx on PostgreSQL and Redis', () => {
  const deployment = twoInstancesBehindNginx('scale');

  it('loses no acknowledged write, sends no mail twice, limits across instances, and the survivor serves', async () => {
    const {
      shared,
      ports,
      instances,
      smtp,
      site: origin,
    } = await deployment.start({
      MAIL_LEASE_SECONDS: '3',
      RATE_LIMIT_LOGIN: `${LOGIN_LIMIT}/1m`,
      PAGE_SIZE: '1000',
    });
    const [doomed, survivor] = instances as [RunningServer, RunningServer];
    const site = `${origin}/api/`;
    const call = (path: string, init: { method?: string; body?: unknown; token?: string; client?: string } = {}) =>
      fetch(site + path, {
        method: init.method ?? 'GET',
        headers: {
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          // Each visitor its own address (the proxy chain is on loopback, which the server trusts).
          'x-forwarded-for': init.client ?? `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      });

    const instructor = 'skala@autoskola.sk';
    expect(
      runCli(shared, 'user:create', '--email', instructor, '--password', 'heslo123', '--role', 'ROLE_INSTRUCTOR')
        .status,
    ).toBe(0);
    const token = (
      (await (
        await call('auth/login', { method: 'POST', body: { email: instructor, password: 'heslo123' } })
      ).json()) as { token: string }
    ).token;
    // The token of one instance is good on the other: both answer, round robin.
    const upstreamsSeen = new Set<string>();
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await call('admin/user-notification/add/newContactFormMessage', { method: 'POST', token });
      expect(response.ok).toBe(true);
      upstreamsSeen.add(response.headers.get('x-upstream') ?? '');
    }
    expect(upstreamsSeen.size).toBe(2);

    // The login limit counts one client across both instances.
    const attacker = `203.0.113.${randomInt(1, 255)}`;
    const loginStatuses: number[] = [];
    const loginUpstreams = new Set<string>();
    for (let attempt = 0; attempt < LOGIN_LIMIT + 4; attempt++) {
      const response = await call('auth/login', {
        method: 'POST',
        client: attacker,
        body: { email: instructor, password: `zle-heslo-${attempt}` },
      });
      loginStatuses.push(response.status);
      loginUpstreams.add(response.headers.get('x-upstream') ?? '');
    }
    expect(loginUpstreams.size).toBe(2);
    expect(loginStatuses).toEqual([...Array(LOGIN_LIMIT).fill(401), ...Array(4).fill(429)]);

    // Each instance caches the rendered public pages; an offer saved through one shows on the
    // next /ponuka of both (the other clears its cache on PostgreSQL's notification).
    const offerPage = async (port: number) => (await fetch(`http://127.0.0.1:${port}/ponuka`)).text();
    for (const port of ports) expect(await offerPage(port)).toContain('<h1');
    for (const port of ports) expect(await offerPage(port)).not.toContain('SKUPINA ŠKÁLA');
    const saved = await call('admin/offer', {
      method: 'POST',
      token,
      body: {
        name: 'Skupina Škála',
        theory: null,
        trainer: null,
        practice: null,
        extraInfo: null,
        length: '3 mesiace',
        price: 890,
        position: 1,
        active: true,
      },
    });
    expect(saved.status).toBe(201);
    for (const port of ports) expect(await offerPage(port)).toContain('SKUPINA ŠKÁLA');

    // A burst of contact messages; one instance is killed (SIGKILL) after KILL_AFTER successes.
    const acknowledged: string[] = [];
    let failed = 0;
    let next = 0;
    let killed = false;
    async function worker() {
      while (next < MESSAGES) {
        const message = `Škálovací test, správa č. ${next++}`;
        const response = await call('contact-form/add', {
          method: 'POST',
          body: { firstname: 'Test', lastname: 'Škála', email: 'skala@example.sk', phone: '', message },
        }).catch(() => null);
        if (response?.status === 201) {
          acknowledged.push(message);
          if (acknowledged.length >= KILL_AFTER && !killed) {
            killed = true;
            doomed.child.kill('SIGKILL');
          }
        } else {
          failed += 1;
        }
      }
    }
    const started = Date.now();
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    const seconds = (Date.now() - started) / 1000;
    expect(killed).toBe(true);
    // Only requests caught by the kill can fail: those inside the killed instance (at most one per
    // sender) and any nginx had just written to a kept-alive connection of it (not retried: a POST
    // already sent is never repeated).
    expect(failed).toBeLessThanOrEqual(2 * PARALLEL);

    // The survivor keeps serving: public reads, admin reads and writes all answer.
    const afterwards = await Promise.all(Array.from({ length: 20 }, () => call('offer/list')));
    expect(afterwards.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(new Set(afterwards.map((response) => response.headers.get('x-upstream')))).toEqual(
      new Set([`127.0.0.1:${survivor.port}`]),
    );

    // No acknowledged write is lost.
    const list = (await (await call('admin/contact-form/list', { token })).json()) as {
      contactForms: { message: string }[];
    };
    const stored = new Set(list.contactForms.map((form) => form.message));
    expect(acknowledged.filter((message) => !stored.has(message))).toEqual([]);

    // Every acknowledged message's notification arrives; what the dead instance had claimed is
    // sent by the survivor after the lease.
    const mailsFor = (message: string) => smtp.received.filter((mail) => mail.text.includes(`${message}\n`));
    const deadline = Date.now() + 90_000;
    while (acknowledged.some((message) => mailsFor(message).length === 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(acknowledged.filter((message) => mailsFor(message).length === 0)).toEqual([]);
    // No duplicate e-mail: one Message-ID per message. Only a message the killed instance had
    // handed to the SMTP server but not yet marked sent may arrive again, with that same ID.
    const distinctIds = acknowledged.map((message) => new Set(mailsFor(message).map((mail) => mail.messageId)).size);
    expect(Math.max(...distinctIds)).toBe(1);
    const redelivered = acknowledged.filter((message) => mailsFor(message).length > 1).length;
    expect(redelivered).toBeLessThanOrEqual(1);

    console.log(
      `scale test: ${acknowledged.length} of ${MESSAGES} messages acknowledged in ${seconds.toFixed(1)} s ` +
        `(${failed} failed while an instance was killed), all stored; ${smtp.received.length} notifications, ` +
        `${redelivered} redelivered with the same Message-ID; login limited after ${LOGIN_LIMIT} across 2 instances`,
    );
  }, 180_000);
});
