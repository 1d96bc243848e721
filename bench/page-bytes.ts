import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export interface PageBytes {
  path: string;
  requests: number;
  /** Bytes on the wire as the server sent them (Brotli or gzip, as the browser asked). */
  transferredKb: number;
  /** JavaScript and CSS compressed with gzip (level 6), the target's unit. */
  jsGzipKb: number;
  cssGzipKb: number;
  /** Whether any file of the rich-text editor (Quill) was downloaded. */
  editorLoaded: boolean;
  /** Whether the chart library (Chart.js, only /admin/prehlad's: issue 54) was downloaded. */
  chartsLoaded: boolean;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * A first visit to each page in a fresh browser profile: what is downloaded until the page is idle.
 * A page in `tokens` is visited logged in (the token in localStorage, as after a login).
 */
export async function measurePageBytes(
  baseUrl: string,
  paths: string[],
  tokens: Record<string, string> = {},
): Promise<PageBytes[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const results: PageBytes[] = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const token = tokens[path];
      if (token) await page.addInitScript((value) => localStorage.setItem('auth_token', value), token);
      const finished: Promise<{ type: string; url: string; wire: number; gzip: number }>[] = [];
      page.on('requestfinished', (request) => {
        finished.push(
          (async () => {
            const response = await request.response();
            const sizes = await request.sizes();
            const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
            return {
              type: request.resourceType(),
              url: request.url(),
              wire: sizes.responseBodySize + sizes.responseHeadersSize,
              gzip: gzipSync(body).length,
            };
          })(),
        );
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      const files = await Promise.all(finished);
      const sum = (type: string) =>
        files.filter((file) => file.type === type).reduce((total, file) => total + file.gzip, 0);
      results.push({
        path,
        requests: files.length,
        transferredKb: kb(files.reduce((total, file) => total + file.wire, 0)),
        jsGzipKb: kb(sum('script')),
        cssGzipKb: kb(sum('stylesheet')),
        editorLoaded: files.some((file) => /rich-text-editor|quill/i.test(file.url)),
        chartsLoaded: files.some((file) => /bar-chart|chart\.js/i.test(file.url)),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
