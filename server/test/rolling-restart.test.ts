import { type RunningServer, runCli, waitForHealth } from './process.ts';
import { twoInstancesBehindNginx, twoInstancesRequired } from './two-instances.ts';

// A deploy as docs/deploy.md describes it: two PostgreSQL-backed instances behind nginx (Debian's
// package), restarted one after the other (SIGTERM, exit, start, ready) under a steady mixed load.
// Needs nginx, TEST_DATABASE_URL and TEST_REDIS_URL (CI has all three).
/** Requests offered per second, whatever the answers take (an open loop: a slow server is not spared). */
const OFFERED_PER_SECOND = Number(process.env.ROLLING_RATE ?? 300);
const LOAD_SECONDS = Number(process.env.ROLLING_SECONDS ?? 60);
/** The instances' SHUTDOWN_DELAY_SECONDS: longer than nginx's upstream keepalive_timeout (4 s). */
const SHUTDOWN_DELAY_SECONDS = 5;
/** nginx's fail_timeout: an instance that refused a connection gets none for this long. */
const FAIL_TIMEOUT_SECONDS = 10;

type Kind = 'page' | 'read' | 'contact' | 'login';
/** What a visitor mix looks like, per 60 requests. */
const MIX: Kind[] = [
  ...Array<Kind>(27).fill('page'),
  ...Array<Kind>(26).fill('read'),
  ...Array<Kind>(6).fill('contact'),
  'login',
];
const PAGES = ['/', '/ponuka', '/ucebne-materialy', '/kontakt'];
const READS = ['/api/offer/list', '/api/learning-material/categories'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(twoInstancesRequired)('a rolling restart of two instances behind nginx', () => {
  const deployment = twoInstancesBehindNginx('rolling');

  it('fails no request, stores every acknowledged write and sends no e-mail twice', async () => {
    const instructor = { email: 'nasadenie@autoskola.sk', password: 'heslo123' };
    const {
      shared,
      instances,
      site,
      smtp,
      startInstance: start,
    } = await deployment.start({
      SHUTDOWN_DELAY_SECONDS: String(SHUTDOWN_DELAY_SECONDS),
      RATE_LIMIT_LOGIN: '100000/1m',
      RATE_LIMIT_CONTACT: '100000/1m',
      PAGE_SIZE: '100000',
    });
    expect(runCli(shared, 'seed:demo').status).toBe(0);
    expect(
      runCli(
        shared,
        'user:create',
        '--email',
        instructor.email,
        '--password',
        instructor.password,
        '--role',
        'ROLE_INSTRUCTOR',
      ).status,
    ).toBe(0);

    const send = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
      fetch(site + path, {
        method: init.method ?? 'GET',
        headers: {
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
        // A request that hangs counts as failed.
        signal: AbortSignal.timeout(10_000),
      });

    const { token } = (await (await send('/api/auth/login', { method: 'POST', body: instructor })).json()) as {
      token: string;
    };
    expect((await send('/api/admin/user-notification/add/newContactFormMessage', { method: 'POST', token })).ok).toBe(
      true,
    );
    const offers = (await (await send('/api/admin/offer/list', { token })).json()) as {
      offers: Record<string, unknown>[];
    };
    const edited = offers.offers[0] as Record<string, unknown> & { id: number };

    const loadStarted = Date.now();
    const elapsed = () => `${((Date.now() - loadStarted) / 1000).toFixed(1)} s`;
    // The load: an open loop of visitors, and one instructor saving the offer again and again.
    const counts = { offered: 0, served: 0, failed: 0 };
    const failures: string[] = [];
    const acknowledgedMessages: string[] = [];
    let lastSavedPrice = 0;
    const inFlight = new Set<Promise<void>>();
    const expected: Record<Kind, number> = { page: 200, read: 200, contact: 201, login: 200 };
    const visit = (kind: Kind, n: number): Promise<void> => {
      counts.offered += 1;
      const message = `Nasadenie, správa č. ${n}`;
      const request =
        kind === 'page'
          ? send(PAGES[n % PAGES.length] as string)
          : kind === 'read'
            ? send(READS[n % READS.length] as string)
            : kind === 'login'
              ? send('/api/auth/login', { method: 'POST', body: instructor })
              : send('/api/contact-form/add', {
                  method: 'POST',
                  body: { firstname: 'Test', lastname: 'Nasadenie', email: 'nasadenie@example.sk', phone: '', message },
                });
      return request.then(
        async (response) => {
          await response.arrayBuffer();
          if (response.status === expected[kind]) {
            counts.served += 1;
            if (kind === 'contact') acknowledgedMessages.push(message);
          } else {
            counts.failed += 1;
            failures.push(`${kind} ${response.status} from ${response.headers.get('x-upstream')} at ${elapsed()}`);
          }
        },
        (error: Error) => {
          counts.failed += 1;
          failures.push(`${kind}: ${error.message} at ${elapsed()}`);
        },
      );
    };
    let loading = true;
    const visitors = (async () => {
      const startedAt = Date.now();
      let n = 0;
      while (loading) {
        // Catch up with the schedule: OFFERED_PER_SECOND, spread over 10 ms ticks.
        const due = Math.floor(((Date.now() - startedAt) / 1000) * OFFERED_PER_SECOND);
        for (; n < due; n++) {
          const pending = visit(MIX[n % MIX.length] as Kind, n);
          inFlight.add(pending);
          void pending.finally(() => inFlight.delete(pending));
        }
        await sleep(10);
      }
    })();
    const admin = (async () => {
      for (let price = 1; loading; price++) {
        counts.offered += 1;
        const fields = ['name', 'theory', 'trainer', 'practice', 'extraInfo', 'length', 'position', 'active'];
        const response = await send(`/api/admin/offer/${edited.id}`, {
          method: 'PUT',
          token,
          body: { ...Object.fromEntries(fields.map((field) => [field, edited[field]])), price },
        }).catch((error: Error) => error);
        if (response instanceof Error || response.status !== 200) {
          counts.failed += 1;
          failures.push(
            `offer edit: ${response instanceof Error ? response.message : response.status} at ${elapsed()}`,
          );
        } else {
          counts.served += 1;
          lastSavedPrice = price;
        }
        await sleep(100);
      }
    })();

    // The deploy: each instance in turn, the next once nginx would send to the restarted one again.
    const startedAt = Date.now();
    await sleep(8_000);
    const restarts: string[] = [];
    for (const index of [0, 1]) {
      const old = instances[index] as RunningServer;
      const before = Date.now();
      restarts.push(`instance ${index + 1}: SIGTERM at ${elapsed()}`);
      old.child.kill('SIGTERM');
      const code = await old.exited;
      const exitedAfter = ((Date.now() - before) / 1000).toFixed(1);
      const fresh = start(index);
      instances[index] = fresh;
      await waitForHealth(fresh);
      for (;;) {
        const ready = await fetch(`http://127.0.0.1:${fresh.port}/api/ready`).catch(() => null);
        if (ready?.ok) break;
        await sleep(100);
      }
      restarts.push(
        `exited (${code}) after ${exitedAfter} s, ready again after ${((Date.now() - before) / 1000).toFixed(1)} s`,
      );
      expect(code).toBe(0);
      await sleep((FAIL_TIMEOUT_SECONDS + 1) * 1000);
    }
    await sleep(Math.max(0, LOAD_SECONDS * 1000 - (Date.now() - startedAt)));
    loading = false;
    await Promise.all([visitors, admin]);
    await Promise.all(inFlight);
    const seconds = (Date.now() - startedAt) / 1000;

    // Every acknowledged write is stored: each contact message, and the offer's last saved price.
    const list = (await (await send('/api/admin/contact-form/list', { token })).json()) as {
      contactForms: { message: string }[];
    };
    const stored = new Set(list.contactForms.map((form) => form.message));
    const lost = acknowledgedMessages.filter((message) => !stored.has(message));
    const offerNow = (await (await send('/api/admin/offer/list', { token })).json()) as {
      offers: { id: number; price: number }[];
    };
    const storedPrice = offerNow.offers.find((offer) => offer.id === edited.id)?.price;

    // Each acknowledged message's notification arrives once.
    const mailsFor = new Map<string, Set<string>>();
    const deadline = Date.now() + 60_000;
    const countMails = () => {
      mailsFor.clear();
      for (const mail of smtp.received) {
        const message = /Nasadenie, správa č\. \d+/.exec(mail.text)?.[0];
        if (message) mailsFor.set(message, (mailsFor.get(message) ?? new Set()).add(mail.messageId));
      }
    };
    countMails();
    while (acknowledgedMessages.some((message) => !mailsFor.has(message)) && Date.now() < deadline) {
      await sleep(500);
      countMails();
    }
    const notified = acknowledgedMessages.filter((message) => mailsFor.has(message)).length;
    const mailsReceived = smtp.received.filter((mail) => /Nasadenie, správa č\./.test(mail.text)).length;

    console.log(
      `rolling restart: ${counts.offered} requests offered in ${seconds.toFixed(0)} s ` +
        `(${(counts.offered / seconds).toFixed(0)}/s), ${counts.served} served, ${counts.failed} failed; ` +
        `${restarts.join(', ')}; ${acknowledgedMessages.length} contact messages acknowledged, ` +
        `${acknowledgedMessages.length - lost.length} stored, ${notified} notified with ${mailsReceived} e-mails; ` +
        `offer saved ${lastSavedPrice} times, stored price ${storedPrice}`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(counts.failed).toBe(0);
    expect(counts.offered / seconds).toBeGreaterThanOrEqual(OFFERED_PER_SECOND);
    expect(lost).toEqual([]);
    expect(storedPrice).toBe(lastSavedPrice);
    expect(notified).toBe(acknowledgedMessages.length);
    expect(mailsReceived).toBe(acknowledgedMessages.length);
  }, 240_000);
});
