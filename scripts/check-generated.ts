// Fails when a generated file no longer matches its source: the API types and the rules' limits
// and openapi.yaml, the shell's remote module types and the route table. Fix with: npm run generate
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTRACT_LIMITS_FILE, contractLimitsSource } from './contract-limits.ts';
import { REMOTE_MODULES_FILE, remoteModulesSource } from './remote-modules.ts';

const root = join(import.meta.dirname, '..');
const committed = join(root, 'packages/api-client/src/generated/schema.d.ts');
const dir = mkdtempSync(join(tmpdir(), 'autoskola-types-'));
try {
  const fresh = join(dir, 'schema.d.ts');
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/openapi-typescript/bin/cli.js'), join(root, 'openapi.yaml'), '-o', fresh],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) {
    console.error(result.stderr);
    process.exit(1);
  }
  if (readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
    console.error('The generated API types are stale: run `npm run generate` and commit.');
    process.exit(1);
  }
  console.log('Generated API types match openapi.yaml.');
  if (readFileSync(REMOTE_MODULES_FILE, 'utf8') !== remoteModulesSource()) {
    console.error("The shell's remote module types are stale: run `npm run generate` and commit.");
    process.exit(1);
  }
  console.log('Remote module types match the route table.');
  if (readFileSync(CONTRACT_LIMITS_FILE, 'utf8') !== contractLimitsSource()) {
    console.error("The rules' contract limits are stale: run `npm run generate` and commit.");
    process.exit(1);
  }
  console.log("The rules' limits match openapi.yaml.");
} finally {
  rmSync(dir, { recursive: true, force: true });
}
