import { routeTable } from '@autoskola/routes';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { waitForHydration } from './support.ts';

/**
 * Issue 51, item 1: the spam trap ('Webová stránka', @autoskola/ui HoneypotField) of every public
 * form is invisible and out of the keyboard's way. A person who sees it and fills it has their
 * message or application dropped by the server without a word.
 */

const TRAP_LABEL = 'Webová stránka';
/** The forms known to carry the trap; any other public page that has one is checked as well. */
const KNOWN = ['/kontakt', '/prihlaska'];
const publicRoutes = routeTable.filter((route) => route.access === 'public' && route.openWhile === undefined);

/** The trap's label and input, marked so the locators below find them. */
async function markTrap(page: Page): Promise<boolean> {
  return page.evaluate((text) => {
    const label = Array.from(document.querySelectorAll('label')).find(
      (candidate) => candidate.textContent?.trim() === text,
    );
    if (!label?.control) return false;
    label.setAttribute('data-trap', 'label');
    label.control.setAttribute('data-trap', 'input');
    return true;
  }, TRAP_LABEL);
}

/** Whether a person could see it: a box bigger than a pixel inside the page, not hidden by CSS. */
async function seenBox(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const left = rect.left + window.scrollX;
    const top = rect.top + window.scrollY;
    const shown =
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      rect.width > 1 &&
      rect.height > 1 &&
      left + rect.width > 0 &&
      top + rect.height > 0 &&
      left < document.documentElement.scrollWidth;
    return {
      shown,
      box: `${Math.round(rect.width)}×${Math.round(rect.height)} px at ${Math.round(left)}, ${Math.round(top)}`,
    };
  });
}

async function expectTrapInvisibleAndUnreachable(page: Page, path: string) {
  const label = page.locator('[data-trap="label"]');
  const input = page.locator('[data-trap="input"]');
  for (const [what, selector] of [
    ['label', '[data-trap="label"]'],
    ['field', '[data-trap="input"]'],
  ] as const) {
    const { shown, box } = await seenBox(page, selector);
    expect(shown, `the spam trap's ${what} on ${path} is visible (${box})`).toBe(false);
  }
  await expect(label).toHaveCount(1);
  await expect(input).toHaveAttribute('tabindex', '-1');

  // Tab from the form's first field to past its last: focus never lands on the trap.
  const form = page.locator('form').filter({ has: input });
  await waitForHydration(form);
  const first = form.locator('input:not([tabindex="-1"]), select, textarea, button').first();
  await first.focus();
  const visited: string[] = [];
  for (let press = 0; press < 80; press += 1) {
    const focus = await page.evaluate(() => {
      const active = document.activeElement;
      return {
        trap: active?.getAttribute('data-trap') === 'input',
        inForm: Boolean(active?.closest('form')?.querySelector('[data-trap="input"]')),
        name: active
          ? `${active.tagName.toLowerCase()}${active.getAttribute('name') ? `[name=${active.getAttribute('name')}]` : ''}`
          : '',
      };
    });
    expect(focus.trap, `Tab reached the spam trap on ${path} after ${visited.join(', ')}`).toBe(false);
    if (!focus.inForm) break;
    visited.push(focus.name);
    await page.keyboard.press('Tab');
  }
  // The walk went through the form and out of it (the submit button included).
  expect(visited.length, `fields reached by Tab on ${path}`).toBeGreaterThan(3);
  expect(
    visited.some((name) => name.startsWith('button')),
    `the walk through the form on ${path} reached its button: ${visited.join(', ')}`,
  ).toBe(true);
}

test.describe('spam trap of the public forms (issue 51) @phone', () => {
  for (const path of KNOWN) {
    test(`the trap on ${path} is invisible and not reachable by Tab`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('button', { name: /Odoslať/ })).toBeVisible();
      expect(await markTrap(page), `${path} has the spam trap`).toBe(true);
      await expectTrapInvisibleAndUnreachable(page, path);
    });
  }

  test('every other public page with a spam trap hides it too', async ({ page }) => {
    test.setTimeout(240_000);
    for (const route of publicRoutes.filter((entry) => !KNOWN.includes(entry.path))) {
      await page.goto(route.path);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.getByText(/^Načítavam/)).toHaveCount(0);
      if (await markTrap(page)) await expectTrapInvisibleAndUnreachable(page, route.path);
    }
  });
});
