import { renderScreen } from '@autoskola/ui/testing';
import { screen } from '@testing-library/react';
import GdprPage from './gdpr-page.tsx';

describe('GdprPage', () => {
  it('has sections I to IX and names the operator in Likavka, the contact person and e-mail', () => {
    renderScreen(<GdprPage />);
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent?.split('.')[0]);
    expect(sections).toEqual(['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX']);
    const text = document.body.textContent ?? '';
    expect(text).toContain('Likavka');
    expect(text).toContain('IČO 33021074');
    expect(text).toContain('Ján Vodička');
    expect(screen.getAllByRole('link', { name: 'gdpr@autoskola-ruzomberok.sk' })[0]).toHaveAttribute(
      'href',
      'mailto:gdpr@autoskola-ruzomberok.sk',
    );
    expect(text).toContain('prvú kópiu poskytujeme bezplatne');
    expect(text).toContain('Úradu na ochranu osobných údajov');
  });
});
