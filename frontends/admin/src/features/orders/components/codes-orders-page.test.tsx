import type { AmbassadorRow } from '@app/shared/ambassadors';
import type { AdminOrder, AdminOrdersPage, FlaggedOrder } from '@app/shared/orders';
import { Toaster } from '@app/ui';
import { jsonResponse, renderAt, setViewportWidth } from '@app/ui/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentQuery, currentQuery } from '../../../lib/current-query';
import { CodesOrdersPage } from './codes-orders-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

const anOrder = (overrides: Partial<AdminOrder>): AdminOrder => ({
  id: '1001',
  order_reference: '#1001',
  order_amount: 60,
  commission_amount: 6,
  gross_amount: 60,
  discount_code: 'SAMR',
  order_date: '2026-03-14T10:00:00.000Z',
  created_at: '2026-03-14T10:00:01.000Z',
  student_user_id: 'user-sam',
  campaign_id: null,
  status: 'paid',
  ambassador: { user_id: 'user-sam', first_name: 'Sam', last_name: 'Rivera', email: 'sam@example.com' },
  credit: null,
  flag: null,
  code_retired: false,
  commission_reason: 'earned',
  below_minimum_of: null,
  ...overrides,
});

const samOrder = anOrder({});
const strayOrder = anOrder({
  id: '1002',
  order_reference: '#1002',
  order_amount: 30,
  commission_amount: 0,
  discount_code: 'NOBODY',
  order_date: '2026-03-13T09:00:00.000Z',
  student_user_id: null,
  status: 'refunded',
  commission_reason: 'refunded',
  ambassador: null,
});
const alexOrder = anOrder({
  id: '1003',
  order_reference: '#1003',
  order_amount: 1234.5,
  commission_amount: 123.45,
  discount_code: 'ALEXC',
  order_date: '2026-03-01T09:00:00.000Z',
  student_user_id: 'user-alex',
  ambassador: { user_id: 'user-alex', first_name: 'Alex', last_name: 'Chen', email: 'alex@school.org' },
});
const credited = anOrder({
  ...strayOrder,
  student_user_id: 'user-pat',
  ambassador: { user_id: 'user-pat', first_name: 'Pat', last_name: 'Okafor', email: 'pat@example.com' },
  credit: { by_name: 'Ada Admin', at: '2026-03-15T09:00:00.000Z', reason: 'Told us at the fair' },
});
const heldFlag: FlaggedOrder = {
  order_id: '1005',
  order_reference: '#1005',
  order_date: '2026-03-16T10:00:00.000Z',
  order_amount: 45,
  commission_held: 4.5,
  buyer_email: 'sam@example.com',
  ambassador: { user_id: 'user-sam', first_name: 'Sam', last_name: 'Rivera', email: 'sam@example.com' },
  flag: {
    reasons: ['self_referral'],
    status: 'held',
    flagged_at: '2026-03-16T10:00:01.000Z',
    decided_by_name: null,
    decided_at: null,
    note: null,
  },
};
const samLastYear = anOrder({ id: '1004', order_reference: '#1004', order_date: '2025-03-14T10:00:00.000Z' });
const stats = { total_orders: 1250, total_revenue: 31250.5, total_commission: 3125.05 };

const anAmbassador = (overrides: Partial<AmbassadorRow>): AmbassadorRow => ({
  user_id: 'user-pat',
  first_name: 'Pat',
  last_name: 'Okafor',
  email: 'pat@example.com',
  school: 'Lakeview College',
  role: 'student',
  created_at: '2026-03-14T10:00:00.000Z',
  personal_code: null,
  campaign_id: null,
  campaign_name: null,
  status: 'active',
  guardian_hold: null,
  approved_objectives: 0,
  total_objectives: 3,
  progress_stage: 'new',
  progress_label: 'New',
  units_sold: 0,
  total_sales: 0,
  ...overrides,
});
const pat = anAmbassador({});
const sam = anAmbassador({ user_id: 'user-sam', first_name: 'Sam', last_name: 'Rivera', email: 'sam@example.com', personal_code: 'SAMR' });

type Answer = (body: Record<string, unknown>) => Response;

