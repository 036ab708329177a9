import type { AmbassadorDetail, AmbassadorRow } from '@app/shared/ambassadors';
import type { Order } from '@app/shared/orders';
import { Toaster } from '@app/ui';
import { aProfile, jsonResponse, renderAt, setViewportWidth } from '@app/ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentQuery, currentQuery } from '../../../lib/current-query';
import { AmbassadorsPage } from './ambassadors-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

const anAmbassador = (overrides: Partial<AmbassadorRow>): AmbassadorRow => ({
  user_id: 'user-sam',
  first_name: 'Sam',
  last_name: 'Rivera',
  email: 'sam@example.com',
  school: 'Hillside High School',
  role: 'student',
  created_at: daysAgo(2),
  personal_code: 'SAMRIV',
  campaign_id: null,
  campaign_name: null,
  status: 'active',
  guardian_hold: null,
  approved_objectives: 1,
  total_objectives: 3,
  progress_stage: 'assigned',
  progress_label: 'On Objective 2',
  units_sold: 12,
  total_sales: 300,
  ...overrides,
});

const sam = anAmbassador({});
const alex = anAmbassador({
  user_id: 'user-alex',
  first_name: 'Alex',
  last_name: 'Chen',
  email: 'alex@example.com',
  school: 'Riverside Academy',
  created_at: '2026-03-14T10:00:00.000Z',
  personal_code: 'ALEXRA',
  approved_objectives: 3,
  progress_stage: 'complete',
  progress_label: 'Complete',
  units_sold: 40,
});
const pat = anAmbassador({
  user_id: 'user-pat',
  first_name: 'Pat',
  last_name: 'Okafor',
  email: 'pat@example.com',
  school: 'Lakeview College',
  created_at: daysAgo(1),
  personal_code: null,
  status: 'pending_approval',
  approved_objectives: 0,
  progress_stage: 'new',
  progress_label: 'New',
  units_sold: 0,
});
const jordan = anAmbassador({
  user_id: 'user-jordan',
  first_name: 'Jordan',
  last_name: 'Lee',
  email: 'jordan@example.com',
  role: 'fundraising_ambassador',
  school: 'Hillside High School',
  campaign_id: 'campaign-1',
  campaign_name: 'Hillside Shirt Drive',
  personal_code: 'JORDANHHS',
  units_sold: 7,
});

const anOrder = (overrides: Partial<Order>): Order => ({
  id: 'order-1',
  order_reference: '#1001',
  order_amount: 45,
  commission_amount: 4.5,
  gross_amount: 50,
  discount_code: 'SAMRIV',
  order_date: '2026-11-20T15:00:00.000Z',
  created_at: '2026-11-20T15:00:00.000Z',
  student_user_id: 'user-sam',
  campaign_id: null,
  status: 'paid',
  shopify_line_items: [
    {
      id: 'line-1',
      title: 'Climate Tee',
      quantity: 2,
      price: 25,
      refunded_quantity: 0,
      sku: 'TEE-ORGANIC-M',
      product_id: '8100000000',
      gift_card: false,
      requires_shipping: true,
    },
  ],
  ...overrides,
});

