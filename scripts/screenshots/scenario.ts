import type { Page } from '@playwright/test';

/** The demo server the screenshots are taken of, with an instructor account made for them. */
export interface DemoSite {
  baseUrl: string;
  /** Calls the API as the instructor (or anonymously with `anonymous: true`). */
  api: (path: string, init?: { method?: string; body?: unknown; anonymous?: boolean }) => Promise<Response>;
  /** Makes the page's later visits the instructor's. */
  logIn: (page: Page) => Promise<void>;
}

/**
 * One feature's screenshots: a file per feature in scripts/screenshots/, found by the script, so
 * adding or deleting a feature adds or deletes its file and nothing else. Each runs in a fresh
 * browser context per size (desktop, phone), anonymous until it logs in.
 */
export interface ScreenshotScenario {
  /** Stores what the screens should show, once, before any size is taken. */
  prepare?: (site: DemoSite) => Promise<void>;
  /** Visits the screens and calls `shot(name)` for docs/screens/<name>-<size>.jpg. */
  take: (page: Page, shot: (name: string) => Promise<void>, site: DemoSite) => Promise<void>;
}
