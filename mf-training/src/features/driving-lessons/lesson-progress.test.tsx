import { setupMockApi } from '@autoskola/mocks/test-server';
import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, within } from '@testing-library/react';
import { MY_LESSONS_TEXTS } from './driving-lesson-texts.ts';
import { LessonProgress, MyLessonProgress } from './lesson-progress.tsx';

setupMockApi();
/** The demo's first student, who drove the most units (DEMO_DRIVEN_UNITS). */
const STUDENT = 'adam.novak.1@example.sk';

describe('LessonProgress', () => {
  afterEach(() => session.logout());

  it('says the unit with the counts, as readiness does, for a group other than B (issue 51)', () => {
    renderScreen(
      <LessonProgress
        progress={{
          group: 'C',
          driven: 12,
          minimum: 18,
          kinds: [
            { kind: 'simulator', driven: 0, minimum: 0 },
            { kind: 'ground', driven: 4, minimum: 4 },
            { kind: 'road', driven: 8, minimum: 14 },
          ],
        }}
      />,
    );
    const progress = screen.getByRole('region', { name: MY_LESSONS_TEXTS.progress });
    expect(within(progress).getByText('Odjazdené: 12 z 18 vyučovacích hodín (45 min)')).toBeInTheDocument();
    const kinds = progress.querySelector('dl');
    expect(kinds).toHaveAccessibleName('Podľa druhu jazdy, vo vyučovacích hodinách (45 min):');
    expect(within(progress).getByRole('meter', { name: 'cestná premávka: 8 z 14 vyučovacích hodín' })).toBeVisible();
    expect(within(progress).getByText('8 z 14')).toBeInTheDocument();
    // No clock hours anywhere: 'h' was read as the offer's hours.
    expect(progress).not.toHaveTextContent(/\d h\b/);
  });

  it("shows a demo student's course within the syllabus, never 'Odjazdené 129 z 38'", async () => {
    session.login(tokenFor(['ROLE_USER'], 3600, STUDENT));
    renderScreen(<MyLessonProgress />, { url: '/moj-kurz' });
    const summary = await screen.findByText(/^Odjazdené: \d+ z 38 vyučovacích hodín \(45 min\)$/);
    const driven = Number(/: (\d+) z/.exec(summary.textContent ?? '')?.[1]);
    expect(driven).toBeGreaterThan(0);
    expect(driven).toBeLessThanOrEqual(44);
  });
});
