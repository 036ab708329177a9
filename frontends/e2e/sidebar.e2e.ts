import { adminRoutes } from '@app/admin/routes';
import type { Page } from 'playwright-core';
import { launchBrowser, signIn } from './support/browser';

let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** The admin sidebar's links, one per page (two for the ambassadors screen, one per audience), from the manifest. */
const ADMIN_LINKS = adminRoutes.routes.flatMap(({ sidebar = [] }) => [sidebar].flat().map(({ label }) => label));

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

  it("shows every admin page's link at once, each reachable by keyboard, at 1280 px and in the slide-over at 375 px", async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin@example.com');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ADMIN_LINKS) expect(await nav.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { pressed: true }).count()).toBe(0);

    // Tab from the top of the page passes every link of the sidebar.
    const tabbedTo = new Set<string>();
    for (let step = 0; step < 40 && tabbedTo.size < ADMIN_LINKS.length; step++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.closest('nav[aria-label="Main"] a')?.textContent.trim());
      if (focused) tabbedTo.add(focused);
    }
    expect([...tabbedTo].sort()).toEqual([...ADMIN_LINKS].sort());
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Fundraising Performance' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Performance' }).getAttribute('aria-current')).toBe('page');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin/submissions');
    await page.getByRole('heading', { level: 1, name: 'Submissions Review' }).waitFor();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const slideOver = page.getByRole('dialog', { name: 'Navigation' });
    for (const label of ADMIN_LINKS) expect(await slideOver.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
    expect(await slideOver.getByRole('link', { name: 'Submissions' }).getAttribute('aria-current')).toBe('page');

    // The last link, below the fold of a phone's slide-over, is scrolled to and followed.
    await slideOver.getByRole('link', { name: 'Performance' }).click();
    await page.getByRole('heading', { level: 1, name: 'Fundraising Performance' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it("keeps the ambassadors list's audience and search in its address: a reload of ?type=fundraiser lists the fundraisers", async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin@example.com');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    await page.goto('/admin/ambassadors?type=fundraiser');
    await page.getByLabel('Search ambassadors').fill('@example.com');
    await page.waitForURL((url) => url.search === '?type=fundraiser&q=%40example.com');
    await page.reload();

    await page.getByRole('heading', { level: 1, name: 'Fundraising Ambassadors' }).waitFor();
    await page.getByRole('button', { name: 'View Jordan Lee' }).first().waitFor();
    expect(await page.getByLabel('Search ambassadors').inputValue()).toBe('@example.com');
    expect(await page.getByRole('button', { name: 'View Sam Rivera' }).count()).toBe(0);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Fundraising Ambassadors' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Student Ambassadors' }).getAttribute('aria-current')).toBeNull();

    await nav.getByRole('link', { name: 'Student Ambassadors' }).click();

    await page.getByRole('heading', { level: 1, name: 'Student Ambassadors' }).waitFor();
    await page.waitForURL((url) => url.search === '?type=student');
    await page.getByRole('button', { name: 'View Sam Rivera' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'View Jordan Lee' }).count()).toBe(0);
  });
});
