import { DEMO_PASSWORD } from '@app/scripts/src/seed/demo-accounts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { baseUrl, CHROMIUM_PATH } from '../stack';
import { checkLandings, watchSettling } from './a11y';

// Debian's Chromium, headless, with nothing that reaches the network on its own.
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A browser with a fresh profile folder; each `newPage()` is its own context, so cookies and
 * storage (the session, the sidebar state) never leak from one journey to the next. Every page a
 * journey lands on is checked with axe-core (`checkLandings`); `{ checkLandings: false }` leaves the
 * checks to the caller, as the accessibility sweep does to report every page at once.
 */
export async function launchBrowser(): Promise<{
  newPage: (options?: { checkLandings?: boolean }) => Promise<Page>;
  close: () => Promise<void>;
}> {
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-chromium-'));
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    env: { ...process.env, HOME: profileDir },
  });
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
      await browser.close();
      fs.rmSync(profileDir, { recursive: true, force: true });
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
