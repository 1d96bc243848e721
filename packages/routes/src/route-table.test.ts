// @vitest-environment node

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { exposesOf, REMOTES } from '@autoskola/federation';
import { defaultSchool } from '@autoskola/school';
import { findRoute, isRouteOpen, pageMeta, routeTable } from './route-table.ts';

const school = defaultSchool;

describe('route table', () => {
  it('has every route of SPEC §2, the two password pages, the theory tests, the course applications, the lessons and the exams', () => {
    expect(routeTable.map((route) => route.path)).toEqual([
      '/',
      '/ponuka',
      '/ucebne-materialy',
      '/kontakt',
      '/gdpr',
      '/testy',
      '/testy/vysledky',
      '/registracia',
      '/prihlasenie',
      '/zabudnute-heslo',
      '/obnovenie-hesla',
      '/overenie-emailu',
      '/nastavenie',
      '/prihlaska',
      '/prihlaska/potvrdenie',
      '/prihlaska/suhlas',
      '/moj-kurz',
      '/jazdy',
      '/obchodne-podmienky',
      '/admin',
      '/admin/ponuka',
      '/admin/ucebne-materialy',
      '/admin/oznamy',
      '/admin/testy',
      '/admin/prihlasky',
      '/admin/jazdy',
      '/admin/pracovny-cas',
      '/admin/skusky',
      '/admin/prehlad',
      '/admin/udaje-o-skole',
      '/admin/kontaktny-formular',
      '/admin/ziadosti-o-udaje',
      '/admin/nastavenia',
    ]);
  });

  it('has the first start’s setup only while the site is new, kept out of search engines', () => {
    const setup = routeTable.find((route) => route.path === '/nastavenie');
    expect(setup && isRouteOpen(setup, { setupPending: true })).toBe(true);
    expect(setup && isRouteOpen(setup, {})).toBe(false);
    expect(pageMeta('/nastavenie', school, { setupPending: true })).toEqual({
      title: `Nastavenie stránky | ${school.name}`,
      description: school.description,
      robots: 'noindex,nofollow',
    });
    expect(pageMeta('/nastavenie', school).title).toBe(`Stránka sa nenašla | ${school.name}`);
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
      '/overenie-emailu',
      '/nastavenie',
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

  it('names screens whose files exist in their remotes, exposed by them', () => {
    const root = join(import.meta.dirname, '../../..');
    for (const route of routeTable) {
      if (route.screen.kind !== 'remote') continue;
      const { remote, module } = route.screen;
      const file = exposesOf(remote)[`./${module}`];
      expect(file).toBe(`./src/pages/${module}.tsx`);
      expect(existsSync(join(root, REMOTES[remote].dir, file ?? ''))).toBe(true);
    }
    expect(existsSync(join(root, 'mf-auth', exposesOf('mf_auth')['./login-form'] ?? ''))).toBe(true);
  });
});
