// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { featureSchemaName } from '@autoskola/rules/feature-schemas';
import { parse } from 'yaml';
import { mockFeatures } from '../index.ts';
import { emptyInstructorHome, emptyStudentHome, mockInstructorHome, mockStudentHome } from './home-fixtures.ts';

const spec = parse(readFileSync(join(import.meta.dirname, '../../../../openapi.yaml'), 'utf8')) as {
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
};

// HomeOverview takes any key: the fixtures answer the keys the features declare (`<Feature>Home`).
describe('the home fixtures', () => {
  it("answer only keys of the features' own Home sections", () => {
    const declared = new Set(
      mockFeatures.flatMap(({ name }) =>
        Object.keys(spec.components.schemas[featureSchemaName(name, 'home')]?.properties ?? {}),
      ),
    );
    expect(declared.size).toBeGreaterThan(0);
    for (const home of [mockStudentHome(), mockInstructorHome(), emptyStudentHome(), emptyInstructorHome()]) {
      for (const key of Object.keys(home)) expect(declared, key).toContain(key);
    }
  });
});
