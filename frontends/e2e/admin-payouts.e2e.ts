import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { launchBrowser, signIn } from './support/browser';
import { expectAccessible } from './support/a11y';
import { layoutProblems } from './support/layout';

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

const dollars = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
