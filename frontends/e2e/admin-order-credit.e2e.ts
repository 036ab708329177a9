import { publicNameOf } from '@app/shared/leaderboards';
import type { Page } from 'playwright-core';
import { applyAsStudent } from './support/accounts';
import { launchBrowser, signIn } from './support/browser';
import { sendStoreOrder, stackSettled } from './support/stack-state';

/**
 * Manual credit (issue 25): an order whose code matches nobody reaches Codes & Orders as Unattributed; the
 * admin credits it to a student with a reason, and the student's row appears on the Student Leaderboard
 * with the order's shirts; undoing the credit takes the row away again. The student is new to each run,
 * so no other journey's orders move their row.
 */
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/**
 * The order's row on Codes & Orders, searched by its code once the stack has settled (a credit or its undo
 * reaches the search and the leaderboards through the table's stream), in the search's answer.
 */
async function orderRow(page: Page, code: string) {
  await stackSettled();
  await page.goto('/admin/codes-orders');
  await page.getByRole('heading', { level: 1, name: 'Codes & Orders' }).waitFor();
  await page.getByLabel('Search orders').fill(code);
  // Every order shows until the search's answer replaces the list: a click on the row before then can land as the list changes.
  await page.getByRole('table', { name: 'Orders' }).and(page.locator(':not([aria-busy="true"])')).waitFor();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });
  await row.first().waitFor();
  return row.first();
}

/** "Robin Tester1a2b" as another member reads it: "Robin T.". */
const publicName = (fullName: string) => {
  const [first = '', last = ''] = fullName.split(' ');
  return publicNameOf({ user_id: '', first_name: first, last_name: last });
};

/** The Student Leaderboard's row for `name`, as a signed-in student sees it on Home once the stack has settled. */

async function leaderboardRow(page: Page, name: string) {
  await stackSettled();
  await page.goto('/');
  await page.getByRole('tab', { name: 'Leaderboard' }).click();
  await page.getByRole('list', { name: 'Student Leaderboard' }).waitFor();
  return page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: name });
}

describe('an admin credits an unattributed order to an ambassador', () => {
  it('credits it with a reason, the ambassador’s leaderboard row moves, and undoing it moves the row back', async () => {
    const student = await applyAsStudent(await browser.newPage(), 'Robin');
    const strayCode = `NOBODY${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    await sendStoreOrder(strayCode, 4);

    const admin = await browser.newPage();
    await signIn(admin, 'admin@example.com');
    const row = await orderRow(admin, strayCode);
    await row.getByText('Unattributed').waitFor();
    await row.getByRole('button', { name: /^Credit to Ambassador / }).click();
    const dialog = admin.getByRole('dialog', { name: 'Credit to Ambassador' });
    await dialog.getByRole('combobox', { name: 'Ambassador', disabled: false }).fill(student.email);
    await admin.getByRole('option', { name: new RegExp(`^${student.name}`) }).click();
    await dialog.getByLabel('Reason').fill('The buyer says Robin sold it to them at the fair.');
    await dialog.getByRole('button', { name: 'Credit Order' }).click();
    await admin.getByText('Order Credited', { exact: true }).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const credited = await orderRow(admin, strayCode);
    await credited.getByText(student.name).waitFor();
    await credited.getByText('Credited by Alex Morgan: The buyer says Robin sold it to them at the fair.').waitFor();

    const viewer = await browser.newPage();
    await signIn(viewer, 'student@example.com');
    // Another student sees them by first name and last initial (issue 44).
    await (await leaderboardRow(viewer, publicName(student.name))).getByText('4 shirts').waitFor();

    await credited.getByRole('button', { name: /^Undo Credit / }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Undo Credit' });
    await confirm.getByRole('button', { name: 'Undo Credit' }).click();
    await admin.getByText('Credit Undone', { exact: true }).first().waitFor();
    await (await orderRow(admin, strayCode)).getByText('Unattributed').waitFor();

    // A student with no shirts sold is not listed (spec part 1, section 2.10).
    expect(await (await leaderboardRow(viewer, publicName(student.name))).count()).toBe(0);
  });
});
