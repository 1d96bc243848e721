import { announcementErrors, currentAnnouncements, nextSchoolMidnight, visibleUntilOf } from './announcements.ts';

const item = (id: number, publishedOn: string, visibleUntil: string | null = null) => ({
  id,
  title: `Oznam ${id}`,
  text: 'Text',
  publishedOn,
  visibleUntil,
});

describe('the announcement rules', () => {
  it('pass a valid announcement with or without its last day', () => {
    expect(announcementErrors({ title: 'Nový kurz', text: 'Začíname v pondelok.' })).toEqual({});
    expect(announcementErrors({ title: 'Nový kurz', text: 'Text', visibleUntil: ' 2026-12-01 ' })).toEqual({});
    expect(announcementErrors({ title: 'Nový kurz', text: 'Text', visibleUntil: '' })).toEqual({});
    expect(visibleUntilOf('  ')).toBeNull();
  });

  it('say what breaks, with the contract lengths', () => {
    expect(announcementErrors({ title: ' ', text: '', visibleUntil: '2026-02-30' })).toEqual({
      title: 'Nadpis je povinný.',
      text: 'Text je povinný.',
      visibleUntil: 'Zadajte platný dátum medzi rokmi 2000 a 2100.',
    });
    expect(announcementErrors({ title: 'x'.repeat(121), text: 'x'.repeat(1001), visibleUntil: '2101-01-01' })).toEqual({
      title: 'Nadpis nemôže byť dlhší ako 120 znakov.',
      text: 'Text nemôže byť dlhší ako 1000 znakov.',
      visibleUntil: 'Zadajte platný dátum medzi rokmi 2000 a 2100.',
    });
  });

  it('show the published ones up to their last day, newest first, at most 3', () => {
    const all = [
      item(1, '2026-11-01'),
      item(2, '2026-11-05', '2026-11-10'),
      item(3, '2026-11-05'),
      item(4, '2026-11-20'),
      item(5, '2026-11-03', '2026-11-09'),
      item(6, '2026-10-01'),
    ];
    expect(currentAnnouncements(all, '2026-11-10').map((a) => a.id)).toEqual([3, 2, 1]);
    expect(currentAnnouncements(all, '2026-11-11').map((a) => a.id)).toEqual([3, 1, 6]);
    expect(currentAnnouncements([], '2026-11-11')).toEqual([]);
  });
});

describe('the next school midnight', () => {
  it('is midnight in Bratislava, summer or winter', () => {
    expect(new Date(nextSchoolMidnight(new Date('2026-07-10T21:59:00Z'))).toISOString()).toBe(
      '2026-07-10T22:00:00.000Z',
    );
    expect(new Date(nextSchoolMidnight(new Date('2026-07-10T22:00:00Z'))).toISOString()).toBe(
      '2026-07-11T22:00:00.000Z',
    );
    expect(new Date(nextSchoolMidnight(new Date('2026-12-10T12:00:00Z'))).toISOString()).toBe(
      '2026-12-10T23:00:00.000Z',
    );
  });
});
