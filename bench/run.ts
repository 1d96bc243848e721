// npm run bench: builds if needed, then measures the production build on this machine and writes
// docs/benchmarks.md. Settings: BENCH_DURATION (seconds per API round, default 10), BENCH_ROUNDS
// (rounds per API case, default 3), BENCH_LIGHTHOUSE_RUNS (runs per page, median kept, default 3), CHROMIUM_PATH.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { type ApiResult, benchApi } from './api.ts';
import { type FootprintResult, measureFootprint } from './footprint.ts';
import { type LighthouseResult, runLighthouse } from './lighthouse.ts';
import { measurePageBytes, type PageBytes } from './page-bytes.ts';
import { startBareServer, startProductionServer } from './servers.ts';

const PUBLIC_PAGES = ['/', '/ponuka', '/ucebne-materialy', '/kontakt', '/gdpr'];
const duration = Number(process.env.BENCH_DURATION ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4410);
// While tuning: BENCH_ONLY=api (or bytes, lighthouse, footprint) runs one part and leaves the report alone.
const only = process.env.BENCH_ONLY?.split(',');
const runs = (part: string) => !only || only.includes(part);

const TARGETS = {
  performance: 95,
  otherScores: 100,
  landingJsKb: 150,
  readRatio: 0.5,
  p99Ms: 50,
  peakMb: 300,
  steadyMb: 200,
  warmStartMs: 1000,
  npmStartMs: 1500,
  firstStartMs: 3000,
  postgresNodeMb: 150,
};

// Measured first, on an otherwise idle machine: its own servers, started and stopped one at a time.
let footprint: FootprintResult[] = [];
if (runs('footprint')) {
  const postgres =
    process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  footprint = await measureFootprint(port + 5, postgres).catch(async (error: unknown) => {
    console.warn(`footprint on PostgreSQL skipped (${(error as Error).message})`);
    return measureFootprint(port + 5, null);
  });
  for (const result of footprint) console.log(JSON.stringify(result));
}

const app = await startProductionServer(port);
console.log(`server started in ${app.startMs} ms, ${app.rssMb()} MB resident`);
const rssAfterStart = app.rssMb();
let lighthouseResults: LighthouseResult[] = [];
let bytes: PageBytes[] = [];
let api: ApiResult[] = [];
let rssAfterBench = 0;
try {
  const categories = (await (await fetch(`${app.baseUrl}/api/learning-material/categories`)).json()) as {
    learningMaterialCategories: { id: number }[];
  };
  const firstCategory = categories.learningMaterialCategories[0]?.id ?? 1;
  const bare = await startBareServer(port + 1);
  try {
    if (runs('api'))
      api = await benchApi(
        bare.url,
        [
          { name: 'GET offer/list', url: `${app.baseUrl}/api/offer/list` },
          { name: 'GET learning-material/categories', url: `${app.baseUrl}/api/learning-material/categories` },
          {
            name: `GET learning-material/list/${firstCategory}`,
            url: `${app.baseUrl}/api/learning-material/list/${firstCategory}`,
          },
          {
            name: 'POST contact-form/add',
            url: `${app.baseUrl}/api/contact-form/add`,
            method: 'POST',
            body: JSON.stringify({
              firstname: 'Záťažový',
              lastname: 'Test',
              email: 'zataz@example.sk',
              phone: '',
              message: 'Správa z merania výkonu č. {n}',
            }),
          },
        ],
        { durationSeconds: duration, rounds },
      );
  } finally {
    await bare.stop();
  }
  // The browsers run after the API measurement, on the same server.
  if (runs('bytes')) bytes = await measurePageBytes(app.baseUrl, [...PUBLIC_PAGES, '/admin/ucebne-materialy']);
  for (const page of bytes) {
    console.log(
      `${page.path}: ${page.requests} requests, ${page.transferredKb} KB transferred, JS ${page.jsGzipKb} KB gzip, CSS ${page.cssGzipKb} KB gzip, editor ${page.editorLoaded ? 'loaded' : 'not loaded'}`,
    );
  }
  if (runs('lighthouse')) lighthouseResults = await runLighthouse(app.baseUrl, PUBLIC_PAGES, lighthouseRuns);

  rssAfterBench = app.rssMb();
} finally {
  await app.stop();
}

if (only) process.exit(0);

