// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { featureSchemaName } from '@autoskola/rules/feature-schemas';
import { parse } from 'yaml';
import { mockFeatures } from '../index.ts';
import { emptyOverview, mockInstructorDays, mockOverview, mockOverviewPayments } from './overview-fixtures.ts';

const spec = parse(readFileSync(join(import.meta.dirname, '../../../../openapi.yaml'), 'utf8')) as {
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
};

// SchoolOverview takes any key: the fixtures answer the keys the features declare (`<Feature>Overview`).
describe('the overview fixtures', () => {
  it("answer every key of the features' own Overview sections and no other", () => {
    const declared = mockFeatures.flatMap(({ name }) =>
      Object.keys(spec.components.schemas[featureSchemaName(name, 'overview')]?.properties ?? {}),
    );
    expect(declared.length).toBeGreaterThan(0);
    for (const overview of [mockOverview('2026-01-01', '2026-03-31'), emptyOverview()]) {
      expect(Object.keys(overview).sort()).toEqual([...declared].sort());
    }
  });

  it('look like a school: a quarter holds about three months of a month', () => {
    const month = mockOverview('2026-03-01', '2026-03-31');
    const quarter = mockOverview('2026-01-01', '2026-03-31');
    expect(quarter.applicationFunnel.received).toBe(3 * month.applicationFunnel.received);
    expect(mockInstructorDays('2026-01-01', '2026-03-31').length).toBeGreaterThan(
      2.5 * mockInstructorDays('2026-03-01', '2026-03-31').length,
    );
  });

  it("sum the lists behind them: the overview's payments and hours are the lists' own", () => {
    const month = mockOverview('2026-03-01', '2026-03-31');
    const payments = mockOverviewPayments('2026-03-01', '2026-03-31');
    expect(month.payments.count).toBe(payments.length);
    expect(month.payments.received).toBe(payments.reduce((sum, payment) => sum + payment.amount, 0));
    const days = mockInstructorDays('2026-03-01', '2026-03-31');
    expect(month.lessonsByInstructor.reduce((sum, row) => sum + row.drivenMinutes, 0)).toBe(
      days.reduce((sum, day) => sum + day.drivenMinutes, 0),
    );
  });
});
