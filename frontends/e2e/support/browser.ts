import { DEMO_PASSWORD } from '@app/scripts/src/seed/demo-accounts';
import { launchChromium } from '@app/scripts/src/tools/chromium';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl } from '../stack';
import { checkLandings, watchSettling } from './a11y';

/**
 * Debian's headless Chromium on a fresh profile folder (scripts/src/tools/chromium.ts); each `newPage()` is its own context, so cookies and
 * storage (the session, the sidebar state) never leak from one journey to the next. Every page a
 * journey lands on is checked with axe-core (`checkLandings`); `{ checkLandings: false }` leaves the
 * checks to the caller, as the accessibility sweep does to report every page at once.
 */
export async function launchBrowser(): Promise<{
  newPage: (options?: { checkLandings?: boolean }) => Promise<Page>;
  close: () => Promise<void>;
}> {
  const { browser, close } = await launchChromium();
  const contexts: BrowserContext[] = [];
  return {
    newPage: async ({ checkLandings: check = true } = {}) => {
      const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 } });
      contexts.push(context);
      await watchSettling(context);
      const page = await context.newPage();
      if (check) checkLandings(page);
      return page;
    },
    close: async () => {
      await Promise.all(contexts.map((context) => context.close()));
      await close();
    },
  };
}

/** Signs in through /auth the way a person does, and waits until the app has left /auth. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth');
}

/** The path of the page's current URL. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;
