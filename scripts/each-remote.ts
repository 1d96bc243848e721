// Runs one npm script in every remote of @autoskola/federation's REMOTES, one after another
// (`node scripts/each-remote.ts build`), so a new remote is built by adding it there, not here.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_DIRS } from './remotes.ts';

const script = process.argv[2];
if (!script) {
  console.error('Usage: node scripts/each-remote.ts <npm script>');
  process.exit(2);
}
const root = join(import.meta.dirname, '..');
for (const dir of REMOTE_DIRS) {
  const { scripts } = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  // Only remotes with server-rendered pages have `build:ssr`.
  if (!scripts?.[script]) continue;
  const result = spawnSync('npm', ['run', script, '-w', dir], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
