import { campaignSlug } from '@app/shared/slug';
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

/** The Shirts Sold card's number and the demo fundraiser's row, as the page shows them. */
async function readPage(page: Page): Promise<{ shirts: number; jordan: number }> {
  const totals = page.getByRole('region', { name: 'Campaign totals' });
  const shirts = number(await totals.locator('p.text-3xl').first().innerText());
  const jordanRow = page.getByRole('listitem').filter({ hasText: 'Jordan Lee' });
  const jordan = number(await jordanRow.getByText(/shirts?$/).innerText());
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

    // Orders are attributed asynchronously (webhook → events → consumer): reload until it shows.
    const deadline = Date.now() + 30_000;
    let after = before;
    while (after.shirts === before.shirts && Date.now() < deadline) {
      await page.waitForTimeout(500);
      await page.reload();
      await page.getByRole('list', { name: 'Member Leaderboard' }).waitFor();
      after = await readPage(page);
    }
    expect(after.shirts).toBe(before.shirts + 3);
    expect(after.jordan).toBe(before.jordan + 3);
    const totals = page.getByRole('region', { name: 'Campaign totals' });
    await totals.getByText(`$${(after.shirts * 5).toLocaleString('en-US')}`, { exact: true }).waitFor();
  });

  it("shows 'Campaign not found' for an unknown slug", async () => {
    const page = await browser.newPage();
    await page.goto('/campaign/no-such-campaign');

    await page.getByRole('heading', { name: 'Campaign not found' }).waitFor();
    await page.getByText("The campaign you're looking for might not exist or is no longer active.").waitFor();
  });
});
