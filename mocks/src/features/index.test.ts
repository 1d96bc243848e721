// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type SectionPart, sectionSchemaName } from '@autoskola/rules/data-subjects';
import { parse } from 'yaml';
import { createHandlers } from '../handlers.ts';
import { createMockState } from '../mock-state.ts';
import { mockFeatures } from './index.ts';

const spec = parse(readFileSync(join(import.meta.dirname, '../../../openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
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

  it("answers each feature's personal-data sections under the keys its contract file declares", () => {
    const state = createMockState();
    // Everyone the fixtures know, found by the e-mail addresses anywhere in them.
    const emails = [
      ...new Set(
        JSON.stringify(state, (_, value) => (value instanceof Map ? [...value] : value)).match(
          /[\w.+-]+@[\w.-]+\.\w+/g,
        ),
      ),
    ];
    expect(emails.length).toBeGreaterThan(0);
    const keysOf = (feature: string, part: SectionPart) =>
      Object.keys(spec.components.schemas[sectionSchemaName(feature, part)]?.properties ?? {}).sort();
    for (const { name, personalData } of mockFeatures) {
      for (const email of emails) {
        const subject = { email: email.toLowerCase(), phone: '' };
        // biome-ignore lint/suspicious/noExplicitAny: each feature's state is its own slice of this one
        const mine = state as any;
        const sections: [SectionPart, object | undefined][] = [
          ['exportAccount', personalData?.exportAccount?.(mine, email)],
          ['findSubject', personalData?.findSubject?.(mine, subject)],
        ];
        for (const [part, section] of sections) {
          if (section) expect(Object.keys(section).sort(), `${name} ${part}`).toEqual(keysOf(name, part));
        }
      }
      // Erasing last: it empties what the searches above read.
      const erased = personalData?.eraseSubject?.(state as never, { email: emails[0] ?? '', phone: '' });
      if (erased) expect(Object.keys(erased).sort(), `${name} eraseSubject`).toEqual(keysOf(name, 'eraseSubject'));
    }
  });
});
