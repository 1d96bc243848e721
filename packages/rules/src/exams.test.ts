import {
  EXAM_DATE_IN_PAST,
  EXAM_DATE_STARTED,
  EXAM_DATE_STARTED_ONLY_NOTE,
  type ExamRegistrationFacts,
  type ExamSitting,
  earliestResit,
  examDateChangeErrors,
  examDateErrors,
  examMailSubject,
  examMovedSubject,
  examPartsFor,
  examRegistrationRefusal,
  formatExamTime,
  NO_PLACE_LEFT,
  NOT_A_CANDIDATE,
  NOTHING_DUE,
  OVERRIDE_REASON_REQUIRED,
  PART_NOT_REGISTERED,
  partsDue,
  partsText,
  passedAll,
  passRateWindow,
  RESIT_MIN_DAYS,
  RESULT_BEFORE_START,
  RESULT_OF_FINISHED,
  registeredNote,
  resitTooEarly,
  resultRefusal,
  sittingPassed,
  tallyAttempts,
  unregisteredNote,
  unregisterRefusal,
} from './exams.ts';

const now = new Date('2026-11-27T10:00:00.000Z');
const input = {
  startsAt: '2026-12-10T07:30:00.000Z',
  place: 'ODI Ružomberok',
  licenceGroups: ['B' as const],
  places: 6,
  note: null,
};

describe('the exam rules', () => {
  it('name the parts of each group in display order', () => {
    expect(examPartsFor('B')).toEqual(['test', 'driving']);
    expect(examPartsFor('AM')).toEqual(['test', 'driving']);
    expect(examPartsFor('C')).toEqual(['test', 'maintenance', 'driving']);
    expect(examPartsFor('T')).toEqual(['test', 'maintenance', 'driving']);
    expect(examPartsFor('BE')).toEqual(['test', 'driving']);
  });

  it('check a new date: valid, in the future, with its limits', () => {
    expect(examDateErrors(input, now)).toEqual({});
    expect(
      examDateErrors(
        { startsAt: '2026-11-27T09:00:00.000Z', place: ' ', licenceGroups: [], places: 0, note: 'x'.repeat(1001) },
        now,
      ),
    ).toEqual({
      startsAt: EXAM_DATE_IN_PAST,
      place: 'Miesto je povinné.',
      licenceGroups: 'Vyberte aspoň jednu skupinu.',
      places: 'Počet miest musí byť celé číslo od 1 do 50.',
      note: 'Poznámka nemôže byť dlhšia ako 1000 znakov.',
    });
    expect(examDateErrors({ ...input, startsAt: 'zajtra', places: 51 }, now)).toEqual({
      startsAt: 'Zadajte platný dátum a čas.',
      places: 'Počet miest musí byť celé číslo od 1 do 50.',
    });
  });

  it('check a change: no fewer places than registered, groups kept, only the note once started', () => {
    const stored = { ...input, registeredGroups: ['B', 'B', 'BE'] as const };
    expect(examDateChangeErrors({ ...input, places: 2, licenceGroups: ['B'] }, stored, now)).toEqual({
      places: 'Počet miest nemôže byť menší ako počet prihlásených (3).',
      licenceGroups: 'Skupiny termínu musia obsahovať skupiny prihlásených žiakov (BE).',
    });
    const later = new Date('2026-12-10T08:00:00.000Z');
    expect(examDateChangeErrors({ ...input, note: 'Zraz o 8:15.' }, stored, later)).toEqual({});
    expect(examDateChangeErrors({ ...input, places: 7 }, stored, later)).toEqual({
      startsAt: EXAM_DATE_STARTED_ONLY_NOTE,
    });
  });

  it('count what is due, when a re-sit may be, and when all is passed', () => {
    const first: ExamSitting = {
      examDateId: 1,
      startsAt: '2026-11-20T07:30:00.000Z',
      parts: [
        { part: 'test', result: 'passed' },
        { part: 'driving', result: 'failed' },
      ],
    };
    expect(RESIT_MIN_DAYS).toBe(5);
    expect(partsDue('B', [])).toEqual(['test', 'driving']);
    expect(partsDue('B', [first])).toEqual(['driving']);
    expect(earliestResit('B', [])).toBeNull();
    expect(earliestResit('B', [first])).toBe('2026-11-25');
    const second: ExamSitting = {
      examDateId: 2,
      startsAt: '2026-12-01T07:30:00.000Z',
      parts: [{ part: 'driving', result: 'passed' }],
    };
    expect(passedAll('B', [first])).toBe(false);
    expect(passedAll('B', [first, second])).toBe(true);
    expect(earliestResit('B', [first, second])).toBeNull();
  });

  it('decide a registration in the one order', () => {
    const facts: ExamRegistrationFacts = {
      application: { status: 'training', group: 'B', ready: true },
      examDate: { id: 3, startsAt: '2026-12-10T07:30:00.000Z', licenceGroups: ['B'], places: 2, registered: 0 },
      sittings: [],
      overrideReason: null,
      now,
    };
    expect(examRegistrationRefusal(facts)).toBeNull();
    expect(examRegistrationRefusal({ ...facts, application: { ...facts.application, status: 'enrolled' } })).toEqual({
      status: 422,
      message: NOT_A_CANDIDATE,
    });
    expect(examRegistrationRefusal({ ...facts, application: { ...facts.application, group: 'C' } })?.message).toBe(
      'Skupina C nie je medzi skupinami tohto termínu.',
    );
    expect(examRegistrationRefusal({ ...facts, now: new Date('2026-12-10T08:00:00.000Z') })?.message).toBe(
      EXAM_DATE_STARTED,
    );
    expect(examRegistrationRefusal({ ...facts, examDate: { ...facts.examDate, registered: 2 } })).toEqual({
      status: 409,
      message: NO_PLACE_LEFT,
    });
    const notReady = { ...facts, application: { ...facts.application, ready: false } };
    expect(examRegistrationRefusal(notReady)).toEqual({
      status: 422,
      message: 'Formulár obsahuje chyby.',
      errors: { overrideReason: OVERRIDE_REASON_REQUIRED },
    });
    expect(examRegistrationRefusal({ ...notReady, overrideReason: 'Doplatí pred skúškou.' })).toBeNull();

    const failed: ExamSitting = {
      examDateId: 1,
      startsAt: '2026-12-07T07:30:00.000Z',
      parts: [
        { part: 'test', result: 'passed' },
        { part: 'driving', result: 'absent' },
      ],
    };
    expect(examRegistrationRefusal({ ...facts, sittings: [failed] })).toEqual({
      status: 422,
      message: resitTooEarly('2026-12-12'),
    });
    expect(resitTooEarly('2026-12-12')).toBe('Opravnú skúšku možno vykonať najskôr 12. 12. 2026.');
    const open: ExamSitting = { ...failed, parts: [{ part: 'test', result: null }] };
    expect(examRegistrationRefusal({ ...facts, sittings: [open] })).toEqual({
      status: 409,
      message: 'Prihláška už je na termíne 7. 12. 2026, ktorý ešte nemá všetky výsledky.',
    });
    const done: ExamSitting = {
      ...failed,
      parts: [
        { part: 'test', result: 'passed' },
        { part: 'driving', result: 'passed' },
      ],
    };
    expect(examRegistrationRefusal({ ...facts, sittings: [done] })?.message).toBe(NOTHING_DUE);
  });

  it('refuse unregistering after the start and results before it or for another part', () => {
    const startsAt = '2026-12-10T07:30:00.000Z';
    expect(unregisterRefusal(startsAt, [{ part: 'test', result: null }], now)).toBeNull();
    expect(unregisterRefusal(startsAt, [], new Date('2026-12-10T07:30:00.000Z'))?.status).toBe(422);
    expect(resultRefusal(startsAt, ['test'], 'test', now, 'exam')?.message).toBe(RESULT_BEFORE_START);
    const after = new Date('2026-12-10T10:00:00.000Z');
    expect(resultRefusal(startsAt, ['driving'], 'test', after, 'exam')?.message).toBe(PART_NOT_REGISTERED);
    expect(resultRefusal(startsAt, ['driving'], 'driving', after, 'exam')).toBeNull();
    expect(resultRefusal(startsAt, ['driving'], 'driving', after, 'finished')).toEqual({
      status: 409,
      message: RESULT_OF_FINISHED,
    });
  });

  it('write the dates and texts as the screens and e-mails do', () => {
    expect(formatExamTime('2026-12-10T07:30:00.000Z')).toBe('10. 12. 2026 8:30');
    expect(examMailSubject('2026-12-10T07:30:00.000Z')).toBe('Termín skúšky: 10. 12. 2026 8:30');
    expect(unregisteredNote('2026-12-10T07:30:00.000Z')).toBe('Odhlásenie zo skúšky 10. 12. 2026.');
    expect(examMovedSubject('2026-12-10T07:30:00.000Z')).toBe('Zmenený termín skúšky: 10. 12. 2026 8:30');
    expect(registeredNote('2026-12-10T07:30:00.000Z', null)).toBe('Prihlásenie na skúšku 10. 12. 2026.');
    expect(registeredNote('2026-12-10T07:30:00.000Z', 'Doplatí.')).toBe(
      'Prihlásenie na skúšku 10. 12. 2026. Bez splnených podmienok: Doplatí.',
    );
    expect(registeredNote('2026-12-10T07:30:00.000Z', 'x'.repeat(500))).toHaveLength(500);
    expect(
      partsText([
        { part: 'test', result: 'passed' },
        { part: 'driving', result: null },
      ]),
    ).toBe('Test z predpisov: Prospel, Vedenie vozidla: čaká na výsledok');
  });
});

