import { describe, expect, it } from 'vitest';
import { demoApplicantEmail, demoCourseApplications } from './course-applications.ts';
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

  it('gives thirty different people, men and women, each with an e-mail of their own name', () => {
    const names = demoStudents.map((student) => `${student.firstname} ${student.lastname}`);
    expect(new Set(names).size).toBe(30);
    // Women by the -ová of their surname, men by a surname without it.
    expect(new Set(demoStudents.map((student) => student.lastname.endsWith('ová'))).size).toBe(2);
    const emails = demoStudents.map((student) => student.email);
    expect(new Set(emails).size).toBe(30);
    expect(emails.filter((email) => demoCourseApplications.map(demoApplicantEmail).includes(email))).toEqual([]);
    demoStudents.forEach((student, index) => {
      const plain = `${student.firstname}.${student.lastname}`.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      expect(student.email).toBe(`${plain.toLowerCase()}.${index + 1}@example.sk`);
    });
  });
});
