import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * How far a feature reaches outside its own folders (issue 53): the hand-written source files
 * (not tests, stories, docs, generated files, migrations, benches) that name the feature but are
 * neither its own nor a registry line. `node scripts/feature-reach.ts` prints them per feature;
 * feature-reach.test.ts holds the counts to the limits.
 */
const root = join(import.meta.dirname, '..');

/** The files where every feature adds one line (docs/adding-a-feature.md lists them). */
export const REGISTRIES = [
  'contract/openapi.yaml',
  'packages/routes/src/route-table.ts',
  'server/src/features/index.ts',
  'server/src/features/tables.ts',
  'mocks/src/features/index.ts',
  'packages/api-client/src/index.ts',
  'packages/demo-content/src/index.ts',
  'mf-public/src/features/landing-sections.ts',
  'packages/rules/src/privacy-notices.ts',
  'mf-training/src/features/home/home-sections.ts',
  'mf-training/src/features/overview/overview-sections.ts',
];

const NOT_SOURCE = [
  /\.(test|spec|stories)\.[cm]?tsx?$/,
  /(^|\/)(test|tests|e2e|bench|docs|drizzle|generated|screenshots|dist)\//,
  /\.md$/,
  /^openapi\.yaml$/,
  /(^|\/)package(-lock)?\.json$/,
  /^scripts\//,
];

/** The ways code spells a feature and one of its things: kebab, camel, Pascal and snake case. */
function spellings(feature: string): RegExp {
  const singular = feature.replace(/s$/, '');
  const words = singular.split('-');
  const camel = words.map((word, index) => (index === 0 ? word : word[0]?.toUpperCase() + word.slice(1))).join('');
  const pascal = camel[0]?.toUpperCase() + camel.slice(1);
  return new RegExp(`${singular}|${camel}|${pascal}|${words.join('_')}`);
}

/** A feature's own: a folder named as it, or a file named as it (its rules, demo content, contract). */
function ownedBy(feature: string, file: string): boolean {
  const singular = feature.replace(/s$/, '');
  return file.split('/').includes(feature) || basename(file).startsWith(singular);
}

export function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(tsx?|css|ya?ml)$/.test(file) && !NOT_SOURCE.some((pattern) => pattern.test(file)));
}

/** The files outside the feature's own and the registries that name it. */
export function reachOf(feature: string, files = sourceFiles()): string[] {
  const named = spellings(feature);
  return files.filter((file) => {
    if (ownedBy(feature, file) || REGISTRIES.includes(file)) return false;
    let text: string;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      return false; // deleted in the work tree
    }
    return !/generated .*do not edit/i.test(text.slice(0, 300)) && named.test(text);
  });
}

if (import.meta.main) {
  const files = sourceFiles();
  for (const feature of process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ['course-applications', 'driving-lessons', 'theory-tests', 'announcements']) {
    const reach = reachOf(feature, files);
    console.log(`${feature}: ${reach.length}`);
    for (const file of reach) console.log(`  ${file}`);
  }
}
