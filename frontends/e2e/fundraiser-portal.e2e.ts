import { sendStoreWebhook, storeOrderPayload } from '@app/scripts/src/store/store-order';
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { baseUrl } from './stack';
import { launchBrowser, signIn } from './support/browser';
import { stackSettled } from './support/stack-state';

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

const totalSalesOf = (page: Page) => page.getByRole('group', { name: 'Shirts Sold' });

/** How far the page scrolls sideways: 0 when it fits the window's width. */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * How far a dialog reaches past the window's sides or scrolls sideways inside itself: 0 when it fits. A
 * dialog is fixed, so it never makes the page scroll; it is measured on its own.
 */
const sidewaysOverflowOf = (dialog: Locator) =>
  dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const outside = Math.max(0, -box.left) + Math.max(0, box.right - document.documentElement.clientWidth);
    return Math.max(outside, element.scrollWidth - element.clientWidth);
  });

/** The unread count the sidebar's Messages link carries ("Messages (2 unread)" to a screen reader), 0 when it has none. */
async function unreadCountOf(page: Page): Promise<number> {
  const text = await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Messages/ })
    .textContent();
  return Number(/\((\d+) unread\)/.exec(text ?? '')?.[1] ?? 0);
}

/** Opens every template card's message on the visible tab, so the longest text is on screen. */
async function showEveryMessage(page: Page): Promise<void> {
  const show = page.getByRole('tabpanel').getByRole('button', { name: 'Show Message' });
  await show.first().waitFor();
  // An opened card's button becomes 'Hide Message', so the first closed one is always next.
  while ((await show.count()) > 0) await show.first().click();
}

