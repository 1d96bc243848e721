import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';
import { CONTRACT_BUNDLE_FILE, duplicateComponents } from './contract-bundle.ts';

const root = join(import.meta.dirname, '..');
const read = (file: string) =>
  YAML.parse(readFileSync(file, 'utf8')) as {
    paths: Record<string, { $ref?: string }>;
    components?: Record<string, Record<string, unknown>>;
  };
const contractFiles = readdirSync(join(root, 'contract')).filter((name) => name.endsWith('.yaml'));
const bundle = read(CONTRACT_BUNDLE_FILE);

describe('the contract per feature (contract/ bundled into openapi.yaml)', () => {
  it('has one file per server feature, named as its folder (system: the API’s own health checks)', () => {
    const features = readdirSync(join(root, 'server/src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${entry.name}.yaml`);
    const contractRoot = read(join(root, 'contract/openapi.yaml'));
    for (const [path, item] of Object.entries(contractRoot.paths)) {
      const file = item.$ref?.match(/^\.\/([a-z-]+\.yaml)#/)?.[1];
      expect([...features, 'system.yaml'], path).toContain(file);
    }
    const strays = contractFiles.filter((file) => !['openapi.yaml', 'system.yaml', ...features].includes(file));
    expect(strays).toEqual([]);
  });

  it('defines each component once, and the bundle keeps it under its own name', () => {
    expect(duplicateComponents()).toEqual([]);
    for (const file of contractFiles) {
      for (const [kind, entries] of Object.entries(read(join(root, 'contract', file)).components ?? {})) {
        for (const name of Object.keys(entries)) {
          expect(bundle.components?.[kind], `${file}: ${kind}/${name}`).toHaveProperty([name]);
        }
      }
    }
  });

  it('refers only inside the bundle, to #/components/…', () => {
    const refs = [...readFileSync(CONTRACT_BUNDLE_FILE, 'utf8').matchAll(/\$ref: '?([^'\n]*)/g)].map(
      (match) => match[1] ?? '',
    );
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => !ref.startsWith('#/components/'))).toEqual([]);
  });

  it('uses every component, but for the features’ parts of shared answers, read by name (redocly.yaml)', () => {
    const text = readFileSync(CONTRACT_BUNDLE_FILE, 'utf8');
    const used = new Set([...text.matchAll(/\$ref: '?#\/components\/([^'\n]*)/g)].map((match) => match[1]));
    const unused = Object.entries(bundle.components ?? {})
      .filter(([kind]) => kind !== 'securitySchemes')
      .flatMap(([kind, entries]) => Object.keys(entries).map((name) => `${kind}/${name}`))
      .filter(
        (key) =>
          !used.has(key) &&
          !/^schemas\/\w+(AccountExport|SubjectData|ErasureResult|Home|Overview|NotificationType)$/.test(key),
      );
    expect(unused).toEqual([]);
  });
});