describe('pass rates (decision 0041)', () => {
  it('counts first attempts and all, each with how many passed', () => {
    expect(
      tallyAttempts([
        { first: true, passed: false },
        { first: false, passed: true },
        { first: true, passed: true },
        { first: true, passed: false },
      ]),
    ).toEqual({ firstAttempts: 3, firstPassed: 1, attempts: 4, passed: 2 });
  });

  it('passes a sitting with every part passed, fails one with a part failed or missed, and waits for a missing result', () => {
    expect(
      sittingPassed([
        { part: 'test', result: 'passed' },
        { part: 'driving', result: 'passed' },
      ]),
    ).toBe(true);
    expect(
      sittingPassed([
        { part: 'test', result: 'passed' },
        { part: 'driving', result: 'absent' },
      ]),
    ).toBe(false);
    expect(
      sittingPassed([
        { part: 'test', result: 'failed' },
        { part: 'driving', result: null },
      ]),
    ).toBeNull();
  });

  it('takes the last 12 months, today included, and moves with the day', () => {
    expect(passRateWindow('2026-11-27')).toEqual({ from: '2025-11-28', to: '2026-11-27' });
    expect(passRateWindow('2026-11-28')).toEqual({ from: '2025-11-29', to: '2026-11-28' });
    expect(passRateWindow('2026-01-01')).toEqual({ from: '2025-01-02', to: '2026-01-01' });
    expect(passRateWindow('2028-02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
  });
});
