// `npm start` runs this first: it builds the frontends when the build is missing or older
// than the sources, so a fresh clone needs only `npm install && npm start`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { staleBuildReason } from './build-freshness.ts';

const root = join(import.meta.dirname, '..');
const reason = staleBuildReason(root);
if (reason === null) {
  console.log('Build is up to date.');
} else {
  console.log(`Building the site (${reason})…`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
