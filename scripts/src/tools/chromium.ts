import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's headless shell of its Chromium (package chromium-headless-shell): the same Blink as /usr/bin/chromium
 * without the browser around it, as Playwright itself runs headless. The e2e journeys and the page-speed bench
 * drive it; the journeys cost a third less CPU in it than in the full browser. `npm test` installs it (setup.mjs).
 */
const CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';
const CHROMIUM_PACKAGE = 'chromium-headless-shell';

// Headless, with nothing that reaches the network on its own: this machine's closed network refuses it.
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

/** Throws, saying how to install it, when the headless Chromium is missing. */
export function requireChromium(): void {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Debian's headless Chromium, ${CHROMIUM_PATH}, is missing. Install it: apt-get install -y ${CHROMIUM_PACKAGE}`);
  }
}

/** The headless Chromium on a fresh profile folder, which `close` removes with the browser. */
export async function launchChromium(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  requireChromium();
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-'));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    env: { ...process.env, HOME: profileDir },
  });
  return {
    browser,
    close: async () => {
      await browser.close();
      fs.rmSync(profileDir, { recursive: true, force: true });
    },
  };
}
