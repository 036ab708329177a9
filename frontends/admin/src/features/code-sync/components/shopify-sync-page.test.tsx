import type { CodeSyncRecord, CodeSyncStats } from '@app/shared/code-sync';
import { Toaster } from '@app/ui';
import { jsonResponse, renderAt } from '@app/ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentQuery, currentQuery } from '../../../lib/current-query';
import { ShopifySyncPage } from './shopify-sync-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

const aRecord = (overrides: Partial<CodeSyncRecord>): CodeSyncRecord => ({
  id: 'sync-1',
  user_id: 'user-1',
  personal_code: 'SAM10',
  sync_status: 'synced',
  sync_attempts: 1,
  last_sync_attempt: '2026-11-20T15:30:00.000Z',
  error_message: null,
  created_at: '2026-11-20T15:00:00.000Z',
  discount_percent: 10,
  profile: { first_name: 'Sam', last_name: 'Rivera', email: 'sam@example.com', role: 'student' },
  campaign: null,
  ...overrides,
});

const synced = aRecord({});
const pending = aRecord({
  id: 'sync-2',
  user_id: 'user-2',
  personal_code: 'ALEX10',
  sync_status: 'pending',
  sync_attempts: 0,
  last_sync_attempt: null,
  profile: { first_name: 'Alex', last_name: 'Kim', email: 'alex@example.com', role: 'fundraising_ambassador' },
});
const longError = 'The store refused our access token (HTTP 401). Check the Admin API access token in the store settings and try again.';
const failed = aRecord({
  id: 'sync-3',
  user_id: 'user-3',
  personal_code: 'JO10',
  sync_status: 'failed',
  sync_attempts: 3,
  error_message: longError,
  profile: { first_name: 'Jo', last_name: 'Park', email: 'jo@example.com', role: 'student' },
});

type Handler = (init: RequestInit | undefined) => Response;

/** A fake API: the stats and records below, and any route the test overrides (by method and path ending). */
function serveApi({
  stats = { total_codes: 3, synced: 1, pending: 1, failed: 1 },
  records = [synced, pending, failed],
  autoSync = true,
  routes = {},
}: { stats?: CodeSyncStats; records?: CodeSyncRecord[]; autoSync?: boolean; routes?: Record<string, Handler> } = {}) {
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const route = Object.entries(routes).find(([key]) => {
      const [routeMethod, path = ''] = key.split(' ');
      return routeMethod === method && pathname.endsWith(path);
    });
    if (route) return route[1](init);
    if (pathname.endsWith('/code-sync/stats')) return jsonResponse(200, stats);
    if (pathname.endsWith('/admin/reconciliation')) return jsonResponse(200, { last: null, running_since: null });
    if (pathname.endsWith('/code-sync/records')) {
      const status = searchParams.get('status');
      return jsonResponse(200, { records: records.filter((record) => !status || record.sync_status === status) });
    }
    if (pathname.endsWith('/settings/auto-sync')) {
      if (method === 'PUT') autoSync = (JSON.parse(String(init?.body)) as { enabled: boolean }).enabled;
      return jsonResponse(200, { enabled: autoSync });
    }
    return jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } });
  });
}

const callsTo = (method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && new URL(url, 'http://localhost').pathname.endsWith(path),
  );

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function renderPage() {
  render(<Toaster />);
  renderAt('/admin/shopify-sync', <ShopifySyncPage />);
}

const countCard = (label: string) => screen.getByRole('group', { name: label });
/** The newest toast saying `text` (toasts outlive a test: the queue is the module's). */
const toastSaying = (text: string) => screen.getAllByText(text, { exact: true }).at(0)!.closest('li')!;

