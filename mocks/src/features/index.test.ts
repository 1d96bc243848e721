// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { createHandlers } from '../handlers.ts';
import { mockFeatures } from './index.ts';

const spec = parse(readFileSync(join(import.meta.dirname, '../../../openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

describe('the mock list', () => {
  it('has one mock feature per folder, named as its folder', () => {
    const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(mockFeatures.map((feature) => feature.name).sort()).toEqual(folders.sort());
  });

  it('answers every operation of openapi.yaml once', () => {
    const declared = Object.entries(spec.paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map(
        (method) => `${method.toUpperCase()} */api${path.replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    );
    const answered = createHandlers().map((handler) => `${handler.info.method} ${String(handler.info.path)}`);
    expect(new Set(answered).size).toBe(answered.length);
    expect(answered.sort()).toEqual(declared.sort());
  });
});