/** The API's answers: `pages` of every order, and the pages each search finds (none for any other search). */
function respond({
  pages,
  searches = {},
  failOrders,
  create,
}: { pages?: AdminOrdersPage[]; searches?: Record<string, AdminOrdersPage[]>; failOrders?: boolean; create?: Answer } = {}) {
  const listed = pages ?? [{ orders: [samOrder, strayOrder], next_cursor: null, stats }];
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    const parsed = new URL(url);
    if (parsed.pathname.endsWith('/admin/orders') && method === 'GET') {
      if (failOrders) return jsonResponse(500, { error: { code: 'internal', message: 'Something went wrong.' } });
      const cursor = parsed.searchParams.get('cursor');
      const search = parsed.searchParams.get('search');
      const served = search === null ? listed : (searches[search] ?? [{ orders: [], next_cursor: null, stats }]);
      return jsonResponse(200, served[cursor ? Number(cursor) : 0]);
    }
    if (parsed.pathname.endsWith('/admin/ambassador-search') && method === 'GET') {
      // The server's search: full name, last name or e-mail beginning with what was typed; Create Code asks for those without a code.
      const typed = parsed.searchParams.get('q')!.toLowerCase();
      const withoutCode = parsed.searchParams.get('without_code') === 'true';
      const found = [pat, sam].filter(
        (one) =>
          (!withoutCode || !one.personal_code) &&
          [`${one.first_name} ${one.last_name}`, one.last_name, one.email].some((text) => text.toLowerCase().startsWith(typed)),
      );
      return jsonResponse(200, {
        ambassadors: found.map(({ user_id, first_name, last_name, email, role }) => ({ user_id, first_name, last_name, email, role })),
      });
    }
    if (parsed.pathname.endsWith('/admin/codes') && method === 'POST' && create) return create(JSON.parse(String(init?.body)));
    if (parsed.pathname.endsWith('/admin/orders/1002/credit') && method === 'POST') {
      const { user_id: userId, reason } = JSON.parse(String(init?.body)) as { user_id: string; reason: string };
      return jsonResponse(200, { ...credited, student_user_id: userId, credit: { ...credited.credit!, reason } });
    }
    if (parsed.pathname.endsWith('/admin/orders/1002/credit') && method === 'DELETE') return jsonResponse(200, strayOrder);
    if (parsed.pathname.endsWith('/admin/order-flags') && method === 'GET') {
      return jsonResponse(200, { flags: parsed.searchParams.get('status') === 'held' ? [heldFlag] : [], next_cursor: null });
    }
    if (parsed.pathname.endsWith('/admin/orders/1005/flag') && method === 'POST') {
      return jsonResponse(200, { ...heldFlag, flag: { ...heldFlag.flag, status: 'cleared', decided_by_name: 'Ada Admin' } });
    }
    return jsonResponse(404, {});
  });
}

function renderPage(path = '/admin/codes-orders') {
  render(<Toaster />);
  renderAt(
    path,
    <>
      <CodesOrdersPage />
      <CurrentQuery />
    </>,
    { route: '/admin/codes-orders' },
  );
}

