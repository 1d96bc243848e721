import { setupMockApi } from '@autoskola/mocks/test-server';
import { renderScreen } from '@autoskola/ui/testing';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { TERMS_TEXTS } from '../features/course-applications/terms-text.tsx';
import TermsPage from './course-terms-page.tsx';

const server = setupMockApi();

describe('TermsPage', () => {
  it('shows the school’s terms, paragraph by paragraph, with their version', async () => {
    renderScreen(<TermsPage />, { url: '/obchodne-podmienky' });
    expect(screen.getByRole('heading', { level: 1, name: 'Obchodné podmienky' })).toBeInTheDocument();
    expect(await screen.findByText(/Prihláška podaná cez web je záväzná/)).toBeInTheDocument();
    expect(screen.getByText('Verzia 1')).toBeInTheDocument();
  });

  it('says so when the school has not written any yet', async () => {
    server.use(
      http.get('*/api/course-application/terms', () =>
        HttpResponse.json({ terms: { version: 0, text: '', updatedAt: null } }),
      ),
    );
    renderScreen(<TermsPage />, { url: '/obchodne-podmienky' });
    expect(await screen.findByText(TERMS_TEXTS.empty)).toBeInTheDocument();
  });
});
