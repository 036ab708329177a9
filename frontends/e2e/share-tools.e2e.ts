import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from './support/a11y';
import { launchBrowser, signIn } from './support/browser';

/**
 * Sharing on a phone first (issue 45): the fundraiser's dashboard opens on the shop link, its QR code and
 * the share card, above the figures, with the link never split inside the code; the student has the same
 * QR code on My Code & Assets.
 */
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function signedIn(email: string, width: number): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize({ width, height: 800 });
  await signIn(page, email);
  return page;
}

const cardOf = (page: Page, title: string) =>
  page.locator('[data-slot="card"]').filter({ has: page.locator('[data-slot="card-title"]', { hasText: title }) });

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Not on screen');
  return box;
}

/** On how many lines the code shows inside the link: 1 when it is never broken. */
const linesOfCodeIn = (link: Locator, code: string) =>
  link.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }
    return 0;
  }, code);

/** Waits for the QR code picture to be drawn, and says whether it was. */
const drawn = (image: Locator) =>
  image.evaluate((element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0);

describe('sharing first', () => {
  it.each([375, 1280])("puts the fundraiser's link, QR code and share card above the figures at %i px wide", async (width) => {
    const page = await signedIn('fundraiser@example.com', width);
    await page.goto('/fundraiser/dashboard');
    const link = page.getByRole('group', { name: 'Shop link' });
    await link.waitFor();
    await page.getByRole('img', { name: 'QR code of your shop link, with your code JORDANHHS' }).waitFor();

    const progress = await boxOf(cardOf(page, 'Your Progress'));
    const shirtsSold = await boxOf(page.getByRole('group', { name: 'Shirts Sold' }));
    const shareTools = [
      await boxOf(cardOf(page, 'Your Shop Link')),
      await boxOf(cardOf(page, 'Your QR Code')),
      await boxOf(cardOf(page, 'Share Card')),
    ];
    const firstFigure = Math.min(progress.y, shirtsSold.y);
    expect(shareTools.map((box) => box.y + box.height <= firstFigure)).toEqual([true, true, true]);
    expect(await page.getByRole('button', { name: 'Copy Link' }).isVisible()).toBe(true);

    expect(await link.textContent()).toMatch(/^http:\/\/.+\/r\/JORDANHHS$/);
    expect(await linesOfCodeIn(link, 'JORDANHHS')).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await expectAccessible(page);
  });

  it.each([375, 1280])('gives the student their QR code on My Code & Assets at %i px wide', async (width) => {
    const page = await signedIn('student@example.com', width);
    await page.goto('/code-assets');
    const qr = page.getByRole('img', { name: 'QR code of your shop link, with your code SAMR' });
    await qr.waitFor();

    expect(await drawn(qr)).toBe(true);
    expect(await page.getByRole('button', { name: 'Download QR code' }).isEnabled()).toBe(true);
    expect(await linesOfCodeIn(page.getByRole('group', { name: 'Tracked link' }), 'SAMR')).toBe(1);
    await expectAccessible(page);
  });
});
