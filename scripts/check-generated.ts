// Fails when a generated file no longer matches its source: openapi.yaml and the contract's files
// in contract/, the API types and the rules' limits and openapi.yaml, the shell's remote module
// types and the route table. Fix with: npm run generate
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleContract, CONTRACT_BUNDLE_FILE } from './contract-bundle.ts';
import { CONTRACT_LIMITS_FILE, contractLimitsSource } from './contract-limits.ts';
import { REMOTE_MODULES_FILE, remoteModulesSource } from './remote-modules.ts';

const root = join(import.meta.dirname, '..');
const committed = join(root, 'packages/api-client/src/generated/schema.d.ts');

/** Runs the checks in order, each printing its success; answers the first failure. */
function check(dir: string): string | undefined {
  // First the bundle: every other check reads openapi.yaml.
  const bundle = join(dir, 'openapi.yaml');
  try {
    bundleContract(bundle);
  } catch (error) {
    return (error as Error).message;
  }
  if (readFileSync(bundle, 'utf8') !== readFileSync(CONTRACT_BUNDLE_FILE, 'utf8')) {
    return 'openapi.yaml differs from the bundle of contract/: edit contract/, not openapi.yaml, then run `npm run generate` and commit.';
  }
  console.log('openapi.yaml matches the bundle of contract/.');
  const fresh = join(dir, 'schema.d.ts');
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/openapi-typescript/bin/cli.js'), join(root, 'openapi.yaml'), '-o', fresh],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) return result.stderr;
  if (readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
    return 'The generated API types are stale: run `npm run generate` and commit.';
  }
  console.log('Generated API types match openapi.yaml.');
  if (readFileSync(REMOTE_MODULES_FILE, 'utf8') !== remoteModulesSource()) {
    return "The shell's remote module types are stale: run `npm run generate` and commit.";
  }
  console.log('Remote module types match the route table.');
  if (readFileSync(CONTRACT_LIMITS_FILE, 'utf8') !== contractLimitsSource()) {
    return "The rules' contract limits are stale: run `npm run generate` and commit.";
  }
  console.log("The rules' limits match openapi.yaml.");
  return undefined;
}

const dir = mkdtempSync(join(tmpdir(), 'autoskola-types-'));
try {
  const failure = check(dir);
  if (failure !== undefined) {
    console.error(failure);
    process.exitCode = 1;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
