import { startBanner } from './start-banner.ts';

describe('startBanner', () => {
  it('shows the setup address below where the site runs, after a blank line, even without a terminal', () => {
    expect(
      startBanner(
        'http://localhost:3000',
        ['Dokončite nastavenie stránky tu: http://localhost:3000/nastavenie#abc'],
        false,
      ),
    ).toBe(
      '\nStránka beží na http://localhost:3000\nDokončite nastavenie stránky tu: http://localhost:3000/nastavenie#abc\n',
    );
  });

  it('says where the site runs on a terminal, and nothing into a log file', () => {
    expect(startBanner('http://localhost:3000', [], true)).toBe('\nStránka beží na http://localhost:3000\n');
    expect(startBanner('http://localhost:3000', [], false)).toBeNull();
  });
});
