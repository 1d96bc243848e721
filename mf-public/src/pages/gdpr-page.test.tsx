import { defaultSchool } from '@autoskola/school';
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
    // The operator's name says what it is: no 'súkromná autoškola Autoškola …' before it.
    expect(text).toContain(`Prevádzkovateľom je ${defaultSchool.operatorName}, so sídlom`);
    expect(text).not.toMatch(/autoškola Autoškola/i);
    expect(text).toContain('IČO 33021074');
    expect(text).toContain('Ján Vodička');
    expect(screen.getAllByRole('link', { name: 'gdpr@autoskola-ruzomberok.sk' })[0]).toHaveAttribute(
      'href',
      'mailto:gdpr@autoskola-ruzomberok.sk',
    );
    expect(text).toContain('prvú kópiu poskytujeme bezplatne');
    expect(text).toContain('Úradu na ochranu osobných údajov');
  });

  it('says what the features keep: test results, and applications without birth number or health scans', () => {
    renderScreen(<GdprPage />);
    const text = document.body.textContent ?? '';
    expect(text).toContain('výsledky cvičných testov');
    expect(text).toContain('Rodné číslo online nežiadame.');
    expect(text).toContain('sken ani obsah lekárskeho posudku nenahrávame ani neukladáme');
    expect(text).toContain('Nepotvrdenú prihlášku vymažeme po 7 dňoch');
  });
});

describe('GdprPage retention period', () => {
  afterEach(() => document.getElementById('site-config')?.remove());

  it('states the period the server deletes resolved messages after, 12 months unless configured', () => {
    renderScreen(<GdprPage />);
    expect(document.body.textContent).toContain('najviac 12 mesiacov od jej vybavenia, potom ich automaticky vymažeme');
  });

  it.each([
    [3, '3 mesiace'],
    [1, '1 mesiac'],
    [24, '24 mesiacov'],
  ])('shows RETENTION_RESOLVED_MONTHS=%i from the page config as "%s"', (count, words) => {
    const config = document.createElement('script');
    config.type = 'application/json';
    config.id = 'site-config';
    config.textContent = JSON.stringify({ retentionMonths: count });
    document.head.append(config);
    renderScreen(<GdprPage />);
    expect(document.body.textContent).toContain(`najviac ${words} od jej vybavenia`);
  });
});
