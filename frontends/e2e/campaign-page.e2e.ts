import { campaignSlug } from '@app/shared/campaigns';
import { trackedLinkPath } from '@app/shared/links';
import type { Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { LAYOUT_WIDTHS, layoutProblems } from './support/layout';
import { sendStoreOrder } from './support/stack-state';

let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const slug = campaignSlug('Hillside High School Shirt Drive');
const number = (text: string) => Number(text.replace(/[^0-9]/g, ''));
/** Jordan's tracked link as the page's buttons carry it: counted as shared on the campaign page. */
const JORDANS_LINK = trackedLinkPath('JORDANHHS', 'campaign_page');
/** The campaign's own code (issue 45, from its acronym): a shirt bought with it counts for the campaign and no member. */
const CAMPAIGN_CODE = 'HHS';

/** The Shirts Sold card's number and the demo fundraiser's row, as the page shows them. */
async function readPage(page: Page): Promise<{ shirts: number; jordan: number }> {
  const totals = page.getByRole('region', { name: 'Campaign totals' });
  const shirts = number(await totals.locator('p.text-3xl').first().innerText());
  const jordanRow = page.getByRole('listitem').filter({ hasText: 'Jordan L.' });
  const jordan = number(await jordanRow.getByText(/^[\d,]+ shirts?$/).innerText());
  return { shirts, jordan };
}

describe('the public campaign page', () => {
  it("shows the seeded campaign's totals and leaderboard, and both move after an order", async () => {
    const page = await browser.newPage();
    await page.goto(`/campaign/${slug}`);
    await page.getByRole('heading', { level: 1, name: 'Hillside High School Shirt Drive' }).waitFor();
    await page.getByRole('list', { name: 'Member Leaderboard' }).waitFor();
    await page.getByText('Generated for Hillside High School').waitFor();
    const before = await readPage(page);
    for (const width of LAYOUT_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      expect({ width, problems: await layoutProblems(page) }).toEqual({ width, problems: [] });
    }

    await sendStoreOrder('JORDANHHS', 3);

    // A visitor who opens the page once the stack has taken the order in (a tab of their own: this one's
    // cache may keep the page's data for the 30 seconds its answers allow).
    const visitor = await browser.newPage();
    await visitor.goto(`/campaign/${slug}`);
    await visitor.getByRole('list', { name: 'Member Leaderboard' }).waitFor();
    const after = await readPage(visitor);
    expect(after.shirts).toBe(before.shirts + 3);
    expect(after.jordan).toBe(before.jordan + 3);
    const totals = visitor.getByRole('region', { name: 'Campaign totals' });
    await totals.getByText(`$${(after.shirts * 5).toLocaleString('en-US')}`, { exact: true }).waitFor();
  });

  it("counts a shirt bought with the campaign's own code for the campaign and for no member (issue 45)", async () => {
    const page = await browser.newPage();
    await page.goto(`/campaign/${slug}`);
    await page.getByRole('list', { name: 'Member Leaderboard' }).waitFor();
    const before = await readPage(page);

    await sendStoreOrder(CAMPAIGN_CODE, 2);

    const visitor = await browser.newPage();
    await visitor.goto(`/campaign/${slug}`);
    await visitor.getByRole('list', { name: 'Member Leaderboard' }).waitFor();
    expect(await readPage(visitor)).toEqual({ shirts: before.shirts + 2, jordan: before.jordan });
  });

  it.each(LAYOUT_WIDTHS)(
    "sells at %i px wide: the shirt, progress to the target, a Support button per member, a Buy button with the campaign's own code and a way to join",
    async (width) => {
      const page = await browser.newPage();
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/campaign/${slug}`);
      const hero = page.getByRole('region', { name: 'Campaign' });
      await hero.getByRole('heading', { level: 1, name: 'Hillside High School Shirt Drive' }).waitFor();

      const progress = page.getByRole('region', { name: 'Progress to target' });
      await progress.getByText(/^[\d.]+% of the \$2,500 target$/).waitFor();
      const bar = progress.getByRole('progressbar', { name: 'Raised toward the target' });
      expect(await bar.getAttribute('aria-valuetext')).toMatch(/^\$[\d,]+ of \$2,500 \([\d.]+%\)$/);

      const shirt = hero.getByRole('img', { name: 'The Climate Tee' });
      await shirt.waitFor();
      await page.waitForFunction((img) => img instanceof HTMLImageElement && img.complete, await shirt.elementHandle());
      expect(await shirt.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      const jordanRow = page.getByRole('listitem').filter({ hasText: 'Jordan L.' });
      const support = jordanRow.getByRole('link', { name: /^Support Jordan L\./ });
      expect(await support.getAttribute('href')).toBe(JORDANS_LINK);
      // Never the top member's code, which would feed the leader (issue 45).
      const buy = hero.getByRole('link', { name: /^Buy a shirt/ });
      expect(await buy.getAttribute('href')).toBe(trackedLinkPath(CAMPAIGN_CODE, 'campaign_page'));
      expect(await buy.getAttribute('target')).toBe('_blank');
      expect(await hero.getByRole('link', { name: 'Join as a member' }).getAttribute('href')).toBe(
        `/fundraiser/campaigns?campaign=${slug}`,
      );

      expect({ width, problems: await layoutProblems(page) }).toEqual({ width, problems: [] });
    },
  );

  it.each(LAYOUT_WIDTHS)(
    "preselects the member whose link the visitor came through at %i px, and ignores a code it doesn't know",
    async (width) => {
      const page = await browser.newPage();
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/campaign/${slug}?member=jordanhhs`);
      const hero = page.getByRole('region', { name: 'Campaign' });
      const buy = hero.getByRole('link', { name: /^Support Jordan L\./ });
      await buy.waitFor();
      expect(await buy.getAttribute('href')).toBe(JORDANS_LINK);
      const jordanRow = page.getByRole('listitem').filter({ hasText: 'Jordan L.' });
      expect(await jordanRow.getAttribute('aria-current')).toBe('true');
      expect({ width, problems: await layoutProblems(page) }).toEqual({ width, problems: [] });

      await page.goto(`/campaign/${slug}?member=NOBODY123`);
      await page
        .getByRole('region', { name: 'Campaign' })
        .getByRole('link', { name: /^Buy a shirt/ })
        .waitFor();
      expect(await page.locator('li[aria-current]').count()).toBe(0);
    },
  );

  it('serves the campaign in its first HTML, with its share tags, and the app takes it over without fetching it again', async () => {
    const page = await browser.newPage();
    const pageDataRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/leaderboards/campaign-pages/')) pageDataRequests.push(request.url());
    });
    // A hydration that does not match the server's markup is reported as an error (React's #418 in production).
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    const response = await page.goto(`/campaign/${slug}?member=jordanhhs`);
    const html = await response!.text();

    // Before any script runs: the content, the preselected member, the title and the tags a share preview reads.
    expect(html).toMatch(/<h1[^>]*>Hillside High School Shirt Drive<\/h1>/);
    expect(html).toContain('Support Jordan L.');
    expect(html).toContain('<title>Hillside High School Shirt Drive | Hillside High School</title>');
    expect(html).toContain('<meta property="og:title" content="Hillside High School Shirt Drive | Hillside High School"/>');
    expect(html).toMatch(/<meta property="og:description" content="\$[\d,]+ raised for Hillside High School/);
    expect(html).toContain(`/campaign/${slug}"/>`);
    // Then the campaign page application hydrates it: the page works (the member links) with the data the HTML carried.
    await page.waitForFunction(() => !document.querySelector('[data-server-rendered]'));
    await page.waitForLoadState('networkidle');
    const jordanRow = page.getByRole('listitem').filter({ hasText: 'Jordan L.' });
    expect(await jordanRow.getAttribute('aria-current')).toBe('true');
    expect(pageDataRequests).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('answers a slug it cannot serve with 404 and the not-found page, an overlong one too', async () => {
    const page = await browser.newPage();

    const overlong = await page.goto(`/campaign/${'x'.repeat(201)}`);

    expect(overlong!.status()).toBe(404);
    expect(overlong!.headers()['content-type']).toBe('text/html; charset=utf-8');
    await page.getByRole('alert').waitFor();
  });

  it("shows 'Campaign not found' for an unknown slug", async () => {
    const page = await browser.newPage();
    const response = await page.goto('/campaign/no-such-campaign');
    expect(response!.status()).toBe(404);

    await page.getByRole('heading', { name: 'Campaign not found' }).waitFor();
    await page.getByText("The campaign you're looking for might not exist or is no longer active.").waitFor();
    // Not a dead end (issue 45): the active campaigns, and the shop.
    const elsewhere = page.getByRole('navigation', { name: 'Elsewhere' });
    await elsewhere.getByRole('link', { name: /^Hillside High School Shirt Drive/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Hillside High School Shirt Drive' }).waitFor();
    await page.goBack();
    const shopLink = await elsewhere.getByRole('link', { name: 'Visit the shop' }).getAttribute('href');
    expect(shopLink).toBe('/shop');
    const shop = await page.request.get(shopLink!, { maxRedirects: 0 });
    expect(shop.status()).toBe(302);
  });
});
