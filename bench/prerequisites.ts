// What `npm run bench` spawns besides Node, checked before the build and before any server starts:
// a tool missing half-way (nginx after the API rounds) used to end in an unhandled `spawn ENOENT`
// with the server and the bare route still listening.
import { accessSync, constants } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';

/** The parts of a run (BENCH_ONLY); without it, every part runs. */
export const BENCH_PARTS = ['footprint', 'scale', 'api', 'pages', 'booking', 'bytes', 'lighthouse'] as const;

/** Which parts run under BENCH_ONLY (comma-separated; unset: all of them). */
export function partsToRun(only: string | undefined): (part: string) => boolean {
  const parts = only?.split(',');
  return (part) => !parts || parts.includes(part);
}

export interface Prerequisite {
  /** The program as the bench calls it: a name looked up on PATH, or an absolute path. */
  binary: string;
  /** The Debian package that provides it. */
  debianPackage: string;
  /** The setting that points the bench at another copy. */
  setting: string;
  /** The parts of the run that spawn it. */
  parts: readonly string[];
}

/** Every program the bench spawns besides Node, with the settings that move them (as wrk.ts, server/test/nginx.ts, page-bytes.ts and lighthouse.ts read them). */
export function benchPrerequisites(env: NodeJS.ProcessEnv): Prerequisite[] {
  return [
    { binary: env.WRK_BINARY || 'wrk', debianPackage: 'wrk', setting: 'WRK_BINARY', parts: ['api', 'pages'] },
    {
      binary: env.NGINX_BINARY || '/usr/sbin/nginx',
      debianPackage: 'nginx-light',
      setting: 'NGINX_BINARY',
      parts: ['pages'],
    },
    {
      binary: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      debianPackage: 'chromium',
      setting: 'CHROMIUM_PATH',
      parts: ['bytes', 'lighthouse'],
    },
    // The footprint times `npm start`.
    { binary: 'npm', debianPackage: 'npm', setting: 'PATH', parts: ['footprint'] },
  ];
}

/** Whether `binary` can be run: an absolute path that is executable, or a name found on `path`. */
export function isExecutable(binary: string, path: string | undefined): boolean {
  const candidates = isAbsolute(binary) ? [binary] : (path ?? '').split(delimiter).map((dir) => join(dir, binary));
  return candidates.some((candidate) => {
    try {
      accessSync(candidate, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** The programs the parts that run need and `found` cannot find. */
export function missingPrerequisites(
  prerequisites: readonly Prerequisite[],
  runs: (part: string) => boolean,
  found: (binary: string) => boolean,
): Prerequisite[] {
  return prerequisites.filter((tool) => tool.parts.some(runs) && !found(tool.binary));
}

/** One line saying what is missing and what to install; empty when nothing is. */
export function installLine(missing: readonly Prerequisite[]): string {
  if (missing.length === 0) return '';
  const names = missing.map((tool) => tool.binary).join(', ');
  const packages = missing.map((tool) => tool.debianPackage).join(' ');
  const settings = [...new Set(missing.map((tool) => tool.setting))].join(', ');
  return `npm run bench needs ${names}, not found: apt-get install -y ${packages} (or set ${settings})`;
}

/** Stops the process with the install line when something the run needs is missing. */
export function assertPrerequisites(env: NodeJS.ProcessEnv = process.env): void {
  const missing = missingPrerequisites(benchPrerequisites(env), partsToRun(env.BENCH_ONLY), (binary) =>
    isExecutable(binary, env.PATH),
  );
  if (missing.length === 0) return;
  console.error(installLine(missing));
  process.exit(1);
}

// `node bench/prerequisites.ts` (package.json's bench, before the build).
if (import.meta.main) assertPrerequisites();
