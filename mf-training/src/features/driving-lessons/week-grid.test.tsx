import type { Schemas } from '@autoskola/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WeekGrid } from './week-grid.tsx';
import { placeDay } from './week-grid-layout.ts';

type Day = Schemas['LessonWeek']['days'][number];

const lesson = (id: number, start: string, end: string, name = 'Jana Nováková'): Schemas['AdminLesson'] => ({
  id,
  kind: 'lesson',
  start,
  end,
  units: 2,
  status: 'booked',
  driveKind: null,
  note: null,
  student: { applicationId: 7, name },
  vehicle: 'Škoda Fabia RK-123AB',
  instructor: { id: 2, name: 'Peter Horváth' },
  history: [],
});

// Monday 23 November 2026; Bratislava is UTC+1 in winter.
const week: Day[] = Array.from({ length: 7 }, (_, index) => ({
  date: `2026-11-${23 + index}`,
  hours:
    index < 5
      ? [
          {
            start: `2026-11-${23 + index}T06:00:00.000Z`,
            end: `2026-11-${23 + index}T12:45:00.000Z`,
            vehicle: 'Škoda Fabia RK-123AB',
            instructor: 'Peter Horváth',
          },
        ]
      : [],
  lessons: index === 2 ? [lesson(41, '2026-11-25T08:00:00.000Z', '2026-11-25T09:30:00.000Z')] : [],
}));

const styleOf = (element: HTMLElement, property: string) =>
  (element.closest('li') as HTMLElement).style.getPropertyValue(property);

describe('WeekGrid', () => {
  it('places a lesson at 09:00–10:30 in its day, 2 hours below 07:00 and 90 minutes long', async () => {
    const opened = vi.fn();
    render(<WeekGrid days={week} byVehicle={false} onOpen={opened} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'pondelok 23. 11.',
      'utorok 24. 11.',
      'streda 25. 11.',
      'štvrtok 26. 11.',
      'piatok 27. 11.',
      'sobota 28. 11.',
      'nedeľa 29. 11.',
    ]);
    const wednesday = screen.getByRole('list', { name: 'streda 25. 11.' });
    const card = within(wednesday).getByRole('button', {
      name: 'streda 25. 11. 09:00–10:30 Jana Nováková, Rezervovaná',
    });
    expect(card).toHaveTextContent('09:00–10:30Jana NovákováRezervovaná');
    expect([styleOf(card, '--top'), styleOf(card, '--length'), styleOf(card, '--lanes')]).toEqual(['120', '90', '1']);
    expect(within(screen.getByRole('list', { name: 'utorok 24. 11.' })).queryByRole('button')).toBeNull();
    expect(within(wednesday).getByText('07:00–13:45 (Škoda Fabia RK-123AB)')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'sobota 28. 11.' })).getByText('Nejazdí')).toBeInTheDocument();
    await userEvent.click(card);
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ id: 41 }), '2026-11-25');
  });

  it('shows whose hours and lessons they are in a vehicle’s week', () => {
    render(<WeekGrid days={week.slice(2, 3)} byVehicle onOpen={() => {}} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(screen.getByText('07:00–13:45 (Peter Horváth)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /09:00–10:30 Jana Nováková/ })).toHaveTextContent('Peter Horváth');
  });

  it('puts overlapping lessons side by side and a later one back to the full width', () => {
    const placed = placeDay(
      [
        lesson(1, '2026-11-25T08:00:00.000Z', '2026-11-25T09:30:00.000Z'),
        lesson(2, '2026-11-25T09:00:00.000Z', '2026-11-25T09:45:00.000Z'),
        lesson(3, '2026-11-25T10:00:00.000Z', '2026-11-25T10:45:00.000Z'),
      ],
      '2026-11-25',
      7,
    );
    expect(placed.map(({ item, top, length, lane, lanes }) => [item.id, top, length, lane, lanes])).toEqual([
      [1, 120, 90, 0, 2],
      [2, 180, 45, 1, 2],
      [3, 240, 45, 0, 1],
    ]);
  });
});
