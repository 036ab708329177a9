import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { launchBrowser, signIn } from './support/browser';
import { expectAccessible } from './support/a11y';
import { layoutProblems } from './support/layout';
import { inboxUrl } from './support/stack-state';

/**
 * Payouts (issue 14): the admin records a payout for the demo student, whose seeded orders on SAMR earned
 * commission, and the student's /impact shows it as paid; then voids it with a reason (issue 45), and it
 * is unpaid again. Other journeys sell to the demo student at the same time, so only the paid figure,
 * which nothing else moves, is asserted exactly.
 */
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const STUDENT_NAME = 'Sam Rivera';
const PAYOUT = 1.25;

/** A figure of /impact in dollars, once its card has loaded. */
async function impactDollars(page: Page, label: string): Promise<number> {
  const value = page.getByRole('group', { name: label, exact: true }).locator('p').first();
  await value.getByText(/^\$[\d,]+\.\d{2}$/).waitFor();
  return Number((await value.innerText()).replace(/[$,]/g, ''));
}

describe('the admin records a payout', () => {
  it("records a payout for the demo student, and the student's /impact shows it as paid, until the admin voids it with a reason", async () => {
    const student = await browser.newPage();
    await signIn(student, 'student@example.com');
    await student.goto('/impact');
    const paidBefore = await impactDollars(student, 'Paid Earnings');

    const admin = await browser.newPage();
    await signIn(admin, 'admin@example.com');
    await admin.goto('/admin/codes-orders');
    await admin.getByRole('heading', { level: 1, name: 'Codes & Orders' }).waitFor();
    await admin.getByRole('tab', { name: 'Payouts' }).click();
    await admin.getByRole('table', { name: 'Payout balances' }).waitFor();
    await admin.getByRole('button', { name: `Record payout for ${STUDENT_NAME}` }).click();

    const dialog = admin.getByRole('dialog', { name: 'Record Payout' });
    await dialog.getByLabel('Amount ($)').fill(String(PAYOUT));
    const reference = `E2E-${randomUUID().slice(0, 8)}`;
    await dialog.getByLabel('Reference').fill(reference);
    expect(await layoutProblems(admin)).toEqual([]);
    await dialog.getByRole('button', { name: 'Record Payout' }).click();
    await admin.getByText('Payout Recorded', { exact: true }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const recent = admin.getByRole('table', { name: 'Recent payouts' }).getByRole('row').filter({ hasText: reference });
    await recent.getByText(STUDENT_NAME).waitFor();

    await student.reload();
    await student
      .getByRole('group', { name: 'Paid Earnings', exact: true })
      .getByText(dollars(paidBefore + PAYOUT), { exact: true })
      .waitFor();

    // Void it (issue 45): the reason first, then the row says Voided with it, and the student's paid figure is back.
    await recent.getByRole('button', { name: `Void payout ${reference} to ${STUDENT_NAME}` }).click();
    const voiding = admin.getByRole('dialog', { name: 'Void Payout' });
    await voiding.getByRole('button', { name: 'Void Payout' }).click();
    await voiding.getByText('Reason is required', { exact: true }).waitFor();
    await admin.setViewportSize({ width: 375, height: 800 });
    expect(await layoutProblems(admin)).toEqual([]);
    await expectAccessible(admin);
    await admin.setViewportSize({ width: 1280, height: 800 });
    await voiding.getByLabel('Reason').fill('  The bank returned the transfer  ');
    await voiding.getByRole('button', { name: 'Void Payout' }).click();
    await admin.getByText('Payout Voided', { exact: true }).first().waitFor();
    await voiding.waitFor({ state: 'detached' });
    await recent.getByText('Voided', { exact: true }).waitFor();
    await recent.getByText(/^The bank returned the transfer \(by /).waitFor();
    expect(await recent.getByRole('button', { name: /^Void payout / }).count()).toBe(0);
    expect(await layoutProblems(admin)).toEqual([]);
    await admin.setViewportSize({ width: 375, height: 800 });
    expect(await layoutProblems(admin)).toEqual([]);

    await student.reload();
    await student.getByRole('group', { name: 'Paid Earnings', exact: true }).getByText(dollars(paidBefore), { exact: true }).waitFor();
  });
});

describe('the admin pays a run of gift cards', () => {
  /**
   * Issue 46: the demo student's payable commission, in a gift card the store stand-in issues; the student sees
   * "Gift card ending …" on /impact and the code's e-mail in the local inbox, and the Audit Log shows the run. The
   * payout threshold is lowered for the run (the demo's balances are under $50) and put back, and the card is voided
   * at the end, so the first journey finds the balance it expects when run again.
   */
  it('pays the demo student in a gift card: the student sees its last four and the e-mail, and the Audit Log shows the run', async () => {
    const admin = await browser.newPage();
    await signIn(admin, 'admin@example.com');
    const threshold = await setPayoutThreshold(admin, '1');
    try {
      await admin.goto('/admin/codes-orders');
      await admin.getByRole('tab', { name: 'Payouts' }).click();
      await admin.getByRole('table', { name: 'Payout balances' }).waitFor();
      await admin.getByLabel(`Select ${STUDENT_NAME}`).check();
      await admin.getByRole('button', { name: 'Pay 1 with gift cards' }).click();
      const confirm = admin.getByRole('dialog', { name: 'Pay with Gift Cards' });
      await confirm.getByRole('button', { name: 'Pay with Gift Cards' }).click();
      const run = admin.getByRole('region', { name: 'Payout Run' });
      await run.getByText('Finished', { exact: true }).waitFor({ timeout: 60_000 });
      expect(await run.getByRole('definition').allInnerTexts()).toEqual(['0', '1', '0']);
      const card = admin
        .getByRole('table', { name: 'Recent payouts' })
        .getByRole('row')
        .filter({ hasText: /Gift card ending [A-Z0-9]{4}/ })
        .first();
      const ending = /Gift card ending ([A-Z0-9]{4})/.exec(await card.innerText())![1]!;

      const student = await browser.newPage();
      await signIn(student, 'student@example.com');
      await student.goto('/impact');
      await student.getByRole('region', { name: 'Your Payouts' }).getByText(`Gift card ending ${ending}`).first().waitFor();
      expect(await layoutProblems(student)).toEqual([]);

      const inbox = await browser.newPage();
      await inbox.goto(inboxUrl());
      await inbox
        .getByText(/gift card from/)
        .first()
        .waitFor();

      await admin.goto('/admin/audit-log');
      await admin.getByLabel('What', { exact: true }).selectOption('payout_run.started');
      const entry = admin.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: 'Paid a payout run' }).first();
      await entry.getByText('Alex Morgan').waitFor();
      await expectAccessible(admin);
      await admin.setViewportSize({ width: 375, height: 800 });
      expect(await layoutProblems(admin)).toEqual([]);
      await admin.setViewportSize({ width: 1280, height: 800 });

      // The card voided: the balance is unpaid again for the journey above.
      await admin.goto('/admin/codes-orders');
      await admin.getByRole('tab', { name: 'Payouts' }).click();
      const sent = admin
        .getByRole('table', { name: 'Recent payouts' })
        .getByRole('row')
        .filter({ hasText: `Gift card ending ${ending}` })
        .first();
      await sent.getByRole('button', { name: /^Void payout / }).click();
      const voiding = admin.getByRole('dialog', { name: 'Void Payout' });
      await voiding.getByLabel('Reason').fill('End of the e2e journey');
      await voiding.getByRole('button', { name: 'Void Payout' }).click();
      await admin.getByText('Payout Voided', { exact: true }).first().waitFor();
    } finally {
      await setPayoutThreshold(admin, threshold);
    }
  });
});

/** Saves Settings > Payments' payout threshold; answers what it was. */
async function setPayoutThreshold(page: Page, value: string): Promise<string> {
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Payments' }).click();
  const field = page.getByLabel('Payout Threshold ($)');
  await field.waitFor();
  const before = await field.inputValue();
  await field.fill(value);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Settings Saved', { exact: true }).first().waitFor();
  return before;
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
