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
/** The mocks' past date (exam-fixtures.ts): 10 days ago at 08:00. */
const PAST = `${new Date(Date.now() - 10 * DAY).toISOString().slice(0, 10)}T07:00:00.000Z`;
const as = (email: string) => session.login(tokenFor(['ROLE_USER'], 3600, email));

describe('MyExams', () => {
  afterEach(() => session.logout());

  it("shows the student's exam: when, where, and each part with its result or that it awaits one", async () => {
    as('laura.meszarosova@example.sk');
    renderScreen(<MyExams />, { url: '/moj-kurz' });
    const panel = await screen.findByRole('region', { name: EXAM_TEXTS.mine });
    expect(within(panel).getByText(formatExamTime(PAST))).toBeInTheDocument();
    expect(within(panel).getByText(/Okresný úrad Ružomberok, odbor dopravy/)).toBeInTheDocument();
    const parts = within(panel)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('exam-part'));
    expect(parts.map((part) => part.textContent)).toEqual([
      'Test z predpisovProspel',
      `Vedenie vozidla${RESULT_PENDING}`,
    ]);
  });

  it('shows a failed part as the legal grade', async () => {
    as('filip.novak@example.sk');
    renderScreen(<MyExams />);
    const panel = await screen.findByRole('region', { name: EXAM_TEXTS.mine });
    expect(within(panel).getByText('Neprospel')).toBeInTheDocument();
    expect(within(panel).getByText('Prospel')).toBeInTheDocument();
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
