import { sendStoreWebhook, storeOrderPayload } from '@app/scripts/src/store/store-order';
import type { Page } from 'playwright-core';
import { baseUrl } from './stack';
import { applyAsStudent } from './support/accounts';
import { launchBrowser, signIn } from './support/browser';
import { expectAccessible } from './support/a11y';
import { layoutProblems } from './support/layout';
import { sendStoreOrder, stackSettled, uniqueEmail } from './support/stack-state';

/**
 * Codes & Orders (spec part 2, section 2): the admin gives an ambassador who has no code one of their
 * choosing, and a store order with it (`npm run store:order`) reaches that ambassador's totals; the search
 * finds an order a year old, on no page loaded, by its number, its code and its buyer's e-mail, and an
 * ambassador's orders by their name; an order's number opens its page. Other journeys place orders at the
 * same time, so the stat cards are only checked to have moved.
 */
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function openCodesOrders(page: Page): Promise<void> {
  await page.goto('/admin/codes-orders');
  await page.getByRole('heading', { level: 1, name: 'Codes & Orders' }).waitFor();
}

/** A stat card's figure as a number, once the orders have loaded ('–' until then). */
async function statOf(page: Page, label: string): Promise<number> {
  const value = page.getByRole('group', { name: label }).locator('p').first();
  await value.filter({ hasNotText: '–' }).waitFor();
  return Number((await value.innerText()).replace(/[$,]/g, ''));
}

/**
 * Searches Codes & Orders for `search` and waits for the row of the order with the cell `cell` (the code
 * searched, unless told); the search asks the server once typing pauses.
 */
async function waitForOrderRow(page: Page, search: string, cell = search) {
  await openCodesOrders(page);
  await page.getByLabel('Search orders').fill(search);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: cell, exact: true }) });
  await row.first().waitFor();
  return row;
}

/**
 * A student who applied and awaits approval has no code yet: the admin, on Codes & Orders, gives them one in
 * the Create Code dialog. Returns the student and their code.
 */
async function givenStudentWithCode(admin: Page, firstName: string) {
  const student = await applyAsStudent(await browser.newPage(), firstName);
  const code = `${firstName.toUpperCase()}${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
  await admin.getByRole('button', { name: 'Create Code' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Create Code' });
  await dialog.getByRole('combobox', { name: 'Ambassador', disabled: false }).fill(student.email);
  await admin.getByRole('option', { name: new RegExp(`^${student.name}`) }).click();
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByRole('button', { name: 'Create Code' }).click();
  await admin.getByText('Code Created', { exact: true }).first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
  return { student, code };
}

describe('the admin creates a code for an ambassador, and a store order with it moves their totals', () => {
  it('creates the code in the dialog, then sees the order under the ambassador’s name and their shirts and sales', async () => {
    const admin = await browser.newPage();
    await signIn(admin, 'admin@example.com');
    await openCodesOrders(admin);
    const ordersBefore = await statOf(admin, 'Total Orders');
    const revenueBefore = await statOf(admin, 'Total Revenue');

    const { student, code } = await givenStudentWithCode(admin, 'Morgan');

    await sendStoreOrder(code, 3);

    const row = await waitForOrderRow(admin, code);
    await row.getByText(student.name, { exact: true }).waitFor();
    await row.getByText(student.email, { exact: true }).waitFor();
    await row.getByRole('cell', { name: '$67.50', exact: true }).first().waitFor();
    expect(await statOf(admin, 'Total Orders')).toBeGreaterThanOrEqual(ordersBefore + 1);
    expect(Math.round((await statOf(admin, 'Total Revenue')) * 100)).toBeGreaterThanOrEqual(Math.round(revenueBefore * 100) + 6750);

    // The ambassador's own totals, as the admin's Ambassadors screen shows them.
    await admin.goto('/admin/ambassadors');
    await admin.getByLabel('Search ambassadors').fill(student.email);
    await admin
      .getByRole('button', { name: `View ${student.name}` })
      .first()
      .click();
    const details = admin.getByRole('dialog');
    await details.getByText(code, { exact: true }).first().waitFor();
    // Each figure is the definition beside its term.
    const figure = (label: string) =>
      details.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    expect(await figure('Shirts Sold').textContent()).toBe('3');
    expect(await figure('Sales').textContent()).toBe('$67.50');
  });
});

describe('the search finds any order, not only the pages loaded', () => {
  it('finds an order placed a year ago by its number, its code and its buyer’s e-mail, in any case', async () => {
    const code = `FINDME${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
    const email = uniqueEmail('buyer');
    // Older than every other order: the last row of the last page, which no page loaded at first holds.
    const order = storeOrderPayload({ code, quantity: 2, email, at: new Date(Date.now() - 365 * 24 * 3600 * 1000) });
    expect(await sendStoreWebhook(baseUrl(), 'orders/paid', order)).toBe(200);
    // The order reaches the table through an event, and the search through the table's stream.
    await stackSettled();
    const admin = await browser.newPage();
    await signIn(admin, 'admin@example.com');

    const row = await waitForOrderRow(admin, code.toLowerCase(), order.name);
    await row.getByRole('cell', { name: code, exact: true }).waitFor();
    await row.getByText('Unattributed', { exact: true }).waitFor();
    // The search is kept in the address (issue 45): a reload shows the same search and its order.
    await admin.waitForURL((url) => url.searchParams.get('q') === code.toLowerCase());
    await admin.reload();
    await admin
      .getByRole('row')
      .filter({ has: admin.getByRole('cell', { name: order.name, exact: true }) })
      .first()
      .waitFor();
    expect(await admin.getByLabel('Search orders').inputValue()).toBe(code.toLowerCase());
    for (const search of [order.name, order.name.slice(1), email.toUpperCase()]) {
      await waitForOrderRow(admin, search, order.name);
    }

    await admin.getByLabel('Search orders').fill(`nobody-${Date.now()}@example.com`);
    await admin.getByText('No orders match your search', { exact: true }).waitFor();
  });
});

