import autocannon from 'autocannon';
import { startProductionServer } from './servers.ts';
const app = await startProductionServer(4591);
const body = JSON.stringify({ firstname: 'Záťažový', lastname: 'Test', email: 'zataz@example.sk', phone: '', message: 'Správa z merania výkonu č. {n}' });
const run = (duration: number) => autocannon({ url: `${app.baseUrl}/api/contact-form/add`, method: 'POST', connections: 200, duration,
  requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, setupRequest: (r) => ({ ...r, body: body.replace('{n}', String(Math.random()).slice(2, 10)) }) }] });
await run(2);
const r = await run(Number(process.env.D ?? 10));
console.log(`req/s ${Math.round(r.requests.average)} p50 ${r.latency.p50} p90 ${r.latency.p90} p99 ${r.latency.p99} max ${r.latency.max} errors ${r.errors + r.timeouts} non2xx ${r.non2xx}`);
console.log('rss', app.rssMb());
await app.stop();