describe('the fundraiser portal', () => {
  it.each([1280, 375])('shows the dashboard and the campaign leaderboard at %i px wide, without sideways scrolling', async (width) => {
    const page = await fundraiserPage(width);

    await page.goto('/fundraiser/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByText('Sell 10 shirts to unlock special recognition!').waitFor();
    await page.getByText('Hillside High School Shirt Drive').waitFor();
    await page.getByText('JORDANHHS').first().waitFor();
    await page.getByRole('button', { name: 'Download QR code' }).waitFor();
    const overflowOnDashboard = await sidewaysScroll(page);

    await page.goto('/fundraiser/leaderboard');
    await page.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
    await page.getByText(/You are currently ranked #\d+ in your campaign/).waitFor();
    await page.getByRole('main').getByText('Riley C.').waitFor();
    await page.getByRole('main').getByText('Jordan Lee').waitFor();
    const overflowOnLeaderboard = await sidewaysScroll(page);

    expect([overflowOnDashboard, overflowOnLeaderboard]).toEqual([0, 0]);
  });

  it.each([1280, 375])(
    "shows the campaign's progress and the QR code on the dashboard at %i px wide, and downloads the QR code as a PNG",
    async (width) => {
      const page = await fundraiserPage(width);
      await page.goto('/fundraiser/dashboard');

      const progress = page.getByRole('region', { name: 'Campaign progress' });
      await progress.getByText(/raised of \$2,500/).waitFor();
      await progress.getByText(/^[\d.]+%$/).waitFor();
      expect(await progress.getByRole('progressbar').getAttribute('aria-valuetext')).toMatch(/^\$[\d,]+ of \$2,500 \([\d.]+%\)$/);
      expect(await page.getByRole('link', { name: /^View campaign page/ }).getAttribute('href')).toBe(
        '/campaign/hillside-high-school-shirt-drive?member=JORDANHHS',
      );

      const qr = page.getByRole('img', { name: 'QR code of your shop link, with your code JORDANHHS' });
      await qr.waitFor();
      expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download QR code' }).click()]);
      expect(download.suggestedFilename()).toBe('JORDANHHS-qr.png');
      const png = fs.readFileSync(await download.path());
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(await sidewaysScroll(page)).toBe(0);
    },
  );

  it('moves the dashboard without a reload after an order for their code, and overtakes the rival on the leaderboard', async () => {
    const page = await fundraiserPage();
    await page.goto('/fundraiser/dashboard');
    const totalSales = totalSalesOf(page);
    await totalSales.getByText(/^\d+$/).waitFor();
    const before = Number(await totalSales.getByText(/^\d+$/).innerText());

    expect(await sendStoreWebhook(baseUrl(), 'orders/paid', storeOrderPayload({ code: 'JORDANHHS', quantity: 3, unitPrice: 25 }))).toBe(
      200,
    );

    await stackSettled();
    // No reload: the dashboard refreshes its totals on its own within 30 seconds. Another journey may add
    // sales for the same code meanwhile, so the count is at least three more.
    await totalSales
      .getByText(/^\d+$/)
      .filter({ hasText: new RegExp(`^(${Array.from({ length: 20 }, (_, i) => before + 3 + i).join('|')})$`) })
      .waitFor({ timeout: 45_000 });
    await page.goto('/fundraiser/leaderboard');
    await page.getByText('You are currently ranked #1 in your campaign').waitFor();
  });

  it('reads a message the admin sent, and the sidebar count of unread messages goes down once it is opened', async () => {
    const subject = `Your campaign this week ${Date.now()}`;
    const admin = await browser.newPage();
    await signIn(admin, 'admin@example.com');
    await admin.goto('/admin/messaging');
    await admin.getByRole('radio', { name: 'Individual message' }).check();
    await admin.getByRole('combobox', { name: 'Ambassador', disabled: false }).fill('fundraiser@example.com');
    await admin.getByRole('option', { name: /fundraiser@example\.com/ }).click();
    await admin.getByLabel('Subject (optional)').fill(subject);
    await admin.getByLabel('Message', { exact: true }).fill('Great start: three more shirts and you pass Riley.');
    await admin.getByRole('button', { name: 'Send Message' }).click();
    await admin.getByText('Message sent successfully', { exact: true }).waitFor();

    const page = await fundraiserPage();
    await page.goto('/fundraiser/messages');
    await page.getByText(subject).first().waitFor();
    const unreadBefore = await unreadCountOf(page);
    expect(unreadBefore).toBeGreaterThanOrEqual(1);
    await page.getByText(subject).first().click();
    await page.getByRole('dialog').getByText('Great start: three more shirts and you pass Riley.').waitFor();
    await page.keyboard.press('Escape');
    const after = unreadBefore - 1;
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: after ? `Messages (${after} unread)` : 'Messages', exact: true })
      .waitFor();

    const phone = await fundraiserPage(375);
    await phone.goto('/fundraiser/messages');
    await phone.getByText(subject).first().waitFor();
    expect(await sidewaysScroll(phone)).toBe(0);
  });

  it('shows the templates, the Use Template dialog, Start Here and its social template dialog at 375 px wide, without sideways scrolling', async () => {
    const page = await fundraiserPage(375);

    await page.goto('/fundraiser/templates');
    await page.getByRole('heading', { level: 1, name: 'Templates' }).waitFor();
    await page.getByRole('button', { name: 'Use Letter to a teacher' }).waitFor();
    await showEveryMessage(page);
    const overflowOnEmailTab = await sidewaysScroll(page);
    await page.getByRole('tab', { name: /^SMS Templates \(\d+\)$/ }).click();
    await showEveryMessage(page);
    await page
      .getByText(/^Character count: \d+\/160$/)
      .first()
      .waitFor();
    const overflowOnSmsTab = await sidewaysScroll(page);

    await page.getByRole('tab', { name: /^Email Templates \(\d+\)$/ }).click();
    await page.getByRole('button', { name: 'Use Letter to a teacher' }).click();
    const dialog = page.getByRole('dialog', { name: 'Use Template: Letter to a teacher' });
    await dialog.getByLabel('Recipient Email *').fill('ms.rivera@example.com');
    await dialog.getByLabel('Teacher name *').fill('Ms. Rivera');
    await dialog.getByRole('link', { name: 'Open in Outlook' }).waitFor();
    const overflowInDialog = await sidewaysOverflowOf(dialog);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.goto('/fundraiser/start-here');
    await page.getByText('Your Mission').waitFor();
    await page.getByText(/^\d+\/\d+ completed \(\d+%\)$/).waitFor();
    await page.getByRole('button', { name: 'Get Email Template' }).waitFor();
    await page.getByText("You've got this!").waitFor();
    const overflowOnStartHere = await sidewaysScroll(page);
    await page.getByRole('button', { name: 'Download Template' }).click();
    const social = page.getByRole('dialog', { name: 'Fundraiser story' });
    await social.getByLabel('Personalized Caption').waitFor();
    const overflowInSocialDialog = await sidewaysOverflowOf(social);

    expect({ overflowOnEmailTab, overflowOnSmsTab, overflowInDialog, overflowOnStartHere, overflowInSocialDialog }).toEqual({
      overflowOnEmailTab: 0,
      overflowOnSmsTab: 0,
      overflowInDialog: 0,
      overflowOnStartHere: 0,
      overflowInSocialDialog: 0,
    });
  });

  it('completes and unmarks a Start Here step, and opens its template', async () => {
    const page = await fundraiserPage(375);
    await page.goto('/fundraiser/start-here');
    await page.getByText('Your Mission').waitFor();
    const box = page.getByRole('checkbox', { name: 'Mark step 1 as completed' });
    expect(await box.isChecked()).toBe(false);

    await box.check();
    await page.getByText('Great job completing step 1!', { exact: true }).waitFor();
    await page.getByText('1/3 completed (33%)').waitFor();
    await page.reload();
    expect(await page.getByRole('checkbox', { name: 'Mark step 1 as completed' }).isChecked()).toBe(true);

    await page.getByRole('checkbox', { name: 'Mark step 1 as completed' }).uncheck();
    await page.getByText('Step 1 has been unmarked as completed.', { exact: true }).waitFor();
    await page.getByText('0/3 completed (0%)').waitFor();

    await page.getByRole('button', { name: 'Get Text Template' }).click();
    await page.getByRole('dialog', { name: 'Use Template: Family text' }).getByText("Hi! It's Jordan.", { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Download Template' }).click();
    const social = page.getByRole('dialog', { name: 'Fundraiser story' });
    expect(await social.getByLabel('Personalized Caption').inputValue()).toContain('JORDANHHS');
  });

  it("fills a campaign template's custom fields and pre-fills the Gmail link with its subject and body", async () => {
    const page = await fundraiserPage();
    await page.goto('/fundraiser/templates');
    await page.getByRole('tab', { name: /^Email Templates \(\d+\)$/ }).waitFor();
    await page.getByRole('button', { name: 'Use Letter to a teacher' }).click();
    const dialog = page.getByRole('dialog', { name: 'Use Template: Letter to a teacher' });

    await dialog.getByLabel('Recipient Email *').fill('ms.rivera@example.com');
    await dialog.getByLabel('Teacher name *').fill('Ms. Rivera');
    await dialog.getByLabel('Personal note').fill('Our team is two shirts from the lead!');
    const gmail = new URL((await dialog.getByRole('link', { name: 'Open in Gmail' }).getAttribute('href'))!);

    expect(gmail.searchParams.get('to')).toBe('ms.rivera@example.com');
    expect(gmail.searchParams.get('su')).toBe('Hillside High School shirt drive: can you share it with your class, Ms. Rivera?');
    const body = gmail.searchParams.get('body')!;
    expect(body).toContain('Dear Ms. Rivera,');
    expect(body).toContain(
      "I'm Jordan, one of the ambassadors of the Hillside High School Shirt Drive. Our team is two shirts from the lead!",
    );
    expect(body).toContain('code JORDANHHS (');
    expect(body).toContain('Jordan Lee');
    expect(body).not.toMatch(/\{\w+\}/);
  });
});
