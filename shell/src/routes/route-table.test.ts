// @vitest-environment node
import { defaultSchool } from '@autoskola/school';
import adminContact from '../../../mf-admin-contact/federation.config.ts';
import adminContent from '../../../mf-admin-content/federation.config.ts';
import auth from '../../../mf-auth/federation.config.ts';
import publicSite from '../../../mf-public/federation.config.ts';
import { findRoute, pageMeta, routeTable } from './route-table.ts';

const school = defaultSchool;

describe('route table', () => {
  it('has every route of SPEC §2, and the two password pages', () => {
    expect(routeTable.map((route) => route.path)).toEqual([
      '/',
      '/ponuka',
      '/ucebne-materialy',
      '/kontakt',
      '/gdpr',
      '/registracia',
      '/prihlasenie',
      '/zabudnute-heslo',
      '/obnovenie-hesla',
      '/admin',
      '/admin/ponuka',
      '/admin/ucebne-materialy',
      '/admin/kontaktny-formular',
      '/admin/nastavenia',
    ]);
  });

  it('titles pages "{title} | {school}" and the home page with the school name alone', () => {
    expect(pageMeta('/', school).title).toBe(school.name);
    expect(pageMeta('/ponuka', school).title).toBe(`Ponuka | ${school.name}`);
    expect(pageMeta('/kontakt', school).title).toBe(`Kontaktný formulár | ${school.name}`);
    expect(pageMeta('/admin/ponuka', school).title).toBe(`Admin - Ponuka | ${school.name}`);
    expect(pageMeta('/admin/ucebne-materialy', school).title).toBe(`Admin - Učebné materiály | ${school.name}`);
    expect(pageMeta('/admin/nastavenia', school).title).toBe(`Admin - Nastavenia | ${school.name}`);
  });

  it('keeps admin pages and /gdpr out of search engines, indexes the rest', () => {
    for (const path of [
      '/gdpr',
      '/zabudnute-heslo',
      '/obnovenie-hesla',
      '/admin',
      '/admin/ponuka',
      '/admin/nastavenia',
    ]) {
      expect(pageMeta(path, school).robots).toBe('noindex,nofollow');
    }
    for (const path of ['/', '/ponuka', '/ucebne-materialy', '/kontakt', '/prihlasenie', '/registracia']) {
      expect(pageMeta(path, school).robots).toBe('index,follow');
    }
    expect(pageMeta('/', school).description).toBe(school.description);
  });

  it('treats a trailing slash as the same route and unknown paths as not found', () => {
    expect(findRoute('/ponuka/')?.path).toBe('/ponuka');
    expect(findRoute('/neexistuje')).toBeUndefined();
  });

  it('names only modules that the remotes expose', () => {
    const exposed = new Set(
      [publicSite, auth, adminContent, adminContact].flatMap((config) =>
        Object.keys(config.exposes).map((key) => `${config.name}/${key.replace('./', '')}`),
      ),
    );
    for (const route of routeTable) {
      if (route.screen.kind === 'remote') {
        expect(exposed).toContain(`${route.screen.remote}/${route.screen.module}`);
      }
    }
  });
});
