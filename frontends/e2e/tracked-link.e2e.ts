import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { launchBrowser, signIn } from './support/browser';
import { layoutProblems } from './support/layout';
import { stackSettled } from './support/stack-state';

/**
 * Tracked links (issue 25): a visitor follows the demo student's /r/ link and reaches the store with the
 * code, and the click shows on the student's /impact, counted for its source (by the bus's consumer, a
 * moment after the redirect). The visitor's user agent is
 * a browser's (headless Chromium's own names it a machine, which is not counted) and new on every run, so
 * a run within 30 minutes of another is not a repeat.
 */
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const CODE = 'SAMR';

/** The Instagram clicks /impact shows, 0 before the first. */
async function instagramClicks(page: Page): Promise<number> {
  const card = page.getByRole('heading', { name: 'Tracked Link Results' });
  await card.waitFor();
  const row = page.getByRole('table', { name: 'Tracked Link Results' }).getByRole('row', { name: /^Instagram/ });
  if ((await row.count()) === 0) return 0;
  return Number((await row.getByRole('cell').first().innerText()).replace(/,/g, ''));
}

describe('a tracked link', () => {
  it("counts a visitor's click, sends them to the store with the code, and shows it on the student's /impact", async () => {
    const student = await browser.newPage();
    await signIn(student, 'student@example.com');
    await student.goto('/impact');
    await student.getByRole('heading', { level: 1, name: 'My Impact' }).waitFor();
    await student
      .getByText(/No clicks yet|Source/)
      .first()
      .waitFor();
    const before = await instagramClicks(student);

    // The store is not ours: its page is not checked here.
    const visitor = await browser.newPage({ checkLandings: false });
    await visitor.setExtraHTTPHeaders({
      'user-agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 e2e-${randomUUID()}`,
    });
    await visitor.goto(`/r/${CODE}?via=instagram`);
    const landed = new URL(visitor.url());
    expect(landed.searchParams.get('discount')).toBe(CODE);
    expect(landed.searchParams.get('ref')).toBe(CODE);
    expect(landed.searchParams.get('via')).toBe('instagram');
    const cookies = await visitor.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'ambassador_ref')?.value).toBe(CODE);

    // The bus's consumer counts the click a moment after the redirect: the page shows it once counted.
    await stackSettled();
    await student.reload();
    await student.getByRole('heading', { name: 'Tracked Link Results' }).waitFor();
    await student
      .getByText(/No clicks yet|Source/)
      .first()
      .waitFor();
    expect(await instagramClicks(student)).toBe(before + 1);
    expect(await layoutProblems(student)).toEqual([]);
  });

  it("lets the visitor buy at the store stand-in's storefront, and the sale reaches the student's /impact (issue 45)", async () => {
    const student = await browser.newPage();
    await signIn(student, 'student@example.com');
    await student.goto('/impact');
    const totalOrders = async () => Number((await student.getByRole('group', { name: 'Total Orders' }).innerText()).replace(/\D/g, ''));
    const before = await totalOrders();

    // The stand-in's page, not the product's: its accessibility is not the product's to check.
    const visitor = await browser.newPage({ checkLandings: false });
    await visitor.setViewportSize({ width: 375, height: 800 });
    await visitor.goto(`/r/${CODE}`);
    await visitor.getByText(`Discount code ${CODE} applied: 10% off.`).waitFor();
    await visitor.getByText('Local store stand-in').waitFor();
    await visitor.getByLabel('Size').selectOption('L');
    await visitor.getByRole('button', { name: 'Place test order' }).click();
    await visitor.getByRole('heading', { name: 'Test order placed' }).waitFor();

    await stackSettled();
    await student.reload();
    await student.getByRole('group', { name: 'Total Orders' }).waitFor();
    expect(await totalOrders()).toBe(before + 1);
  });
});
