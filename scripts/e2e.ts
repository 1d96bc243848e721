// `npm run test:e2e`: the browser tests in two lanes at once, each with its own server, embedded
// database, mail inbox and browser (decision 0045). One lane runs the desktop project; the other
// runs the phone project and then the data stories on a PostgreSQL server (scripts/e2e-postgres.ts).
// Each lane alone left a third of CI's two cores idle (the browser and the server wait on each
// other), so the two together take about the longer lane's time, not the sum.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DATA_STORIES } from './e2e-postgres.ts';

const root = join(import.meta.dirname, '..');
const playwright = join(root, 'node_modules/@playwright/test/cli.js');
const config = ['-c', 'e2e/playwright.config.ts'];

interface Step {
  name: string;
  args: string[];
  /** The port of this step's server: every step starts its own. */
  port: number;
  env?: Record<string, string>;
}
const postgresServer = process.env.TEST_DATABASE_URL;
if (!postgresServer) console.log('Browser tests on PostgreSQL skipped: TEST_DATABASE_URL is not set.');

const lanes: { name: string; steps: Step[] }[] = [
  {
    name: 'desktop',
    steps: [{ name: 'desktop', args: [playwright, 'test', ...config, '--project', 'desktop'], port: 4310 }],
  },
  {
    name: 'phone',
    steps: [
      { name: 'phone', args: [playwright, 'test', ...config, '--project', 'phone'], port: 4311 },
      ...(postgresServer
        ? [
            {
              name: 'postgres',
              args: [playwright, 'test', ...config, '--project', 'desktop', '--grep-invert', '@once', ...DATA_STORIES],
              port: 4312,
              // web-server.ts makes a throwaway database on this server.
              env: { E2E_POSTGRES_SERVER: postgresServer },
            },
          ]
        : []),
    ],
  },
];

/** Runs one step with its output prefixed by the lane's name; resolves to its exit code. */
function run(lane: string, step: Step): Promise<number> {
  // A fresh data folder per run: the Playwright config makes one when E2E_DATA_DIR is not set.
  // Traces and screenshots of failures go to a folder per step, which its Playwright empties first.
  const { E2E_DATA_DIR: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, step.args, {
    cwd: root,
    env: {
      ...env,
      ...step.env,
      E2E_PORT: String(step.port),
      E2E_OUTPUT_DIR: join(root, 'e2e/test-results', step.name),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${lane}] ${line}`));
  }
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

const started = Date.now();
const results = await Promise.all(
  lanes.map(async (lane) => {
    const codes: number[] = [];
    // A failed step does not stop its lane: the run reports every failure at once.
    for (const step of lane.steps) codes.push(await run(lane.name, step));
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`[${lane.name}] lane ${codes.every((code) => code === 0) ? 'passed' : 'FAILED'} after ${seconds} s`);
    return codes;
  }),
);
process.exit(results.flat().every((code) => code === 0) ? 0 : 1);