describe('an order is found by its ambassador’s name and opens on its own page', () => {
  it('searches by the ambassador’s name, opens the row from the keyboard, and sees its lines, credits and history', async () => {
    const admin = await browser.newPage();
    await signIn(admin, 'admin@example.com');
    await openCodesOrders(admin);
    const { student, code } = await givenStudentWithCode(admin, 'Avery');
    await sendStoreOrder(code, 3);

    // The search finds them by the beginning of their name, whatever its case.
    await admin.getByLabel('Search orders').fill(student.name.toLowerCase());
    const row = admin.getByRole('row').filter({ has: admin.getByText(student.name, { exact: true }) });
    const link = row.first().getByRole('link');
    await link.waitFor();
    const reference = await link.innerText();
    // The order's number is a real link: the keyboard opens it.
    await link.focus();
    await admin.keyboard.press('Enter');
    await admin.waitForURL((url) => url.pathname.startsWith('/admin/orders/'));

    await admin.getByRole('heading', { level: 1, name: `Order ${reference}` }).waitFor();
    const fact = (label: string) => admin.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    expect(await fact('Ambassador').textContent()).toBe(`${student.name} (${student.email})`);
    await admin.getByText('Climate Tee', { exact: true }).waitFor();
    expect(await fact('Quantity').textContent()).toBe('3');
    expect(await fact('Shirts counted').textContent()).toBe('3');
    // The rate is the Payments settings' when it was paid.
    expect(await fact(`Commission to ${student.name}`).textContent()).toMatch(/^\$\d+\.\d{2} \(\d+% of \$67\.50/);
    expect(await fact('Climate, \\$1\\.00 a shirt').textContent()).toBe('$3.00');
    const history = admin.getByRole('region', { name: 'History' });
    await history.getByText('Order paid (store event orders/paid)', { exact: true }).waitFor();

    // On a phone: nothing scrolls sideways or is cut off, and it stays accessible.
    await admin.setViewportSize({ width: 375, height: 800 });
    expect(await layoutProblems(admin, [{ label: 'ambassador', value: student.email }])).toEqual([]);
    await expectAccessible(admin);
  });
});
