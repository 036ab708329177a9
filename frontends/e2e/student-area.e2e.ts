import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { givenObjectiveStatus } from '@app/scripts/src/tools/arrange-local-stack';
import { sendStoreWebhook, storeOrderPayload } from '@app/scripts/src/store/store-order';
import type { Page } from 'playwright-core';
import { baseUrl } from './stack';
import { launchBrowser, signIn } from './support/browser';
import { stackSettled } from './support/stack-state';

/** The demo student's journeys through their area (spec part 1, section 2.10), as a person does them. */
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const STUDENT = 'student@example.com';
const STUDENT_CODE = 'SAMR';

const pages: Array<[string, string, string]> = [
  ['/', 'Home', 'Start Here'],
  ['/objectives', 'My Objectives', 'Introduce Yourself'],
  ['/code-assets', 'My Code & Assets', 'Brand Assets'],
  ['/submissions', 'My Submissions', 'Introduce Yourself'],
  ['/messages', 'Messages', 'Welcome to the programme!'],
  ['/impact', 'My Impact', 'Climate Impact'],
  ['/account', 'My Account', 'Save Changes'],
];

async function studentPage(width = 1280): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize({ width, height: 800 });
  await signIn(page, STUDENT);
  return page;
}

describe('the student area', () => {
  it.each([1280, 375])('opens every page with its content at %i px wide, without sideways scrolling', async (width) => {
    const page = await studentPage(width);
    for (const [route, heading, content] of pages) {
      await page.goto(route);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByText(content, { exact: false }).first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect({ route, overflow }).toEqual({ route, overflow: 0 });
    }
  });

  it('copies the personal code', async () => {
    const page = await studentPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto('/code-assets');

    await page.getByRole('button', { name: 'Copy Code' }).first().click();

    await page.getByText('Code copied!', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(STUDENT_CODE);
  });

  it('submits a link proof and a file proof, and sees both under review', async () => {
    // Objective 2 takes a link and 3 an upload; an admin would have assigned 3 (the admin screens come
    // later). Setting both makes the journey repeatable on a stack it already ran against.
    await givenObjectiveStatus(baseUrl(), STUDENT, 2, 'assigned');
    await givenObjectiveStatus(baseUrl(), STUDENT, 3, 'assigned');
    const page = await studentPage();
    await page.goto('/submissions');

    await page.getByRole('button', { name: 'Submit Work' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Objective').selectOption({ label: 'Objective 2: Share Your Shop Link' });
    await dialog.getByLabel('URL').fill('https://example.com/my-shop-post');
    await dialog.getByRole('button', { name: 'Submit Work' }).click();
    await page.getByText('Submission successful!', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'proof-')), 'my-post.png');
    fs.copyFileSync(path.join(__dirname, '../../scripts/src/seed/files/post-template.png'), photo);
    await page.getByRole('button', { name: 'Submit Work' }).first().click();
    await dialog.getByLabel('Objective').selectOption({ label: 'Objective 3: Post a Social Media Template' });
    await dialog.getByLabel('Upload File').check();
    await dialog.getByLabel('Your file').setInputFiles(photo);
    // The upload finished: its file is named once more, as uploaded.
    await dialog.getByText('Uploaded my-post.png').waitFor();
    await dialog.getByLabel('Alt Text (optional)').fill('My story with the goal post');
    await dialog.getByRole('button', { name: 'Submit Work' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Under Review' }).click();
    const underReview = page.getByRole('tabpanel');
    await underReview.getByText('Share Your Shop Link').first().waitFor();
    await underReview.getByText('Post a Social Media Template').first().waitFor();
    await underReview
      .getByRole('link', { name: /my-post\.png/ })
      .first()
      .waitFor();
    await page.goto('/objectives');
    await page.getByRole('button', { name: 'Under Review' }).nth(1).waitFor();
    expect(await page.getByRole('button', { name: 'Under Review' }).count()).toBe(2);
  });

  it('saves the account and shows it after a reload', async () => {
    const page = await studentPage();
    await page.goto('/account');
    const organization = `Hillside High School ${Date.now() % 1000}`;

    await page.getByLabel('Organization').fill(organization);
    await page.getByLabel('Social Media Handles').fill('@sam.sells.tees');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated').first().waitFor();
    await page.reload();

    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    expect(await page.getByLabel('Organization').inputValue()).toBe(organization);
    expect(await page.getByLabel('Social Media Handles').inputValue()).toBe('@sam.sells.tees');
    expect(await page.getByLabel('Email').isEditable()).toBe(false);
  });

  it('shows a new sale on Home, My Impact and the leaderboard without a reload', async () => {
    const page = await studentPage();
    await page.goto('/');
    const shirtsSold = page.locator('dt', { hasText: 'Shirts Sold' }).locator('xpath=following-sibling::dd');
    await shirtsSold.getByText(/^\d+$/).waitFor();
    const shirtsBefore = Number(await shirtsSold.innerText());
    await page.goto('/impact');
    const ordersCard = page.getByRole('group', { name: 'Total Orders' });
    await ordersCard.waitFor();
    const ordersBefore = Number((await ordersCard.locator('p').first().innerText()).replace(/\D/g, ''));

    expect(await sendStoreWebhook(baseUrl(), 'orders/paid', storeOrderPayload({ code: STUDENT_CODE, quantity: 2, unitPrice: 25 }))).toBe(
      200,
    );

    await stackSettled();
    // The page is not reloaded: the totals refresh on their own within 30 seconds.
    await ordersCard.getByText(String(ordersBefore + 1), { exact: true }).waitFor({ timeout: 45_000 });
    await page.goto('/');
    await shirtsSold.getByText(String(shirtsBefore + 2), { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    const samsRow = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Sam Rivera' });
    await samsRow.getByText(`${shirtsBefore + 2} shirts`).waitFor();
  });
});
