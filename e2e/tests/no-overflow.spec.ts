import { type RouteEntry, routeTable } from '@autoskola/routes';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { deliveredMail, mailedLink, realToken, studentWithCourse, withStoredToken } from './support.ts';

/**
 * Issue 51: no page is wider than the screen. Every route of the route table, as a visitor, a
 * student in training (with a booked lesson) and a demo instructor (a week full of lessons), on a
 * 360 px phone and a 1280 px desktop: the document must not scroll sideways, and in the
 * instructors' week no lesson card may stick out of its day.
 */

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

/** The first start's setup exists only before the first instructor; the demo school is past it. */
const routes = routeTable.filter((route) => route.openWhile === undefined);

/**
 * The instructors' week (mf-training lesson-week.tsx): a day's column and the lesson cards placed
 * in it. A card belongs to the day column that contains it in the DOM.
 */
const DAY_COLUMN = '[data-testid="week-day"], .week-day, .week-grid__day';
const LESSON_CARD = '[data-testid="lesson-card"], .lesson-item, .week-grid__lesson';

type Audience = 'visitor' | 'student' | 'instructor';

/** A demo instructor can log in after a password reset (the demo's people have no password). */
async function demoLogin(request: APIRequestContext, email: string): Promise<string> {
  // Only the newest link works: wait for the one this request sends, not an earlier test's.
  const earlier = deliveredMail().filter((mail) => mail.to.includes(email)).length;
  expect((await request.post('/api/auth/password-reset', { data: { email } })).status()).toBe(202);
  await expect.poll(() => deliveredMail().filter((mail) => mail.to.includes(email)).length).toBeGreaterThan(earlier);
  const link = await mailedLink(email, '/obnovenie-hesla');
  const token = link.split('#token=')[1];
  const confirmed = await request.post('/api/auth/password-reset/confirm', {
    data: { token, password: 'sirka-obrazovky' },
  });
  expect(confirmed.status()).toBe(200);
  const login = await request.post('/api/auth/login', { data: { email, password: 'sirka-obrazovky' } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** A student whose application is in training, with one lesson booked: /moj-kurz and /jazdy at their fullest. */
async function studentInTraining(request: APIRequestContext, instructor: string): Promise<string> {
  const { token } = await studentWithCourse(request, instructor, {
    firstname: 'Maximiliána',
    lastname: 'Dlhopriezviskovská-Nekonečná',
  });
  // A lesson of their own, so 'Moje jazdy' lists one with its buttons: the first day with a free
  // unit, then that day's units (the list of days, then one day: issue 52).
  const { days } = (await (await request.get('/api/lesson/slot-days')).json()) as { days: { date: string }[] };
  const date = days[0]?.date;
  const { slots } = date
    ? ((await (await request.get('/api/lesson/slots', { params: { date } })).json()) as {
        slots: { start: string; instructorId: number }[];
      })
    : { slots: [] };
  const slot = slots[0];
  if (slot) {
    const booked = await request.post('/api/lesson/book', {
      headers: { authorization: `Bearer ${token}` },
      data: { instructorId: slot.instructorId, start: slot.start, units: 1 },
    });
    expect(booked.status()).toBe(201);
  }
  return token;
}

/** The page has rendered its content: no loading text, no session check pending. */
async function settled(page: Page) {
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByText(/^Načítavam/)).toHaveCount(0);
  await expect(page.getByText('Overujem prihlásenie...')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  /** The outermost elements that reach past the right edge (their parent does not), widest first. */
  offenders: string[];
  /** Lesson cards wider than, or outside, the day column holding them. */
  cards: string[];
  /** How many lesson cards were measured in day columns. */
  cardCount: number;
}

/** Runs in the page: how wide the document is and what makes it so. */
function measure({ dayColumn, lessonCard }: { dayColumn: string; lessonCard: string }): Overflow {
  const describe = (element: Element): string => {
    const parts: string[] = [];
    let current: Element | null = element;
    while (current && current !== document.body && parts.length < 4) {
      const testId = current.getAttribute('data-testid');
      const classes = Array.from(current.classList)
        .slice(0, 3)
        .map((name) => `.${name}`)
        .join('');
      parts.unshift(
        `${current.tagName.toLowerCase()}${current.id ? `#${current.id}` : ''}${testId ? `[data-testid="${testId}"]` : ''}${classes}`,
      );
      current = current.parentElement;
    }
    const rect = element.getBoundingClientRect();
    return `${parts.join(' > ')} (${Math.round(rect.left)}–${Math.round(rect.right)} px, ${Math.round(rect.width)} px wide)`;
  };
  const limit = window.innerWidth + 0.5;
  // An ancestor that clips or scrolls sideways keeps its content off the document's width.
  const clipped = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const overflowX = getComputedStyle(parent).overflowX;
      if (overflowX !== 'visible' && parent.getBoundingClientRect().right <= limit) return true;
    }
    return false;
  };
  const sticking = Array.from(document.body.querySelectorAll('*')).filter((element) => {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || rect.right <= limit) return false;
    if (getComputedStyle(element).position === 'fixed') return false;
    return !clipped(element);
  });
  const outermost = sticking
    .filter((element) => !element.parentElement || !sticking.includes(element.parentElement))
    .sort((a, b) => b.getBoundingClientRect().width - a.getBoundingClientRect().width)
    .map(describe)
    .filter((description, index, all) => all.indexOf(description) === index)
    .slice(0, 3);
  const cards: string[] = [];
  let cardCount = 0;
  for (const column of Array.from(document.querySelectorAll(dayColumn))) {
    const day = column.getBoundingClientRect();
    for (const card of Array.from(column.querySelectorAll(lessonCard))) {
      const rect = card.getBoundingClientRect();
      if (rect.width === 0) continue;
      cardCount += 1;
      if (rect.width > day.width + 0.5 || rect.left < day.left - 0.5 || rect.right > day.right + 0.5) {
        cards.push(`${describe(card)} in a day of ${Math.round(day.left)}–${Math.round(day.right)} px`);
      }
      // The card's own content (text, the 'Odjazdená'/'Zmeškaná' buttons) must not spill out of it either.
      if (card.scrollWidth > card.clientWidth + 1 && getComputedStyle(card).overflowX === 'visible') {
        cards.push(`${describe(card)}: its content is ${card.scrollWidth} px wide`);
      }
    }
  }
  return {
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    offenders: outermost,
    cards: [...new Set(cards)].slice(0, 5),
    cardCount,
  };
}