// The report.
const ok = (pass: boolean) => (pass ? '✅' : '❌');
const date = new Date().toISOString().slice(0, 10);
const lines: string[] = [
  '# Benchmarks',
  '',
  `Measured ${date} on this machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, Chromium at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}.`,
  'The production build served by the real server (PGlite, the demo school from `seed:demo`), on loopback.',
  '',
  'Reproduce with `npm run bench` (about 7 minutes; `BENCH_ROUNDS` rounds of `BENCH_DURATION` seconds per API case, defaults 3 and 10;',
  '`BENCH_LIGHTHOUSE_RUNS` runs per page, median kept, default 3). The script rewrites this file.',
  '',
  '## Lighthouse (mobile defaults: simulated slow 4G, mid-range phone)',
  '',
  `Targets: performance ≥ ${TARGETS.performance}; accessibility, best practices and SEO ${TARGETS.otherScores}.`,
  '',
  '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
  '|---|---|---|---|---|---|---|---|',
  ...lighthouseResults.map(
    (r) =>
      `| ${r.path} | ${r.performance} ${ok(r.performance >= TARGETS.performance)} | ${r.accessibility} ${ok(r.accessibility >= 100)} | ${r.bestPractices} ${ok(r.bestPractices >= 100)} | ${r.seo} ${ok(r.seo >= 100)} | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.cls} |`,
  ),
  '',
  '## What a first visit downloads',
  '',
  `Target: at most ${TARGETS.landingJsKb} KB of JavaScript (gzip) for the landing page; the editor never loaded outside the admin.`,
  '',
  '| page | requests | transferred | JavaScript (gzip) | CSS (gzip) | editor loaded |',
  '|---|---|---|---|---|---|',
  ...bytes.map(
    (b) =>
      `| ${b.path} | ${b.requests} | ${b.transferredKb} KB | ${b.jsGzipKb} KB${b.path === '/' ? ` ${ok(b.jsGzipKb <= TARGETS.landingJsKb)}` : ''} | ${b.cssGzipKb} KB | ${b.editorLoaded ? 'yes' : 'no'}${b.path.startsWith('/admin') ? '' : ` ${ok(!b.editorLoaded)}`} |`,
  ),
  '',
  'The admin page is listed for comparison: its editor is fetched only when a material dialog opens.',
  '',
  `## API throughput (autocannon, 200 connections; ${rounds} rounds of ${duration} s per route, each after a run of the bare route; medians)`,
  '',
  `Targets: read routes ≥ ${TARGETS.readRatio * 100} % of the bare Fastify route's requests per second, p99 under ${TARGETS.p99Ms} ms, no errors.`,
  '',
  '| route | requests/s | share of bare route | p50 | p99 | p99 of the rounds | errors | non-2xx |',
  '|---|---|---|---|---|---|---|---|',
  ...api.map((r) => {
    const isRead = r.name.startsWith('GET');
    return `| ${r.name} | ${r.requestsPerSecond} | ${Math.round((r.ratio ?? 1) * 100)} %${isRead ? ` ${ok((r.ratio ?? 0) >= TARGETS.readRatio)}` : ''} | ${r.p50Ms} ms | ${r.p99Ms} ms ${ok(r.p99Ms < TARGETS.p99Ms)} | ${r.p99RangeMs[0]}–${r.p99RangeMs[1]} ms | ${r.errors} ${ok(r.errors === 0)} | ${r.non2xx} |`;
  }),
  '',
  '## Footprint (memory and start of the whole server process tree)',
  '',
  `Targets on the embedded default with the demo data: peak ≤ ${TARGETS.peakMb} MB (sum of VmHWM), steady ≤ ${TARGETS.steadyMb} MB (sum of PSS after the load), warm start ≤ ${TARGETS.warmStartMs} ms from spawning the server and ≤ ${TARGETS.npmStartMs} ms from \`npm start\`, first start ≤ ${TARGETS.firstStartMs} ms; with \`DATABASE_URL\` the Node process ≤ ${TARGETS.postgresNodeMb} MB steady.`,
  'The load: every public page and public read 40 times over, 5 at a time, and 5 contact messages; steady is read 2 s after it.',
  '',
  '| mode | start until /api/ready | npm start until /api/ready | peak (VmHWM) | steady (PSS) | Node process (PSS) |',
  '|---|---|---|---|---|---|',
  ...footprint.map((f) => {
    const first = f.mode.includes('first start');
    const postgres = f.mode.includes('PostgreSQL');
    // The start, peak and steady targets are the embedded default's, the peak over a warm start.
    const start = `${f.startMs} ms${postgres ? '' : ` ${ok(f.startMs <= (first ? TARGETS.firstStartMs : TARGETS.warmStartMs))}`}`;
    const npmStart = f.npmStartMs === undefined ? '–' : `${f.npmStartMs} ms ${ok(f.npmStartMs <= TARGETS.npmStartMs)}`;
    const peak = `${f.peakMb} MB${postgres || first ? '' : ` ${ok(f.peakMb <= TARGETS.peakMb)}`}`;
    const steady = first ? '–' : `${f.steadyMb} MB${postgres ? '' : ` ${ok(f.steadyMb <= TARGETS.steadyMb)}`}`;
    const node = first ? '–' : `${f.nodeMb} MB${postgres ? ` ${ok(f.nodeMb <= TARGETS.postgresNodeMb)}` : ''}`;
    return `| ${f.mode} | ${start} | ${npmStart} | ${peak} | ${steady} | ${node} |`;
  }),
  '',
  "The peak of a first start is the first minute's: PGlite creating its database, then the migrations.",
  '',
  '## Server',
  '',
  '| measure | value |',
  '|---|---|',
  `| start (spawn to first healthy answer, PGlite with the demo data) | ${app.startMs} ms |`,
  `| resident memory after start | ${rssAfterStart} MB |`,
  `| resident memory after the benchmark | ${rssAfterBench} MB |`,
  '',
];
// What the numbers mean and what is still short: written by hand in bench/notes.md, kept below the numbers.
const notes = join(import.meta.dirname, 'notes.md');
const extra = existsSync(notes) ? `\n${readFileSync(notes, 'utf8')}` : '';
writeFileSync(join(import.meta.dirname, '../docs/benchmarks.md'), `${lines.join('\n')}${extra}`);
console.log('Wrote docs/benchmarks.md');