const samDetail: AmbassadorDetail = {
  ambassador: sam,
  profile: aProfile({
    user_id: 'user-sam',
    first_name: 'Sam',
    last_name: 'Rivera',
    email: 'sam@example.com',
    created_at: sam.created_at,
    personal_code: 'SAMRIV',
    shop_link: 'https://shop.example.com/?discount=SAMRIV',
    social_handles: { handles: '@samrivera' },
  }),
  why_join: 'I want my school to care about the climate.',
  totals: { units_sold: 12, total_sales: 300, total_commission: 30, orders_count: 2, badges: [], orders_by_source: {} },
  objectives: [
    {
      id: 'objective-1',
      objective_number: 1,
      title: 'Share your code',
      description: null,
      time_estimate: null,
      proof_type: 'link',
      unlock_rule_text: null,
      example_content: null,
      is_active: true,
      target_role: 'student',
      status: 'approved',
      assigned_at: '2026-11-01T10:00:00.000Z',
      submitted_at: '2026-11-03T10:00:00.000Z',
      approved_at: '2026-11-04T10:00:00.000Z',
      admin_feedback: 'Great post!',
      completed_automatically: false,
      target_units: null,
    },
    {
      id: 'objective-2',
      objective_number: 2,
      title: 'Post a story',
      description: null,
      time_estimate: null,
      proof_type: 'upload',
      unlock_rule_text: null,
      example_content: null,
      is_active: true,
      target_role: 'student',
      status: 'assigned',
      assigned_at: '2026-11-04T10:00:00.000Z',
      submitted_at: null,
      approved_at: null,
      admin_feedback: null,
      completed_automatically: false,
      target_units: null,
    },
  ],
  orders: [
    anOrder({}),
    anOrder({
      id: 'order-2',
      order_reference: '#1002',
      order_amount: 255,
      order_date: '2026-11-21T15:00:00.000Z',
      shopify_line_items: [
        {
          id: 'line-2',
          title: 'Climate Tee',
          quantity: 9,
          price: 25,
          refunded_quantity: 0,
          sku: 'TEE-ORGANIC-M',
          product_id: '8100000000',
          gift_card: false,
          requires_shipping: true,
        },
        {
          id: 'line-3',
          title: 'Tote Bag',
          quantity: 1,
          price: 30,
          refunded_quantity: 0,
          sku: 'TOTE',
          product_id: '8100000001',
          gift_card: false,
          requires_shipping: true,
        },
      ],
    }),
  ],
};