async function checkRoutes(page: Page, audience: Audience, list: readonly RouteEntry[]) {
  const problems: string[] = [];
  const width = page.viewportSize()?.width;
  for (const route of list) {
    await page.goto(route.path);
    await settled(page);
    // The week's lessons come with their own request after the page: measure once they are there.
    if (route.path === '/admin/jazdy' && audience === 'instructor') {
      await page
        .locator(LESSON_CARD)
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(() => undefined);
    }
    const found = await page.evaluate(measure, { dayColumn: DAY_COLUMN, lessonCard: LESSON_CARD });
    if (found.scrollWidth > found.innerWidth) {
      problems.push(
        `${route.path} (${audience}, ${width} px): the page is ${found.scrollWidth} px wide in a ${found.innerWidth} px window; widest offenders: ${found.offenders.join('; ') || 'none found'}`,
      );
    }
    // The demo instructor's week is full of lessons: finding none means the selectors no longer fit the week.
    if (route.path === '/admin/jazdy' && audience === 'instructor' && width === 1280 && found.cardCount === 0) {
      problems.push(`/admin/jazdy (instructor, 1280 px): no lesson card (${LESSON_CARD}) in a day (${DAY_COLUMN})`);
    }
    if (found.cards.length > 0) {
      problems.push(
        `${route.path} (${audience}, ${width} px): lesson cards outside their day: ${found.cards.join('; ')}`,
      );
    }
  }
  expect(problems, 'pages wider than the screen').toEqual([]);
}

test.describe('no page wider than the screen (issue 51)', () => {
  // Thirty routes, each loaded and measured: about a minute on a slow 2-core machine.
  test.describe.configure({ timeout: 240_000 });

  for (const size of WIDTHS) {
    test(`as a visitor at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize(size);
      await checkRoutes(page, 'visitor', routes);
    });

    test(`as a student in training at ${size.width} px`, async ({ page, request }) => {
      await page.setViewportSize(size);
      const { token: admin } = await realToken(request, true);
      await withStoredToken(page, await studentInTraining(request, admin));
      await checkRoutes(page, 'student', routes);
    });

    test(`as a demo instructor at ${size.width} px`, async ({ page, request }) => {
      await page.setViewportSize(size);
      await withStoredToken(page, await demoLogin(request, 'peter.horvath@autoskola-demo.sk'));
      await checkRoutes(page, 'instructor', routes);
    });
  }
});
