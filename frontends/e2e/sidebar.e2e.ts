import type { Page } from 'playwright-core';
import { launchBrowser, signIn } from './support/browser';

let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const sidebarState = (page: Page) => page.locator('[data-sidebar="sidebar"]').getAttribute('data-state');

describe('the sidebar', () => {
  it('collapses with Ctrl+B and stays collapsed after a reload', async () => {
    const page = await browser.newPage();
    await signIn(page, 'student@example.com');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect(await sidebarState(page)).toBe('expanded');

    await page.keyboard.press('Control+b');

    await page.locator('[data-sidebar="sidebar"][data-state="collapsed"]').waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect(await sidebarState(page)).toBe('collapsed');
  });

  it('highlights the current page, and / only on /', async () => {
    const page = await browser.newPage();
    await signIn(page, 'student@example.com');

    // The sidebar's own links: Home's page has links of its own (its next objective's).
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Objectives' }).click();

    await page.getByRole('heading', { level: 1, name: 'My Objectives' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Objectives' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('is a slide-over on a narrow screen', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 600, height: 800 });
    await signIn(page, 'fundraiser@example.com');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('link', { name: 'Leaderboard' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'Leaderboard' }).click();

    await page.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it("follows the admin's page: a fundraiser page opened from the address bar shows and highlights its group, at 1280 and 375 px", async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin@example.com');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    await page.goto('/admin/campaigns');

    await page.getByRole('heading', { level: 1, name: 'Fundraising Campaigns' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Campaigns' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByText('Student Management').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Fundraisers' }).getAttribute('aria-pressed')).toBe('true');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin/submissions');
    await page.getByRole('heading', { level: 1, name: 'Submissions Review' }).waitFor();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const slideOver = page.getByRole('dialog', { name: 'Navigation' });
    expect(await slideOver.getByRole('link', { name: 'Submissions' }).getAttribute('aria-current')).toBe('page');
    expect(await slideOver.getByRole('button', { name: 'Students' }).getAttribute('aria-pressed')).toBe('true');
  });
});
