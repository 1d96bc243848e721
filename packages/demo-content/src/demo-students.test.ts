import { describe, expect, it } from 'vitest';
import { demoStudents, feminineSurname } from './driving-lessons.ts';

describe('the demo students’ names', () => {
  it('gives women the Slovak form of a surname', () => {
    expect(['Čierny', 'Biely', 'Zelený', 'Novák', 'Kováč', 'Sloboda', 'Kučera', 'Kráľ'].map(feminineSurname)).toEqual([
      'Čierna',
      'Biela',
      'Zelená',
      'Nováková',
      'Kováčová',
      'Slobodová',
      'Kučerová',
      'Kráľová',
    ]);
  });

  it('has no surname a Slovak would not write ("Čiernyová" in issue 51)', () => {
    const surnames = demoStudents.map((student) => student.lastname);
    expect(surnames.filter((lastname) => /[ýy]ová$/.test(lastname))).toEqual([]);
    expect(surnames).toContain('Čierna');
  });
});