const totalOf = (label: string) => within(screen.getByRole('group', { name: label })).getByText(/\d/).textContent;
const shownReferences = () =>
  within(screen.getByRole('table', { name: 'Orders' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
const toastShowing = (title: string, description?: string) =>
  waitFor(() => {
    // hidden: an open dialog hides the rest of the page from the accessibility tree; the toasts announce themselves.
    const toasts = within(screen.getByRole('region', { name: /Notifications/, hidden: true })).queryAllByRole('listitem', { hidden: true });
    const found = toasts.find(
      (entry) => within(entry).queryByText(title, { selector: 'div' }) && (!description || within(entry).queryByText(description)),
    );
    expect(found).toBeDefined();
  });
/** The searches the page asked the server for, in order (with the cursor of each further page). */
const searchesAsked = () =>
  fetchMock.mock.calls.flatMap(([url]) => {
    const { pathname, searchParams } = new URL(url);
    const search = searchParams.get('search');
    return pathname.endsWith('/admin/orders') && search !== null ? [[search, searchParams.get('cursor')]] : [];
  });
const codeCalls = () => fetchMock.mock.calls.filter(([url, init]) => url.endsWith('/admin/codes') && init?.method === 'POST');

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  setViewportWidth(1280);
});

describe('codes and orders', () => {
  it('shows the three stat cards and each order: date, reference, ambassador or Unattributed, code, amounts and status', async () => {
    respond();
    renderPage();

    await screen.findByText('#1001');
    expect(screen.getByRole('heading', { level: 1, name: 'Codes & Orders' })).toBeInTheDocument();
    expect(totalOf('Total Orders')).toBe('1,250');
    expect(totalOf('Total Revenue')).toBe('$31,250.50');
    expect(totalOf('Total Commission')).toBe('$3,125.05');

    const [, samRow, strayRow] = within(screen.getByRole('table', { name: 'Orders' })).getAllByRole('row');
    expect(
      within(samRow!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Mar 14, 2026', '#1001', 'Sam Riverasam@example.com', 'SAMR', '$60.00', '$6.00', 'Paid', '']);
    expect(
      within(strayRow!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Mar 13, 2026', '#1002', 'Unattributed', 'NOBODY', '$30.00', '$0.00Refunded', 'Refunded', 'Credit to Ambassador']);
  });

  it('says why an order is unattributed when its code belonged to an account since deleted, and still offers its credit', async () => {
    const retired = anOrder({ ...strayOrder, id: '1004', order_reference: '#1004', discount_code: 'MAYA15', code_retired: true });
    respond({ pages: [{ orders: [retired], next_cursor: null, stats }] });
    renderPage();

    await screen.findByText('#1004');
    const [, row] = within(screen.getByRole('table', { name: 'Orders' })).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Mar 13, 2026',
      '#1004',
      'Unattributed: its code belonged to a deleted account',
      'MAYA15',
      '$30.00',
      '$0.00Refunded',
      'Refunded',
      'Credit to Ambassador',
    ]);
  });

  it('loads more pages', async () => {
    respond({
      pages: [
        { orders: [samOrder, strayOrder], next_cursor: '1', stats },
        { orders: [alexOrder], next_cursor: null, stats },
      ],
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('#1001');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('#1003');
    expect(shownReferences()).toEqual(['#1001', '#1002', '#1003']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
  });

  it('asks the server for the search once typing pauses, shows what it finds and loads more of it', async () => {
    respond({
      searches: {
        samr: [
          { orders: [samOrder], next_cursor: '1', stats },
          { orders: [samLastYear], next_cursor: null, stats },
        ],
      },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('#1002');

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), ' samr ');

    // Every order stays in view until the search's answer replaces it, and the list says it is about to change.
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('table', { name: 'Orders' })).toBe(table);
    expect(shownReferences()).toEqual(['#1001']);
    // One request for what was typed, not one per key.
    expect(searchesAsked()).toEqual([['samr', null]]);
    expect(totalOf('Total Orders')).toBe('1,250');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('#1004');
    expect(shownReferences()).toEqual(['#1001', '#1004']);
    // The next page continues the same search (the first page is asked again as it always is).
    expect(searchesAsked()).toContainEqual(['samr', '1']);
    expect(searchesAsked().every(([searched]) => searched === 'samr')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('opens with the search its address holds, as after a reload', async () => {
    respond({ searches: { samr: [{ orders: [samOrder], next_cursor: null, stats }] } });
    renderPage('/admin/codes-orders?q=samr');

    await screen.findByText('#1001');
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('samr');
    expect(shownReferences()).toEqual(['#1001']);
    expect(searchesAsked()).toEqual([['samr', null]]);
  });

  it('opens on the tab its address holds', async () => {
    respond();
    renderPage('/admin/codes-orders?tab=flags');

    expect(await screen.findByText("Bought with the ambassador's own e-mail")).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Flags' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the search and the tab in its address as they change, and drops each back at its default', async () => {
    respond();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('#1001');
    const search = screen.getByRole('searchbox', { name: 'Search orders' });

    await user.type(search, 'sam r');
    await waitFor(() => expect(currentQuery()).toBe('?q=sam+r'));
    await user.click(screen.getByRole('tab', { name: 'Payouts' }));
    await waitFor(() => expect(currentQuery()).toBe('?tab=payouts&q=sam+r'));

    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    await user.clear(screen.getByRole('searchbox', { name: 'Search orders' }));
    await waitFor(() => expect(currentQuery()).toBe(''));
  });

  it('says No orders match your search when the server finds none, and lists every order again once it is cleared', async () => {
    respond();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('#1001');
    const search = screen.getByRole('searchbox', { name: 'Search orders' });

    await user.type(search, 'nobody@example.com');

    expect(await screen.findByText('No orders match your search')).toBeInTheDocument();
    expect(searchesAsked()).toEqual([['nobody@example.com', null]]);
    expect(screen.queryByText('No orders yet')).not.toBeInTheDocument();
    await user.clear(search);
    await screen.findByText('#1001');
    expect(shownReferences()).toEqual(['#1001', '#1002']);
  });

  it('says No orders yet when there are none', async () => {
    respond({ pages: [{ orders: [], next_cursor: null, stats: { total_orders: 0, total_revenue: 0, total_commission: 0 } }] });
    renderPage();

    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(totalOf('Total Revenue')).toBe('$0.00');
  });

  it('toasts Failed to fetch orders when the orders cannot load', async () => {
    respond({ failOrders: true });
    renderPage();

    await toastShowing('Error', 'Failed to fetch orders');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByText('No orders yet')).not.toBeInTheDocument();
  });

  it('shows the orders as cards at 375 px, each with every field', async () => {
    setViewportWidth(375);
    respond();
    renderPage();

    const cards = within(await screen.findByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    expect(screen.queryByRole('table', { name: 'Orders' })).not.toBeInTheDocument();
    expect(within(cards[0]!).getByText('#1001')).toBeInTheDocument();
    for (const card of cards) {
      for (const label of ['Date', 'Ambassador', 'Code', 'Amount', 'Commission']) expect(within(card).getByText(label)).toBeInTheDocument();
    }
  });
});

describe('create code', () => {
  async function openDialog(user: ReturnType<typeof userEvent.setup>) {
    await screen.findByText('#1001');
    await user.click(screen.getByRole('button', { name: 'Create Code' }));
    return screen.findByRole('dialog');
  }

  async function pickPat(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
    await user.type(within(dialog).getByRole('combobox', { name: 'Ambassador' }), 'pat');
    await user.click(await screen.findByRole('option', { name: /^Pat Okafor/ }));
  }

  it('credits an unattributed order to the ambassador picked, with a reason, and undoes a credit after asking', async () => {
    respond({ pages: [{ orders: [samOrder, strayOrder], next_cursor: null, stats }] });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Credit to Ambassador #1002' }));
    const dialog = screen.getByRole('dialog', { name: 'Credit to Ambassador' });
    await user.click(within(dialog).getByRole('button', { name: 'Credit Order' }));
    expect(await within(dialog).findByText('Please select an ambassador')).toBeInTheDocument();
    expect(within(dialog).getByText('Please give a reason')).toBeInTheDocument();
    await pickPat(user, dialog);
    await user.type(within(dialog).getByLabelText('Reason'), 'Told us at the fair');
    await user.click(within(dialog).getByRole('button', { name: 'Credit Order' }));

    await toastShowing('Order Credited', '#1002 is now credited to Pat Okafor.');
    const creditCall = fetchMock.mock.calls.find(([url, init]) => url.endsWith('/admin/orders/1002/credit') && init?.method === 'POST');
    expect(JSON.parse(String(creditCall![1]!.body))).toEqual({ user_id: 'user-pat', reason: 'Told us at the fair' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    respond({ pages: [{ orders: [samOrder, credited], next_cursor: null, stats }] });
    cleanup();
    renderPage();
    expect(await screen.findByText('Credited by Ada Admin: Told us at the fair')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo Credit #1002' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Undo Credit' });
    expect(confirm).toHaveTextContent(
      'Order #1002 goes back to Unattributed, and its shirts, sales and commission come off Pat Okafor’s totals.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Undo Credit' }));

    await toastShowing('Credit Undone', '#1002 is unattributed again.');
    expect(fetchMock.mock.calls.some(([url, init]) => url.endsWith('/admin/orders/1002/credit') && init?.method === 'DELETE')).toBe(true);
  });

  it('lists the orders held by a flag, says why, and clears one with a note after asking', async () => {
    respond();
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('tab', { name: 'Flags' }));
    const row = (await screen.findByText("Bought with the ambassador's own e-mail")).closest('tr')!;
    expect(within(row).getByText('#1005')).toBeInTheDocument();
    expect(within(row).getByText('Buyer: sam@example.com')).toBeInTheDocument();
    expect(within(row).getByText('$4.50')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Clear #1005' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Clear Flag' });
    expect(confirm).toHaveTextContent('Order #1005 will count for Sam Rivera: its shirts, sales and $4.50 of commission.');
    await user.type(within(confirm).getByLabelText('Note (optional)'), 'Bought for a cousin');
    await user.click(within(confirm).getByRole('button', { name: 'Clear' }));

    await toastShowing('Flag Cleared');
    const call = fetchMock.mock.calls.find(([url, init]) => url.endsWith('/admin/orders/1005/flag') && init?.method === 'POST');
    expect(JSON.parse(String(call![1]!.body))).toEqual({ decision: 'clear', note: 'Bought for a cousin' });
  });

  it('keeps the flags shown in the address beside the tab (?tab=flags&flags=decided), each list writing only its own', async () => {
    respond();
    const user = userEvent.setup();
    renderPage('/admin/codes-orders?tab=flags&flags=decided');

    expect(await screen.findByText('No flags decided yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Show')).toHaveValue('decided');
    await user.selectOptions(screen.getByLabelText('Show'), 'held');
    expect(await screen.findByText("Bought with the ambassador's own e-mail")).toBeInTheDocument();
    await waitFor(() => expect(currentQuery()).toBe('?tab=flags'));
    await user.selectOptions(screen.getByLabelText('Show'), 'decided');
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(currentQuery()))).toEqual({ tab: 'flags', flags: 'decided' }));
  });

  it('creates the code for an ambassador without one, upper-cased, with the default 10% discount', async () => {
    respond({
      create: (body) =>
        jsonResponse(201, {
          user_id: body.user_id,
          personal_code: body.code,
          shop_link: `https://shop.test/?discount=${String(body.code)}`,
          discount_percent: body.discount_percent,
          sync_status: 'pending',
        }),
    });
    const user = userEvent.setup();
    renderPage();
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByRole('combobox', { name: 'Ambassador' }), 's');
    // Sam has a code: the search for ambassadors without one does not find him.
    const listbox = within(dialog).getByRole('listbox', { name: 'Ambassadors' });
    expect(await within(listbox).findByText('No ambassadors without a code match “s”.')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^Sam Rivera/ })).not.toBeInTheDocument();
    await user.clear(within(dialog).getByRole('combobox', { name: 'Ambassador' }));
    await pickPat(user, dialog);
    expect(within(dialog).getByLabelText('Discount %')).toHaveValue(10);
    await user.type(within(dialog).getByLabelText('Code'), 'patok');
    await user.click(within(dialog).getByRole('button', { name: 'Create Code' }));

    await toastShowing('Code Created', 'PATOK (10% off) is queued for the store; its sync status shows on the sync screen.');
    expect(JSON.parse(String(codeCalls()[0]![1]!.body))).toEqual({ user_id: 'user-pat', code: 'PATOK', discount_percent: 10 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the shared schema messages and sends nothing while the form is invalid', async () => {
    respond();
    const user = userEvent.setup();
    renderPage();
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByLabelText('Code'), 'a b');
    await user.clear(within(dialog).getByLabelText('Discount %'));
    await user.type(within(dialog).getByLabelText('Discount %'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Create Code' }));

    expect(await within(dialog).findByText('Please select an ambassador')).toBeInTheDocument();
    expect(within(dialog).getByText('Code must be 3 to 30 letters or digits')).toBeInTheDocument();
    expect(within(dialog).getByText('Discount must be a whole number from 1 to 100')).toBeInTheDocument();
    expect(codeCalls()).toHaveLength(0);
  });

  it('shows the API refusal beside the field it concerns', async () => {
    respond({ create: () => jsonResponse(409, { error: { code: 'code_taken', message: 'That code is already in use.' } }) });
    const user = userEvent.setup();
    renderPage();
    const dialog = await openDialog(user);

    await pickPat(user, dialog);
    await user.type(within(dialog).getByLabelText('Code'), 'SAMR');
    await user.click(within(dialog).getByRole('button', { name: 'Create Code' }));

    const message = await within(dialog).findByText('That code is already in use.');
    expect(within(dialog).getByLabelText('Code')).toHaveAttribute('aria-describedby', message.id);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
