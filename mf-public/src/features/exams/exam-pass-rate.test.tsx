import { setupMockApi } from '@autoskola/mocks/test-server';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import HomePage from '../../pages/home-page.tsx';
import { ExamPassRate } from './exam-pass-rate.tsx';

const server = setupMockApi();

describe('ExamPassRate', () => {
  it('shows the computed pass rate at the first attempt on the landing page', async () => {
    server.use(http.get('*/api/exam/pass-rate', () => HttpResponse.json({ firstAttemptPercent: 87 })));
    renderScreen(<HomePage />);
    expect(await screen.findByText('Úspešnosť na prvý pokus: 87 % (posledných 12 mesiacov)')).toBeInTheDocument();
  });

  it.each([
    ['the school does not show it or has nothing to count', () => HttpResponse.json({ firstAttemptPercent: null })],
    ['it cannot be read', () => HttpResponse.json({ message: 'x' }, { status: 500 })],
  ])('shows nothing at all when %s', async (_case, answer) => {
    let asked = false;
    server.use(
      http.get('*/api/exam/pass-rate', () => {
        asked = true;
        return answer();
      }),
    );
    const { container } = renderScreen(<ExamPassRate />);
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByText(/Úspešnosť na prvý pokus/)).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
