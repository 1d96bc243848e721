import { test as base, expect } from '@playwright/test';

/**
 * Playwright's test, failing any test whose pages broke the Content-Security-Policy: a violation
 * means a screen silently lost a script, a style, an image or a frame.
 */
export const test = base.extend<{ cspViolations: string[]; hydrationErrors: string[] }>({
  // A server-rendered page the browser could not hydrate is rendered again, and the visitor sees it redrawn.
  hydrationErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const isHydrationError = (text: string) => /hydrat|react\.dev\/errors\/(418|423|425)\b/i.test(text);
      const watch = (page: import('@playwright/test').Page) => {
        page.on('pageerror', (error) => {
          if (isHydrationError(error.message)) errors.push(error.message);
        });
        page.on('console', (message) => {
          if (message.type() === 'error' && isHydrationError(message.text())) errors.push(message.text());
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      expect(errors, 'hydration errors').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: import('@playwright/test').Page) => {
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
        });
        // Some violations (a caught eval probe) only reach DevTools' issues, never the console.
        void page
          .context()
          .newCDPSession(page)
          .then(async (cdp) => {
            cdp.on('Audits.issueAdded', ({ issue }) => {
              if (issue.code === 'ContentSecurityPolicyIssue') violations.push(JSON.stringify(issue.details));
            });
            await cdp.send('Audits.enable');
          })
          .catch(() => undefined);
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
