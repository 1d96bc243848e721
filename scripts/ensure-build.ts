// `npm start` runs this first: it builds the frontends and the server when their build is missing
// or older than the sources, so a fresh clone needs only `npm install && npm start`. It prints one
// line per step; the tools' own output goes to node_modules/.cache/autoskola-build.log and is
// shown only when a step fails.
import { join } from 'node:path';
import { staleBuildReason, staleServerBuildReason } from './build-freshness.ts';
import { runQuietly, type Step } from './quiet-steps.ts';
import { REMOTE_DIRS } from './remotes.ts';

const root = join(import.meta.dirname, '..');
const npmRun = (label: string, ...args: string[]): Step => ({ label, command: 'npm', args: ['run', ...args] });

/** The steps of package.json's `build`, with the remotes one by one (each takes a minute or more). */
const SITE_STEPS: readonly Step[] = [
  ...REMOTE_DIRS.map((dir) => npmRun(dir, 'build', '-w', dir)),
  npmRun('shell', 'build', '-w', 'shell'),
  npmRun('server-rendered pages', 'build:server-render'),
  npmRun('server', 'build:server'),
];
const SERVER_STEPS: readonly Step[] = [npmRun('server', 'build:server')];

function build(steps: readonly Step[], title: string) {
  const status = runQuietly(steps, {
    cwd: root,
    logFile: join(root, 'node_modules/.cache/autoskola-build.log'),
    title,
  });
  if (status !== 0) process.exit(status);
}

const reason = staleBuildReason(root);
const serverReason = staleServerBuildReason(root);
if (reason !== null) {
  console.log(`The site needs a build (${reason}); this takes a few minutes.`);
  build(SITE_STEPS, 'Building the site');
} else if (serverReason !== null) {
  build(SERVER_STEPS, `Building the server (${serverReason})`);
} else {
  console.log('Build is up to date.');
}
