import { setupMockApi } from '@autoskola/mocks/test-server';
import { schoolDayLabel } from '@autoskola/rules/driving-lessons';
import { renderScreen } from '@autoskola/ui/testing';
import { screen } from '@testing-library/react';
import { MY_LESSONS_TEXTS } from './driving-lesson-texts.ts';
import { LessonWaitlist, WAITLIST_TEXTS } from './lesson-waitlist.tsx';

setupMockApi();

describe('LessonWaitlist', () => {
  it('offers only the days somebody drives, and keeps only those of the days waited for', () => {
    renderScreen(
      <LessonWaitlist waitlist={{ days: ['2026-12-01', '2026-12-02'] }} offered={['2026-12-02', '2026-12-04']} />,
    );
    const days = screen.getAllByRole('checkbox');
    expect(days.map((day) => day.parentElement?.textContent?.trim())).toEqual([
      schoolDayLabel('2026-12-02'),
      schoolDayLabel('2026-12-04'),
    ]);
    expect(screen.getByRole('checkbox', { name: schoolDayLabel('2026-12-02') })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: schoolDayLabel('2026-12-04') })).not.toBeChecked();
  });

  it('says so when nobody drives in the window', () => {
    renderScreen(<LessonWaitlist waitlist={null} offered={[]} />);
    expect(screen.getByText(WAITLIST_TEXTS.nobodyDrives)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('heading', { name: MY_LESSONS_TEXTS.waitlist })).toBeInTheDocument();
  });
});
