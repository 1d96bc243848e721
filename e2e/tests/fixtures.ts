import { test as base, expect } from '@playwright/test';

/**
 * Playwright's test, failing any test whose pages broke the Content-Security-Policy: a violation
 * means a screen silently lost a script, a style, an image or a frame.
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
