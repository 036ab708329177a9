import type { Page } from 'playwright-core';
import { applyAsStudent } from './support/accounts';
import { launchBrowser, signIn } from './support/browser';
import { stackSettled } from './support/stack-state';

/**
 * The store code sync screen (spec part 2, section 2). Other journeys approve ambassadors at the same
 * time, so no count is asserted exactly, and auto-sync on signup is left on whatever happens.
 */
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const autoSyncSwitch = (page: Page) => page.getByRole('switch', { name: 'Auto-sync on signup' });

/** Sets the toggle and waits for its toast; a no-op when it already reads `enabled`. */
async function setAutoSync(page: Page, enabled: boolean): Promise<void> {
  const toggle = autoSyncSwitch(page);
  // The switch is disabled until the setting has loaded.
  await page.getByRole('switch', { name: 'Auto-sync on signup', disabled: false }).waitFor();
  if ((await toggle.getAttribute('aria-checked')) === String(enabled)) return;
  await toggle.click();
  await page
    .getByText(`Auto-sync on signup ${enabled ? 'enabled' : 'disabled'}`, { exact: true })
    .first()
    .waitFor();
  await page.getByText('Auto-sync Updated', { exact: true }).first().waitFor();
  await page.getByRole('switch', { name: 'Auto-sync on signup', checked: enabled }).waitFor();
}

async function openSyncScreen(page: Page): Promise<void> {
  await page.goto('/admin/shopify-sync');
  await page.getByRole('heading', { level: 1, name: 'Shopify Code Sync' }).waitFor();
}

/** The sync screen's Pending tab lists the e-mail, once the code has reached the sync records through an event. */
async function waitForPendingRecord(page: Page, email: string): Promise<void> {
  await stackSettled();
  await openSyncScreen(page);
  await page.getByRole('tab', { name: /^Pending/ }).click();
  await page.getByRole('cell', { name: email }).waitFor();
}

describe('the admin syncs ambassador codes to the store', () => {
  it('turns auto-sync off and on, processes a pending code and checks the store connection', async () => {
    const admin = await browser.newPage();
    await signIn(admin, 'admin@example.com');
    await openSyncScreen(admin);
    await setAutoSync(admin, false);
    try {
      // With auto-sync off, a newly approved student's code waits, pending, for the sync screen.
      const student = await applyAsStudent(await browser.newPage(), 'Riley');
      await admin.goto('/admin/ambassadors');
      await admin.getByLabel('Search ambassadors').fill(student.email);
      await admin.getByRole('button', { name: `Approve ${student.name}` }).click();
      await admin.getByText('Ambassador Approved', { exact: true }).first().waitFor();

      await waitForPendingRecord(admin, student.email);
      await setAutoSync(admin, true);

      await admin.getByRole('button', { name: /^Process Pending \(\d+\)$/ }).click();
      await admin
        .getByText(/^Processed \d+ pending syncs$/)
        .first()
        .waitFor();

      await admin.getByRole('button', { name: 'Check Connection' }).click();
      await admin.getByText('Shopify Connected', { exact: true }).first().waitFor();
      await admin
        .getByText(/^Shop: .+ · API version: .+$/)
        .first()
        .waitFor();

      await admin.getByRole('tab', { name: /^Synced/ }).click();
      await admin.getByRole('cell', { name: student.email }).waitFor();
    } finally {
      await openSyncScreen(admin);
      await setAutoSync(admin, true);
    }
  });
});
