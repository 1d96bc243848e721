import {
  COURSE_APPLICATION_RULES,
  courseTitle,
  documentErrors,
  paymentErrors,
  paymentLimitsOf,
  scheduleErrors,
} from './course-applications.ts';
import { textError } from './field-rules.ts';

describe('a medical certificate and a payment (issue 50)', () => {
  it('refuses a medical certificate whose validity has passed', () => {
    const certificate = (validUntil: string) =>
      documentErrors('medicalCertificate', { done: true, date: '2026-11-20', validUntil }, '2026-11-26');
    expect(certificate('2020-12-31')).toEqual({ validUntil: 'Platnosť lekárskeho posudku už uplynula.' });
    expect(certificate('2026-11-25')).toEqual({ validUntil: 'Platnosť lekárskeho posudku už uplynula.' });
    expect(certificate('2026-11-26')).toEqual({});
    expect(documentErrors('firstAidCourse', { done: true, date: '2019-01-01' }, '2026-11-26')).toEqual({});
  });

  it('keeps the school’s dates within 2000–2100, and a document’s arrival not in the future', () => {
    const today = '2026-11-26';
    for (const date of ['1900-01-01', '2101-01-01', '9999-12-31', '0000-01-01', '2026-13-01', '26-12-01']) {
      expect(documentErrors('firstAidCourse', { done: true, date }, today)).toEqual({
        date: 'Zadajte platný dátum medzi rokmi 2000 a 2100.',
      });
      expect(documentErrors('medicalCertificate', { done: true, date: today, validUntil: date }, today)).toEqual({
        validUntil: 'Zadajte, dokedy je posudok platný.',
      });
      expect(scheduleErrors([{ amount: 890, dueDate: date }], 890)).toEqual({
        'instalments.0.dueDate': 'Zadajte platný dátum medzi rokmi 2000 a 2100.',
      });
    }
    expect(documentErrors('firstAidCourse', { done: true, date: '2030-01-01' }, today)).toEqual({
      date: 'Dátum prijatia nemôže byť v budúcnosti.',
    });
  });

  it('keeps a payment between the application and today, and within what remains to pay', () => {
    const limits = paymentLimitsOf('2026-11-01T10:00:00Z', 29050, new Date('2026-11-26T10:00:00Z'));
    expect(limits).toEqual({ since: '2026-11-01', today: '2026-11-26', remaining: 29050 });
    const window = 'Dátum platby musí byť od 1. 11. 2026 (podanie prihlášky) do dnešného dňa.';
    expect(paymentErrors({ amount: 100, date: '1900-01-01' }, limits)).toEqual({ date: window });
    expect(paymentErrors({ amount: 100, date: '2099-12-31' }, limits)).toEqual({ date: window });
    expect(paymentErrors({ amount: 29051, date: '2026-11-26' }, limits)).toEqual({
      amount: 'Platba prevyšuje zostávajúcu sumu na úhradu (290,50\u00a0€).',
    });
    expect(paymentErrors({ amount: 29050, date: '2026-11-01' }, limits)).toEqual({});
    // A form's text: decimals with a comma or a dot, at most two of them.
    expect(paymentErrors({ amount: '290,50', date: '2026-11-01' }, limits)).toEqual({});
    expect(paymentErrors({ amount: '290.51', date: '2026-11-01' }, limits)).toEqual({
      amount: 'Platba prevyšuje zostávajúcu sumu na úhradu (290,50\u00a0€).',
    });
    for (const amount of [0, -100, 10.5, '0', '0,00', '267,555', '-5', 'abc', '']) {
      expect(paymentErrors({ amount, date: '2026-11-01' }, limits)).toEqual({
        amount: 'Suma musí byť kladné číslo s najviac dvoma desatinnými miestami.',
      });
    }
  });

  it('sums a schedule in cents and names the price the Slovak way', () => {
    expect(
      scheduleErrors(
        [
          { amount: '300,25', dueDate: '2026-12-01' },
          { amount: 59000, dueDate: '2027-01-15' },
        ],
        89025,
      ),
    ).toEqual({});
    expect(scheduleErrors([{ amount: 30000, dueDate: '2026-12-01' }], 139050)).toEqual({
      total: 'Súčet splátok musí byť 1\u00a0390,50\u00a0€.',
    });
  });
});

describe('names in an application (issue 50: the parent’s e-mail carries them)', () => {
  it('takes letters of any alphabet, spaces, hyphens, apostrophes and dots, nothing that makes a link or markup', () => {
    const rule = COURSE_APPLICATION_RULES.firstname;
    for (const name of ['Ján', "Anna-Mária D'Arc", 'St. Malá', 'Øyvind', 'Zoë', 'Ľudmila O’Brien', 'Алёна']) {
      expect(textError(rule, name)).toBeNull();
    }
    for (const name of [
      'http://evil.example',
      'www.evil.example/x',
      'www.evil.example',
      'evil.sk',
      'Eva2',
      '<b>Eva</b>',
      'Eva\nBcc: x@y.sk',
      '-Eva',
      'a@b',
    ]) {
      expect(textError(rule, name)).toBe('Meno môže obsahovať iba písmená, medzery, spojovníky, apostrofy a bodky.');
    }
    expect(textError(COURSE_APPLICATION_RULES.parentName, 'javascript:alert(1)')).toBe(
      'Meno zákonného zástupcu môže obsahovať iba písmená, medzery, spojovníky, apostrofy a bodky.',
    );
  });
});

describe('a course’s title (issue 51)', () => {
  it('names the group once: not "Skupina B (skupina B)"', () => {
    expect(courseTitle('Skupina B', 'B')).toBe('Skupina B');
    expect(courseTitle('Kurz skupiny BE', 'BE')).toBe('Kurz skupiny BE');
    expect(courseTitle('Víkendový kurz', 'B')).toBe('Víkendový kurz (skupina B)');
    // 'Skupina B' does not name group BE, nor 'Skupina A1' group A.
    expect(courseTitle('Skupina B', 'BE')).toBe('Skupina B (skupina BE)');
    expect(courseTitle('Skupina A1', 'A')).toBe('Skupina A1 (skupina A)');
  });
});