const requests = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${new URL(url).pathname}${new URL(url).search}`);

/** Serves the lists by role, Sam's detail, and approve/delete over a list that changes as they succeed. */
function serve({
  students = [sam, alex, pat],
  fundraisers = [jordan],
  list,
  approve,
  remove,
  pageSize = 50,
}: {
  pageSize?: number;
  students?: AmbassadorRow[];
  fundraisers?: AmbassadorRow[];
  list?: Response;
  approve?: Response;
  remove?: Response;
} = {}) {
  let current = { student: students, fundraising_ambassador: fundraisers };
  fetchMock.mockImplementation(async (url, init) => {
    const { pathname, searchParams } = new URL(url);
    const method = init?.method ?? 'GET';
    if (method === 'GET' && pathname === '/api/admin/ambassadors') {
      if (list) return list;
      const all = searchParams.get('role') === 'fundraising_ambassador' ? current.fundraising_ambassador : current.student;
      // Pages of `pageSize`, the cursor naming where the next one starts.
      const from = Number(searchParams.get('cursor') ?? 0);
      const next = from + pageSize < all.length ? String(from + pageSize) : null;
      return jsonResponse(200, { ambassadors: all.slice(from, from + pageSize), next_cursor: next });
    }
    if (method === 'GET' && pathname === '/api/admin/ambassadors/user-sam') return jsonResponse(200, samDetail);
    const approving = /^\/api\/admin\/ambassadors\/([^/]+)\/approve$/.exec(pathname);
    if (method === 'POST' && approving) {
      if (approve) return approve;
      const approved = {
        ...current.student.find((row) => row.user_id === approving[1])!,
        status: 'active',
        personal_code: 'PATLAK',
      } as const;
      current = { ...current, student: current.student.map((row) => (row.user_id === approved.user_id ? approved : row)) };
      return jsonResponse(200, approved);
    }
    if (method === 'POST' && pathname === '/api/admin/ambassadors/bulk-delete') {
      const { user_ids: ids } = JSON.parse(String(init?.body)) as { user_ids: string[] };
      const isPending = (row: AmbassadorRow) => ids.includes(row.user_id) && row.status === 'pending_approval';
      const deleted = current.student.filter(isPending).map((row) => row.user_id);
      current = { ...current, student: current.student.filter((row) => !isPending(row)) };
      const skipped = ids
        .filter((id) => !deleted.includes(id))
        .map((id) => ({ user_id: id, reason: 'This ambassador is already approved; only pending sign-ups are deleted here.' }));
      return jsonResponse(200, { deleted, skipped });
    }
    const deleting = /^\/api\/admin\/ambassadors\/([^/]+)$/.exec(pathname);
    if (method === 'DELETE' && deleting) {
      if (remove) return remove;
      current = { ...current, student: current.student.filter((row) => row.user_id !== deleting[1]) };
      return jsonResponse(200, { message: 'User deleted successfully' });
    }
    return jsonResponse(404, {});
  });
}

function renderPage(path = '/admin/ambassadors') {
  render(<Toaster />);
  renderAt(
    path,
    <>
      <AmbassadorsPage />
      <CurrentQuery />
    </>,
    { route: '/admin/ambassadors' },
  );
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const listedNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    // The name is the row's first text (a pending sign-up's first cell is its checkbox).
    .map((row) => row.querySelector('td span')!.textContent);
/** Toasts outlive a test (the queue is module-level), so a toast is found by its title and description together. */
const toastShowing = (title: string, description?: string) =>
  waitFor(() => {
    // hidden: an open dialog hides the rest of the page from the accessibility tree; the toasts announce themselves.
    const toasts = within(screen.getByRole('region', { name: /Notifications/, hidden: true })).queryAllByRole('listitem', { hidden: true });
    const found = toasts.find(
      (entry) => within(entry).queryByText(title, { selector: 'div' }) && (!description || within(entry).queryByText(description)),
    );
    expect(found).toBeDefined();
  });

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the ambassadors screen', () => {
  it('lists the student ambassadors with their organization, code, status, progress, shirts sold and join date', async () => {
    serve();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Student Ambassadors' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading ambassadors')).toBeInTheDocument();
    const row = within(await rowOf('Sam Rivera'));
    expect(row.getByText('sam@example.com')).toBeInTheDocument();
    expect(row.getByText('Hillside High School')).toBeInTheDocument();
    expect(row.getByText('SAMRIV')).toBeInTheDocument();
    expect(row.getByText('Active')).toBeInTheDocument();
    expect(row.getByText('On Objective 2')).toBeInTheDocument();
    expect(row.getByText('12')).toBeInTheDocument();
    expect(within(await rowOf('Alex Chen')).getByText('Mar 14, 2026')).toBeInTheDocument();
    expect(within(await rowOf('Pat Okafor')).getByText('Pending Approval')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Organization' })).toBeInTheDocument();
    expect(requests()).toEqual(['GET /api/admin/ambassadors?role=student']);
  });

  it('shows the first page and continues the list with Load more, asking for the next page by its cursor', async () => {
    serve({ pageSize: 2 });
    const user = userEvent.setup();
    renderPage();

    await rowOf('Alex Chen');
    expect(screen.queryByText('Pat Okafor')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await rowOf('Pat Okafor');
    expect(screen.getByText('Sam Rivera')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // swr checks the first page again as it loads the next.
    expect(requests()).toContain('GET /api/admin/ambassadors?role=student&cursor=2');
    expect(requests().every((request) => request.startsWith('GET /api/admin/ambassadors?role=student'))).toBe(true);
  });

  it('lists the fundraising ambassadors, with their campaign, when the address says type=fundraiser', async () => {
    serve();
    renderPage('/admin/ambassadors?type=fundraiser');

    expect(screen.getByRole('heading', { level: 1, name: 'Fundraising Ambassadors' })).toBeInTheDocument();
    const row = within(await rowOf('Jordan Lee'));
    expect(row.getByText('Hillside Shirt Drive')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Campaign' })).toBeInTheDocument();
    expect(screen.queryByText('Sam Rivera')).not.toBeInTheDocument();
    expect(requests()).toEqual(['GET /api/admin/ambassadors?role=fundraising_ambassador']);
    expect(currentQuery()).toBe('?type=fundraiser');
  });

  it.each(['/admin/ambassadors', '/admin/ambassadors?type=everyone'])('lists the students at %s, and its address says so', async (path) => {
    serve();
    renderPage(path);

    expect(screen.getByRole('heading', { level: 1, name: 'Student Ambassadors' })).toBeInTheDocument();
    expect(await rowOf('Sam Rivera')).toBeInTheDocument();
    await waitFor(() => expect(currentQuery()).toBe('?type=student'));
    expect(requests()).toEqual(['GET /api/admin/ambassadors?role=student']);
  });

  it('opens with the tab, search and progress filter its address holds, as after a reload', async () => {
    serve({
      students: [sam, alex, pat, anAmbassador({ user_id: 'user-sam-2', first_name: 'Sam', last_name: 'Old', created_at: daysAgo(30) })],
    });
    renderPage('/admin/ambassadors?type=student&tab=new&q=sam&progress=assigned');

    await rowOf('Sam Rivera');
    expect(screen.getByRole('tab', { name: 'New (This Week)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search ambassadors' })).toHaveValue('sam');
    expect(screen.getByRole('combobox', { name: 'Progress' })).toHaveValue('assigned');
    expect(listedNames()).toEqual(['Sam Rivera']);
  });

  it('keeps the tab, search and progress filter in its address as they change, and drops each back at its default', async () => {
    serve();
    const user = userEvent.setup();
    renderPage('/admin/ambassadors?type=student');
    await rowOf('Sam Rivera');

    await user.type(screen.getByRole('searchbox', { name: 'Search ambassadors' }), 'sam r');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Progress' }), 'Assigned (Objective 2 onward)');
    await user.click(screen.getByRole('tab', { name: 'New (This Week)' }));

    expect(listedNames()).toEqual(['Sam Rivera']);
    await waitFor(() => expect(currentQuery()).toBe('?type=student&tab=new&q=sam+r&progress=assigned'));

    await user.clear(screen.getByRole('searchbox', { name: 'Search ambassadors' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Progress' }), 'All Progress');
    await user.click(screen.getByRole('tab', { name: 'All Ambassadors' }));

    await waitFor(() => expect(currentQuery()).toBe('?type=student'));
    expect(listedNames()).toEqual(['Sam Rivera', 'Alex Chen', 'Pat Okafor']);
  });

  it('ignores a progress filter its address holds that is not one of the choices', async () => {
    serve();
    renderPage('/admin/ambassadors?type=student&progress=rejected');

    await rowOf('Sam Rivera');
    expect(screen.getByRole('combobox', { name: 'Progress' })).toHaveValue('all');
    expect(listedNames()).toHaveLength(3);
  });

  it('shows only the sign-ups of the last 7 days under New (This Week)', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await rowOf('Alex Chen');

    await user.click(screen.getByRole('tab', { name: 'New (This Week)' }));

    expect(screen.getByRole('tab', { name: 'New (This Week)' })).toHaveAttribute('aria-selected', 'true');
    expect(listedNames()).toEqual(['Sam Rivera', 'Pat Okafor']);

    await user.click(screen.getByRole('tab', { name: 'All Ambassadors' }));

    expect(listedNames()).toEqual(['Sam Rivera', 'Alex Chen', 'Pat Okafor']);
  });

  it("says 'No new ambassadors this week' when nobody joined this week", async () => {
    serve({ students: [alex] });
    const user = userEvent.setup();
    renderPage();
    await rowOf('Alex Chen');

    await user.click(screen.getByRole('tab', { name: 'New (This Week)' }));

    expect(screen.getByText('No new ambassadors this week')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when there are no ambassadors of the mode at all', async () => {
    serve({ students: [] });
    renderPage();

    expect(await screen.findByText('No student ambassadors yet')).toBeInTheDocument();
  });

  it('searches by name, e-mail, code and organization', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await rowOf('Sam Rivera');
    const search = screen.getByRole('searchbox', { name: 'Search ambassadors' });

    await user.click(search);
    await user.paste('chen');
    expect(listedNames()).toEqual(['Alex Chen']);

    await user.clear(search);
    await user.paste('PAT@EXAMPLE');
    expect(listedNames()).toEqual(['Pat Okafor']);

    await user.clear(search);
    await user.paste('samriv');
    expect(listedNames()).toEqual(['Sam Rivera']);

    await user.clear(search);
    await user.paste('lakeview');
    expect(listedNames()).toEqual(['Pat Okafor']);

    await user.clear(search);
    await user.paste('nobody');
    expect(screen.getByText('No ambassadors match your search or filter')).toBeInTheDocument();
  });

  it('searches fundraisers by campaign', async () => {
    serve({ fundraisers: [jordan, anAmbassador({ ...jordan, user_id: 'user-kim', first_name: 'Kim', campaign_name: 'Valley Run' })] });
    const user = userEvent.setup();
    renderPage('/admin/ambassadors?type=fundraiser');
    await rowOf('Jordan Lee');

    await user.type(screen.getByRole('searchbox', { name: 'Search ambassadors' }), 'valley');

    expect(listedNames()).toEqual(['Kim Lee']);
  });

  it('filters by progress: New, Assigned and Complete', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await rowOf('Sam Rivera');
    const progress = screen.getByRole('combobox', { name: 'Progress' });
    expect(
      within(progress)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Progress', 'New (Objective 1)', 'Assigned (Objective 2 onward)', 'Complete']);

    await user.selectOptions(progress, 'New (Objective 1)');
    expect(listedNames()).toEqual(['Pat Okafor']);

    await user.selectOptions(progress, 'Assigned (Objective 2 onward)');
    expect(listedNames()).toEqual(['Sam Rivera']);

    await user.selectOptions(progress, 'Complete');
    expect(listedNames()).toEqual(['Alex Chen']);

    await user.selectOptions(progress, 'All Progress');
    expect(listedNames()).toHaveLength(3);
  });

  it("says 'Failed to load ambassadors' in a toast and offers to try again", async () => {
    serve({ list: jsonResponse(500, { error: { code: 'internal', message: 'Something went wrong. Please try again.' } }) });
    const user = userEvent.setup();
    renderPage();

    await toastShowing('Error', 'Failed to load ambassadors');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load ambassadors');
    serve();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await rowOf('Sam Rivera')).toBeInTheDocument();
  });

  it('shows an ambassador in the detail dialog: Overview, Objectives and Orders', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();

    await user.click(within(await rowOf('Sam Rivera')).getByRole('button', { name: 'View Sam Rivera' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Sam Rivera' }));
    expect(await dialog.findByText('I want my school to care about the climate.')).toBeInTheDocument();
    expect(dialog.getByText('SAMRIV')).toBeInTheDocument();
    expect(dialog.getByText('Active')).toBeInTheDocument();
    expect(dialog.getByText('@samrivera')).toBeInTheDocument();
    // The tracked link Sam shares (every sale through it counted), not the store's bare address.
    expect(dialog.getByRole('link', { name: /\/r\/SAMRIV/ })).toHaveAttribute('href', `${window.location.origin}/r/SAMRIV`);
    expect(dialog.getByText('Shirts Sold').nextSibling).toHaveTextContent('12');
    expect(dialog.getByText('Sales').nextSibling).toHaveTextContent('$300.00');
    expect(dialog.getByText('Earnings').nextSibling).toHaveTextContent('$30.00');

    await user.click(dialog.getByRole('tab', { name: 'Objectives' }));

    const [first, second] = within(dialog.getByRole('list', { name: 'Objectives' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('Objective 1');
    expect(first).toHaveTextContent('Share your code');
    expect(within(first!).getByText('Completed')).toBeInTheDocument();
    expect(first).toHaveTextContent('Assigned Nov 1, 2026 · Submitted Nov 3, 2026 · Approved Nov 4, 2026');
    expect(first).toHaveTextContent('Feedback: Great post!');
    expect(within(second!).getByText('In Progress')).toBeInTheDocument();

    await user.click(dialog.getByRole('tab', { name: 'Orders' }));

    const [order1001, order1002] = within(dialog.getByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    expect(order1001).toHaveTextContent('#1001');
    expect(order1001).toHaveTextContent('Nov 20, 2026');
    expect(order1001).toHaveTextContent('Climate Tee × 2');
    expect(order1001).toHaveTextContent('$45.00');
    expect(order1002).toHaveTextContent('Climate Tee × 9, Tote Bag × 1');
    expect(order1002).toHaveTextContent('$255.00');

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'No orders yet' for an ambassador without orders", async () => {
    serve();
    fetchMock.mockImplementationOnce(async () => jsonResponse(200, { ambassadors: [sam] }));
    fetchMock.mockImplementationOnce(async () => jsonResponse(200, { ...samDetail, orders: [], objectives: [] }));
    const user = userEvent.setup();
    renderPage();

    await user.click(within(await rowOf('Sam Rivera')).getByRole('button', { name: 'View Sam Rivera' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sam Rivera' }));
    await user.click(dialog.getByRole('tab', { name: 'Orders' }));

    expect(await dialog.findByText('No orders yet')).toBeInTheDocument();
    await user.click(dialog.getByRole('tab', { name: 'Objectives' }));
    expect(dialog.getByText('No objectives yet')).toBeInTheDocument();
  });

  it("marks a member awaiting their guardian, and re-sends the guardian's e-mail from their detail", async () => {
    const minor = anAmbassador({ user_id: 'user-mia', first_name: 'Mia', last_name: 'Park', guardian_hold: 'awaiting_guardian' });
    const withdrew = anAmbassador({ user_id: 'user-lou', first_name: 'Lou', last_name: 'Berg', guardian_hold: 'guardian_withdrew' });
    const guardian = {
      email: 'parent@example.com',
      status: 'awaiting',
      sent_at: '2026-03-01T10:00:00.000Z',
      acknowledged_at: null,
      withdrawn_at: null,
    } as const;
    const detail: AmbassadorDetail = {
      ...samDetail,
      ambassador: minor,
      profile: aProfile({ user_id: 'user-mia', first_name: 'Mia', last_name: 'Park', adult_from: '2099-04-01', guardian }),
    };
    fetchMock.mockImplementation(async (url, init) => {
      const { pathname } = new URL(url);
      if (pathname === '/api/admin/ambassadors') return jsonResponse(200, { ambassadors: [minor, withdrew, sam], next_cursor: null });
      if (pathname === '/api/admin/ambassadors/user-mia') return jsonResponse(200, detail);
      if (init?.method === 'POST' && pathname === '/api/admin/ambassadors/user-mia/guardian-email') {
        return jsonResponse(200, { message: 'A new link is on its way to parent@example.com.' });
      }
      return jsonResponse(404, {});
    });
    const user = userEvent.setup();
    renderPage();

    expect(within(await rowOf('Mia Park')).getByText('Awaiting guardian')).toBeInTheDocument();
    expect(within(await rowOf('Lou Berg')).getByText('Guardian withdrew')).toBeInTheDocument();
    expect(within(await rowOf('Sam Rivera')).queryByText(/guardian/i)).not.toBeInTheDocument();
    await user.click(within(await rowOf('Mia Park')).getByRole('button', { name: 'View Mia Park' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mia Park' }));
    expect(await dialog.findByText('parent@example.com')).toBeInTheDocument();
    expect(dialog.getByText(/Has not acknowledged yet · last e-mailed Mar 1, 2026/)).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Re-send guardian e-mail' }));

    await toastShowing('Guardian e-mail sent', 'A new link is on its way to parent@example.com.');
    expect(requests()).toContain('POST /api/admin/ambassadors/user-mia/guardian-email');
  });

  it('approves a pending student, and the list shows them active', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    expect(within(await rowOf('Sam Rivera')).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();

    await user.click(within(await rowOf('Pat Okafor')).getByRole('button', { name: 'Approve Pat Okafor' }));

    await toastShowing('Ambassador Approved', 'Pat Okafor is now active with the code PATLAK.');
    expect(requests()).toContain('POST /api/admin/ambassadors/user-pat/approve');
    const row = within(await rowOf('Pat Okafor'));
    expect(await row.findByText('PATLAK')).toBeInTheDocument();
    expect(row.getByText('Active')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('offers no Approve to fundraising ambassadors', async () => {
    serve({ fundraisers: [{ ...jordan, status: 'pending_approval', personal_code: null }] });
    renderPage('/admin/ambassadors?type=fundraiser');

    const row = within(await rowOf('Jordan Lee'));
    expect(row.getByText('Pending Approval')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('says why an approval was refused', async () => {
    serve({ approve: jsonResponse(409, { error: { code: 'not_pending', message: 'This ambassador is already approved.' } }) });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage();

    await user.click(within(await rowOf('Pat Okafor')).getByRole('button', { name: 'Approve Pat Okafor' }));

    await toastShowing('Error', 'This ambassador is already approved.');
  });

  it('deletes an ambassador only after the confirmation, then says so and drops them from the list', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();

    await user.click(within(await rowOf('Sam Rivera')).getByRole('button', { name: 'Delete Sam Rivera' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Delete Ambassador' });
    const confirmation = within(dialog);
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete Sam Rivera (sam@example.com)? This permanently removes their account, all of their data and their store discount code. This cannot be undone.',
    );
    await user.click(confirmation.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests().some((request) => request.startsWith('DELETE'))).toBe(false);

    await user.click(within(await rowOf('Sam Rivera')).getByRole('button', { name: 'Delete Sam Rivera' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    await toastShowing('User Deleted', 'Sam Rivera has been permanently deleted.');
    expect(requests()).toContain('DELETE /api/admin/ambassadors/user-sam');
    await waitFor(() => expect(screen.queryByText('Sam Rivera')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(listedNames()).toEqual(['Alex Chen', 'Pat Okafor']);
  });

  it('deletes pending sign-ups in bulk: only they can be ticked, all at once or one by one, after a confirmation', async () => {
    const quinn = anAmbassador({ ...pat, user_id: 'user-quinn', first_name: 'Quinn', last_name: 'Adams', email: 'quinn@example.com' });
    serve({ students: [sam, alex, pat, quinn] });
    const user = userEvent.setup();
    renderPage();

    const bar = within(await screen.findByRole('region', { name: 'Pending sign-ups' }));
    expect(bar.getByText('2 pending sign-ups')).toBeInTheDocument();
    // Approved ambassadors get no checkbox.
    expect(within(await rowOf('Sam Rivera')).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(await rowOf('Pat Okafor')).getByRole('checkbox', { name: 'Select Pat Okafor' }));
    expect(bar.getByText('1 of 2 pending sign-ups selected')).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Select all pending' }));
    expect(within(await rowOf('Quinn Adams')).getByRole('checkbox', { name: 'Select Quinn Adams' })).toBeChecked();
    expect(bar.getByText('2 of 2 pending sign-ups selected')).toBeInTheDocument();

    await user.click(bar.getByRole('button', { name: 'Delete Selected (2)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Pending Sign-ups' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete 2 pending sign-ups?');
    expect(requests().some((request) => request.includes('bulk-delete'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await toastShowing('Sign-ups Deleted', '2 pending sign-ups deleted for good.');
    expect(requests()).toContain('POST /api/admin/ambassadors/bulk-delete');
    const body = fetchMock.mock.calls.find(([url]) => url.endsWith('/bulk-delete'))![1]!.body;
    expect(JSON.parse(String(body))).toEqual({ user_ids: ['user-pat', 'user-quinn'] });
    await waitFor(() => expect(listedNames()).toEqual(['Sam Rivera', 'Alex Chen']));
    expect(screen.queryByRole('region', { name: 'Pending sign-ups' })).not.toBeInTheDocument();
  });

  it("says 'Failed to delete user. Please try again.' when the delete fails", async () => {
    serve({ remove: jsonResponse(500, { error: { code: 'internal', message: 'Something went wrong. Please try again.' } }) });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage();

    await user.click(within(await rowOf('Sam Rivera')).getByRole('button', { name: 'Delete Sam Rivera' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    await toastShowing('Error', 'Failed to delete user. Please try again.');
    expect(screen.getByRole('alertdialog', { name: 'Delete Ambassador' })).toBeInTheDocument();
    expect(screen.getByText('Sam Rivera', { selector: 'tr span' })).toBeInTheDocument();
  });

  it('shows cards instead of a table at 375 px, with the same actions', async () => {
    setViewportWidth(375);
    serve();
    const user = userEvent.setup();
    renderPage();

    const cards = within(await screen.findByRole('list', { name: 'Ambassadors' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const pat = cards.getAllByRole('listitem').find((card) => card.textContent.includes('Pat Okafor'))!;
    expect(pat).toHaveTextContent('Lakeview College');
    expect(pat).toHaveTextContent('Pending Approval');
    expect(pat).toHaveTextContent('New');

    await user.click(within(pat).getByRole('button', { name: 'Delete Pat Okafor' }));

    expect(screen.getByRole('alertdialog', { name: 'Delete Ambassador' })).toHaveTextContent('Pat Okafor');
  });
});
