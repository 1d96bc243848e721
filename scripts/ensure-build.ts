// `npm start` runs this first: it builds the frontends and the server when their build is missing
// or older than the sources, so a fresh clone needs only `npm install && npm start`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { staleBuildReason, staleServerBuildReason } from './build-freshness.ts';

const root = join(import.meta.dirname, '..');
function run(script: string) {
  const result = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const reason = staleBuildReason(root);
const serverReason = staleServerBuildReason(root);
if (reason !== null) {
  console.log(`Building the site (${reason})…`);
  run('build');
} else if (serverReason !== null) {
  console.log(`Building the server (${serverReason})…`);
  run('build:server');
} else {
  console.log('Build is up to date.');
}
