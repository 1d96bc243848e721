import { DEMO_EXAM_PLACE } from '@autoskola/demo-content';
import { setupMockApi } from '@autoskola/mocks/test-server';
import { formatExamTime, RESULT_PENDING } from '@autoskola/rules/exams';
import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { EXAM_TEXTS } from './exam-texts.ts';
import { MyExams } from './my-exams.tsx';

const server = setupMockApi();
const DAY = 86_400_000;
/** The mocks' dates (exam-fixtures.ts, the demo's): Filip Novák failed the drive 20 days ago, re-sits in 9 days with Laura. */
const at = (days: number) => `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T07:00:00.000Z`;
const FAILED = at(-20);
const NEXT = at(9);
const as = (email: string) => session.login(tokenFor(['ROLE_USER'], 3600, email));

describe('MyExams', () => {
  afterEach(() => session.logout());

  it("shows the student's exam: when, where, and each part awaiting its result", async () => {
    as('laura.meszarosova@example.sk');
    renderScreen(<MyExams />, { url: '/moj-kurz' });
    const panel = await screen.findByRole('region', { name: EXAM_TEXTS.mine });
    expect(within(panel).getByText(formatExamTime(NEXT))).toBeInTheDocument();
    expect(within(panel).getByText(new RegExp(DEMO_EXAM_PLACE))).toBeInTheDocument();
    expect(
      within(panel).getByText('Poznámka: Zraz pred budovou ODI o 7:45. Doklad totožnosti so sebou.'),
    ).toBeVisible();
    const parts = within(panel)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('exam-part'));
    expect(parts.map((part) => part.textContent)).toEqual([
      `Test z predpisov${RESULT_PENDING}`,
      `Vedenie vozidla${RESULT_PENDING}`,
    ]);
  });

  it('shows a failed part as the legal grade, and the re-sit of that part', async () => {
    as('filip.novak@example.sk');
    renderScreen(<MyExams />);
    const panel = await screen.findByRole('region', { name: EXAM_TEXTS.mine });
    const exams = within(panel)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('my-exam'));
    expect(exams).toHaveLength(2);
    const [failed, resit] = exams as [HTMLElement, HTMLElement];
    expect(within(failed).getByText(formatExamTime(FAILED))).toBeInTheDocument();
    expect(within(failed).getByText('Prospel')).toBeInTheDocument();
    expect(within(failed).getByText('Neprospel')).toBeInTheDocument();
    // A date without a note says nothing of one.
    expect(within(failed).queryByText(/^Poznámka/)).not.toBeInTheDocument();
    expect(within(resit).getByText(formatExamTime(NEXT))).toBeInTheDocument();
    expect(within(resit).getByText('Vedenie vozidla')).toBeInTheDocument();
    expect(within(resit).getByText(RESULT_PENDING)).toBeInTheDocument();
  });

  it('shows nothing to a student without an exam', async () => {
    as('dominika.krajcirova@example.sk');
    const { container } = renderScreen(<MyExams />);
    expect(screen.getByText(EXAM_TEXTS.mineLoading)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(EXAM_TEXTS.mineLoading)).not.toBeInTheDocument());
    expect(container).toBeEmptyDOMElement();
  });

  it('says when the exams could not be read', async () => {
    as('laura.meszarosova@example.sk');
    server.use(http.get('*/api/exam/mine', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderScreen(<MyExams />);
    expect(await screen.findByText(EXAM_TEXTS.mineError)).toBeInTheDocument();
  });
});