describe('the Shopify code sync screen', () => {
  it("lists a campaign's own code with its campaign in place of a user (issue 45)", async () => {
    const campaignCode = aRecord({
      id: 'campaign-1',
      user_id: null,
      personal_code: 'HHS',
      sync_status: 'pending',
      profile: null,
      campaign: { id: 'campaign-1', campaign_name: 'Hillside High School Shirt Drive' },
    });
    serveApi({ stats: { total_codes: 1, synced: 0, pending: 1, failed: 0 }, records: [campaignCode] });
    renderPage();

    const row = (await screen.findByText('HHS')).closest('tr')!;
    expect(within(row).getByText('Hillside High School Shirt Drive')).toBeInTheDocument();
    expect(within(row).getByText('Campaign’s own code')).toBeInTheDocument();
    expect(within(row).getByText('Campaign')).toBeInTheDocument();
    expect(within(row).queryByText('Unknown user')).not.toBeInTheDocument();
  });

  it('shows the four counts and every record with its status, user, role, attempts, last attempt and error', async () => {
    serveApi({ stats: { total_codes: 12, synced: 7, pending: 3, failed: 2 } });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Shopify Code Sync' })).toBeInTheDocument();
    expect(await within(countCard('Total Codes')).findByText('12')).toBeInTheDocument();
    expect(within(countCard('Synced')).getByText('7')).toBeInTheDocument();
    expect(within(countCard('Pending')).getByText('3')).toBeInTheDocument();
    expect(within(countCard('Failed')).getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All (12)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Synced (7)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending (3)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Failed (2)' })).toBeInTheDocument();

    const samRow = (await screen.findByText('SAM10')).closest('tr')!;
    expect(within(samRow).getByText('Synced')).toBeInTheDocument();
    expect(within(samRow).getByText('Sam Rivera')).toBeInTheDocument();
    expect(within(samRow).getByText('sam@example.com')).toBeInTheDocument();
    expect(within(samRow).getByText('Student Ambassador')).toBeInTheDocument();
    expect(within(samRow).getByText('1')).toBeInTheDocument();
    expect(within(samRow).getByText('Nov 20, 2026', { exact: false })).toBeInTheDocument();

    const alexRow = screen.getByText('ALEX10').closest('tr')!;
    expect(within(alexRow).getByText('Pending')).toBeInTheDocument();
    expect(within(alexRow).getByText('Fundraising Ambassador')).toBeInTheDocument();
    expect(within(alexRow).getByText('Never')).toBeInTheDocument();

    const joRow = screen.getByText('JO10').closest('tr')!;
    expect(within(joRow).getByText('Failed')).toBeInTheDocument();
    const error = within(joRow).getByText(longError);
    expect(error).toHaveAttribute('title', longError);
    expect(error).toHaveClass('truncate');
  });

  it('lets the records table scroll sideways instead of widening a narrow screen', async () => {
    serveApi();
    renderPage();

    const table = (await screen.findByText('SAM10')).closest('table')!;
    expect(table.parentElement).toHaveClass('overflow-x-auto');
    expect(screen.getByRole('tabpanel').closest('.min-w-0')).not.toBeNull();
  });

  it('filters the records by tab, asking the server for that status', async () => {
    serveApi();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('SAM10');

    await user.click(screen.getByRole('tab', { name: /^Pending/ }));
    expect(await screen.findByText('ALEX10')).toBeInTheDocument();
    expect(screen.queryByText('SAM10')).not.toBeInTheDocument();
    expect(screen.queryByText('JO10')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url.includes('/code-sync/records?status=pending'))).toBe(true);

    await user.click(screen.getByRole('tab', { name: /^Failed/ }));
    expect(await screen.findByText('JO10')).toBeInTheDocument();
    expect(screen.queryByText('ALEX10')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^Synced/ }));
    expect(await screen.findByText('SAM10')).toBeInTheDocument();
    expect(screen.queryByText('JO10')).not.toBeInTheDocument();
  });

  it('keeps the tab in the address (?status=), so a link or a reload shows the same records (issue 45)', async () => {
    serveApi();
    const user = userEvent.setup();
    render(<Toaster />);
    renderAt(
      '/admin/shopify-sync?status=failed',
      <>
        <ShopifySyncPage />
        <CurrentQuery />
      </>,
      { route: '/admin/shopify-sync' },
    );

    expect(await screen.findByText('JO10')).toBeInTheDocument();
    expect(screen.queryByText('SAM10')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^All/ }));
    await waitFor(() => expect(currentQuery()).toBe(''));
    await user.click(screen.getByRole('tab', { name: /^Pending/ }));
    await waitFor(() => expect(currentQuery()).toBe('?status=pending'));
  });

  it('says No records found when there are none, with Process Pending disabled and Retry Failed hidden', async () => {
    serveApi({ stats: { total_codes: 0, synced: 0, pending: 0, failed: 0 }, records: [] });
    renderPage();

    expect(await screen.findByText('No records found')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Process Pending \(0\)/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Retry Failed/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Bulk Sync All Codes/ })).toBeEnabled();
  });

  it('shows the pending and failed counts on their buttons', async () => {
    serveApi({ stats: { total_codes: 9, synced: 2, pending: 4, failed: 3 } });
    renderPage();

    expect(await screen.findByRole('button', { name: /Process Pending \(4\)/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Retry Failed \(3\)/ })).toBeEnabled();
  });

  it('processes the pending syncs, disabling the buttons meanwhile, then reloads the counts and records', async () => {
    let answer: (response: Response) => void = () => undefined;
    let stats: CodeSyncStats = { total_codes: 3, synced: 1, pending: 1, failed: 1 };
    serveApi();
    const served = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((url, init) => {
      if (init?.method === 'POST' && url.endsWith('/code-sync/process-pending')) {
        return new Promise((resolve) => {
          answer = resolve;
        });
      }
      if (url.endsWith('/code-sync/stats')) return Promise.resolve(jsonResponse(200, stats));
      return served(url, init);
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: /Process Pending \(1\)/ }));

    expect(screen.getByRole('button', { name: /Process Pending/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Bulk Sync All Codes/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Retry Failed/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Check Connection/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Refresh/ })).toBeDisabled();

    const recordLoads = callsTo('GET', '/code-sync/records').length;
    stats = { total_codes: 3, synced: 2, pending: 0, failed: 1 };
    answer(jsonResponse(200, { processed: 1 }));

    expect(await screen.findByText('Processed 1 pending syncs')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Process Pending \(0\)/ })).toBeDisabled();
    expect(within(countCard('Synced')).getByText('2')).toBeInTheDocument();
    expect(callsTo('GET', '/code-sync/records').length).toBeGreaterThan(recordLoads);
    await waitFor(() => expect(screen.getByRole('button', { name: /Bulk Sync All Codes/ })).toBeEnabled());
  });

  it.each([
    ['Process Pending', 'POST /code-sync/process-pending', { processed: 5 }, 'Processed 5 pending syncs'],
    ['Bulk Sync All Codes', 'POST /code-sync/bulk-sync', { codes_processed: 12 }, 'Synced 12 codes'],
    ['Retry Failed', 'POST /code-sync/retry-failed', { codes_retried: 2 }, 'Retried 2 failed syncs'],
  ])('%s says how many it did', async (button, route, body, message) => {
    serveApi({ routes: { [route]: () => jsonResponse(200, body) } });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: new RegExp(button) }));

    expect(await screen.findByText(message, { exact: true })).toBeInTheDocument();
  });

  it.each([
    ['Process Pending', 'POST /code-sync/process-pending', 'Failed to process pending syncs'],
    ['Bulk Sync All Codes', 'POST /code-sync/bulk-sync', 'Failed to bulk sync codes'],
    ['Retry Failed', 'POST /code-sync/retry-failed', 'Failed to retry failed syncs'],
  ])("%s fails with the server's reason and the request's reference", async (button, route, message) => {
    serveApi({
      routes: {
        [route]: () => jsonResponse(500, { error: { code: 'internal', message: 'Table is busy' } }, { 'x-request-id': `req-${route}` }),
      },
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: new RegExp(button) }));

    expect(await screen.findByText(`${message}: Table is busy`, { exact: true })).toBeInTheDocument();
    expect(within(toastSaying(`${message}: Table is busy`)).getByText('Error')).toBeInTheDocument();
    expect(within(toastSaying(`${message}: Table is busy`)).getByText(`Reference: req-${route}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Bulk Sync All Codes/ })).toBeEnabled());
  });

  it('gives the network error as the reason when the server cannot be reached', async () => {
    serveApi({
      routes: {
        'POST /code-sync/bulk-sync': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: /Bulk Sync All Codes/ }));

    expect(
      await screen.findByText('Failed to bulk sync codes: Network error. Please check your connection and try again.', { exact: true }),
    ).toBeInTheDocument();
  });

  it('checks the connection and names the shop and API version, or Unknown without a shop name', async () => {
    let shopName = 'Eco Threads';
    serveApi({ routes: { 'GET /code-sync/health': () => jsonResponse(200, { shop: { name: shopName }, version: '2025-07' }) } });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: /Check Connection/ }));
    expect(await screen.findByText('Shop: Eco Threads · API version: 2025-07')).toBeInTheDocument();
    expect(within(toastSaying('Shop: Eco Threads · API version: 2025-07')).getByText('Shopify Connected')).toBeInTheDocument();

    shopName = '';
    await user.click(await screen.findByRole('button', { name: /Check Connection/ }));
    expect(await screen.findByText('Shop: Unknown · API version: 2025-07')).toBeInTheDocument();
  });

  it('says Connection failed with the reason when the store cannot be reached', async () => {
    serveApi({
      routes: {
        'GET /code-sync/health': () =>
          jsonResponse(503, {
            error: { code: 'service_unavailable', message: 'Connection failed: The store refused our access token (HTTP 401).' },
          }),
      },
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: /Check Connection/ }));

    expect(
      await screen.findByText('Connection failed: The store refused our access token (HTTP 401).', { exact: true }),
    ).toBeInTheDocument();
  });

  it('reloads the counts and records on Refresh', async () => {
    serveApi();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('SAM10');
    const statsLoads = callsTo('GET', '/code-sync/stats').length;
    const recordLoads = callsTo('GET', '/code-sync/records').length;

    await user.click(screen.getByRole('button', { name: /Refresh/ }));

    await screen.findByRole('button', { name: /Refresh/ });
    expect(callsTo('GET', '/code-sync/stats').length).toBeGreaterThan(statsLoads);
    expect(callsTo('GET', '/code-sync/records').length).toBeGreaterThan(recordLoads);
  });

  it('turns auto-sync on signup off and on, saving at once', async () => {
    serveApi({ autoSync: true });
    const user = userEvent.setup();
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Auto-sync on signup' });
    await screen.findByRole('switch', { name: 'Auto-sync on signup', checked: true });

    await user.click(toggle);

    expect(await screen.findByText('Auto-sync on signup disabled')).toBeInTheDocument();
    expect(within(toastSaying('Auto-sync on signup disabled')).getByText('Auto-sync Updated')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    const saved = callsTo('PUT', '/settings/auto-sync').at(0)?.[1];
    expect(JSON.parse(String(saved?.body))).toEqual({ enabled: false });

    await user.click(await screen.findByRole('switch', { name: 'Auto-sync on signup', checked: false }));

    expect(await screen.findByText('Auto-sync on signup enabled')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('puts the switch back and says so when the auto-sync setting cannot be saved', async () => {
    serveApi({
      autoSync: true,
      routes: { 'PUT /settings/auto-sync': () => jsonResponse(500, { error: { code: 'internal', message: 'Boom' } }) },
    });
    const user = userEvent.setup();
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Auto-sync on signup', checked: true });

    await user.click(toggle);

    expect(await screen.findByText('Failed to update auto-sync setting', { exact: true })).toBeInTheDocument();
    expect(within(toastSaying('Failed to update auto-sync setting')).getByText('Error')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Auto-sync on signup', checked: true })).toBeEnabled();
  });

  it('says Failed to fetch sync data, with the reference support can look up, when the counts or records cannot be loaded', async () => {
    serveApi({
      routes: {
        'GET /code-sync/records': () =>
          jsonResponse(500, { error: { code: 'internal', message: 'Boom' } }, { 'x-request-id': 'req-records-500' }),
      },
    });
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch sync data');
    expect(within(toastSaying('Failed to fetch sync data')).getByText('Error')).toBeInTheDocument();
    expect(within(toastSaying('Failed to fetch sync data')).getByText('Reference: req-records-500')).toBeInTheDocument();
  });
});
