import type { Page } from 'playwright-core';
import { launchBrowser, signIn } from './support/browser';

/** The fundraiser's share card (issue 25): previewed on the dashboard and downloaded as the PNG the server draws. */
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** How far the page scrolls sideways: 0 when it fits the window's width. */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("the fundraiser's share card", () => {
  it.each([1280, 375])('previews the campaign’s card on the dashboard at %i px wide and downloads it as a PNG', async (width) => {
    const page = await browser.newPage();
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, 'fundraiser@example.com');

    await page.goto('/fundraiser/dashboard');
    const download = page.getByRole('link', { name: 'Download share card' });
    await download.waitFor();
    const preview = page.getByRole('img', { name: /^Share card of Hillside High School Shirt Drive/ });
    await preview.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0,
      await preview.elementHandle(),
    );
    const href = await download.getAttribute('href');
    const answer = await page.request.get(href!);
    await download.screenshot({ path: `/tmp/share-card-link-${width}.png` });
    await page.screenshot({ path: `/tmp/share-card-dashboard-${width}.png`, fullPage: true });

    expect(href).toMatch(/^\/campaign\/[^/]+\/share-card\.png$/);
    expect(await download.getAttribute('download')).toMatch(/-share-card\.png$/);
    expect(await preview.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight])).toEqual([1200, 630]);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    expect((await answer.body()).subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(await sidewaysScroll(page)).toBe(0);
    await page.close();
  });
});
