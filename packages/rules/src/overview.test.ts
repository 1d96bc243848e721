import { OVERVIEW_MAX_YEARS, overviewPeriodErrors, overviewPeriodMessages, periodAround } from './overview.ts';

describe('the overview period', () => {
  it('takes two school days in order, up to ten years', () => {
    expect(overviewPeriodErrors('2026-11-01', '2026-11-30')).toEqual({});
    expect(overviewPeriodErrors('2026-11-05', '2026-11-05')).toEqual({});
    expect(overviewPeriodErrors('2016-11-28', '2026-11-27')).toEqual({});
  });

  it('refuses what is not a day, a reversed period and one over ten years', () => {
    expect(overviewPeriodErrors('2026-02-30', '2026-03-01')).toEqual({ from: overviewPeriodMessages.invalidFrom });
    expect(overviewPeriodErrors('2026-02-01', '9999-01-01')).toEqual({ to: overviewPeriodMessages.invalidTo });
    expect(overviewPeriodErrors('2026-11-30', '2026-11-01')).toEqual({ to: overviewPeriodMessages.reversed });
    expect(overviewPeriodErrors('2016-11-27', '2026-11-27')).toEqual({ to: overviewPeriodMessages.tooLong });
    expect(overviewPeriodMessages.tooLong).toBe(`Obdobie môže mať najviac ${OVERVIEW_MAX_YEARS} rokov.`);
  });

  it('finds the month, quarter and year of a day', () => {
    expect(periodAround('month', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodAround('month', '2024-02-14')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(periodAround('quarter', '2026-11-27')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(periodAround('quarter', '2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(periodAround('year', '2026-11-27')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
});

describe('the overview numbers', () => {
  it('writes hours with a decimal comma and shares as whole percentages', async () => {
    const { hoursOf, shareOf } = await import('./overview.ts');
    expect(hoursOf(135)).toBe('2,3');
    expect(hoursOf(2700)).toBe('45');
    expect(hoursOf(60 * 1234)).toBe('1\u00a0234');
    expect(shareOf(31, 48)).toBe('65 %');
    expect(shareOf(0, 0)).toBe('—');
  });

  it('rounds a share to a whole percent and writes the counts beside it', async () => {
    const { countOf, percentOf } = await import('./overview.ts');
    expect(percentOf(7, 8)).toBe(88);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(0, 4)).toBe(0);
    expect(percentOf(0, 0)).toBeNull();
    expect(countOf(3, 4)).toBe('3 z 4');
  });
});
