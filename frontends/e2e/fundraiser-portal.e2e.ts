import { sendStoreWebhook, storeOrderPayload } from '@app/scripts/src/store/store-order';
import type { Page } from 'playwright-core';
import { baseUrl } from './stack';
import { launchBrowser, signIn } from './support/browser';

/** The demo fundraiser's dashboard and campaign leaderboard (spec part 1, section 2.11). */
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function fundraiserPage(width = 1280): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize({ width, height: 800 });
  await signIn(page, 'fundraiser@example.com');
  return page;
}

const totalSalesOf = (page: Page) => page.locator('[data-slot="card"]', { hasText: 'Total Sales' });

describe('the fundraiser portal', () => {
  it.each([1280, 375])('shows the dashboard and the campaign leaderboard at %i px wide, without sideways scrolling', async (width) => {
    const page = await fundraiserPage(width);

    await page.goto('/fundraiser/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByText('Sell 10 shirts to unlock special recognition!').waitFor();
    await page.getByText('Hillside High School Shirt Drive').waitFor();
    await page.getByText('JORDANHHS').first().waitFor();
    await page.getByRole('button', { name: 'Download QR code' }).waitFor();
    const overflowOnDashboard = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    await page.goto('/fundraiser/leaderboard');
    await page.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
    await page.getByText(/You are currently ranked #\d+ in your campaign/).waitFor();
    await page.getByRole('main').getByText('Riley Chen').waitFor();
    await page.getByRole('main').getByText('Jordan Lee').waitFor();
    const overflowOnLeaderboard = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    expect([overflowOnDashboard, overflowOnLeaderboard]).toEqual([0, 0]);
  });

  it('moves the dashboard without a reload after an order for their code, and overtakes the rival on the leaderboard', async () => {
    const page = await fundraiserPage();
    await page.goto('/fundraiser/dashboard');
    const totalSales = totalSalesOf(page);
    await totalSales.getByText(/^\d+$/).waitFor();
    const before = Number(await totalSales.getByText(/^\d+$/).innerText());

    expect(await sendStoreWebhook(baseUrl(), 'orders/paid', storeOrderPayload({ code: 'JORDANHHS', quantity: 3, unitPrice: 25 }))).toBe(
      200,
    );

    // No reload: the dashboard refreshes its totals on its own within 30 seconds. Another journey may add
    // sales for the same code meanwhile, so the count is at least three more.
    await totalSales
      .getByText(/^\d+$/)
      .filter({ hasText: new RegExp(`^(${Array.from({ length: 20 }, (_, i) => before + 3 + i).join('|')})$`) })
      .waitFor({ timeout: 45_000 });
    await page.goto('/fundraiser/leaderboard');
    await page.getByText('You are currently ranked #1 in your campaign').waitFor();
  });
});
