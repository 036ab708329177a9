import type { ReconciliationRun, ReconciliationStatus } from '@app/shared/reconciliation';
import { Toaster } from '@app/ui';
import { jsonResponse, renderAt } from '@app/ui/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReconciliationCard } from './reconciliation-card';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

const aRun = (overrides: Partial<ReconciliationRun> = {}): ReconciliationRun => ({
  scheduled_at: '2026-11-20T15:17:00.000Z',
  started_at: '2026-11-20T15:17:01.000Z',
  finished_at: '2026-11-20T15:17:04.000Z',
  window_start: '2026-11-17T15:17:00.000Z',
  orders_read: 312,
  refunds_read: 9,
  recovered_orders: 0,
  recovered_refunds: 0,
  recovered: [],
  error: null,
  ...overrides,
});

/** A fake API: GET answers the statuses in turn (the last one from then on); POST run answers `run`. */
function serveApi(statuses: ReconciliationStatus[], run: () => Response = () => jsonResponse(200, statuses[0])) {
  let served = 0;
  fetchMock.mockImplementation(async (url, init) => {
    const { pathname } = new URL(url, 'http://localhost');
    if ((init?.method ?? 'GET') === 'POST' && pathname.endsWith('/admin/reconciliation/run')) return run();
    if (pathname.endsWith('/admin/reconciliation')) return jsonResponse(200, statuses[Math.min(served++, statuses.length - 1)]);
    return jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } });
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function renderCard() {
  render(<Toaster />);
  renderAt('/admin/shopify-sync', <ReconciliationCard />);
}

const runNowButton = () => screen.getByRole('button', { name: 'Run now' });

describe('the order reconciliation card', () => {
  it('shows when the last run finished, how many orders it read and each order it recovered by name', async () => {
    serveApi([
      {
        last: aRun({
          recovered_orders: 53,
          recovered_refunds: 2,
          recovered: [
            { order_id: '1', order_name: '#1001', order: true, refunds: 0 },
            { order_id: '2', order_name: '#1002', order: false, refunds: 1 },
            { order_id: '3', order_name: '#1003', order: true, refunds: 1 },
          ],
        }),
        running_since: null,
      },
    ]);
    renderCard();

    expect(await screen.findByText('312 (updated since', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Nov 20, 2026', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('53 orders, 2 refunds')).toBeInTheDocument();
    const recovered = within(screen.getByRole('list', { name: 'Recovered orders' }));
    expect(recovered.getByText('#1001').closest('li')).toHaveTextContent('#1001 (order)');
    expect(recovered.getByText('#1002').closest('li')).toHaveTextContent('#1002 (1 refund)');
    expect(recovered.getByText('#1003').closest('li')).toHaveTextContent('#1003 (order and 1 refund)');
    expect(recovered.getByText('and 50 more')).toBeInTheDocument();
    expect(runNowButton()).toBeEnabled();
  });

  it('says when a run recovered nothing, when none has run yet, and why a run stopped short', async () => {
    serveApi([{ last: aRun({ orders_read: 0, error: 'The store answered HTTP 502.' }), running_since: null }]);
    renderCard();

    expect(await screen.findByText('Nothing: every order had arrived through its webhooks')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The run stopped short: The store answered HTTP 502.');
  });

  it('says when no reconciliation has run yet', async () => {
    serveApi([{ last: null, running_since: null }]);
    renderCard();

    expect(await screen.findByText('No reconciliation has run yet.')).toBeInTheDocument();
  });

  it('Run now shows the run going, with Run now off, then what it recovered', async () => {
    const before: ReconciliationStatus = { last: null, running_since: null };
    const running: ReconciliationStatus = { last: null, running_since: '2026-11-20T16:00:00.000Z' };
    const done: ReconciliationStatus = {
      last: aRun({ recovered_orders: 1, recovered: [{ order_id: '9', order_name: '#1009', order: true, refunds: 0 }] }),
      running_since: null,
    };
    serveApi([before, running, done], () => jsonResponse(200, running));
    renderCard();
    await screen.findByText('No reconciliation has run yet.');

    await userEvent.click(runNowButton());

    expect(await screen.findByText('Running since', { exact: false })).toBeInTheDocument();
    expect(runNowButton()).toBeDisabled();
    expect(await screen.findByText('#1009', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Running since', { exact: false })).not.toBeInTheDocument();
    expect(runNowButton()).toBeEnabled();
  });

  it('tells the admin when a run is already going', async () => {
    serveApi([{ last: null, running_since: null }], () =>
      jsonResponse(409, { error: { code: 'conflict', message: 'A reconciliation is already running.' } }),
    );
    renderCard();
    await screen.findByText('No reconciliation has run yet.');

    await userEvent.click(runNowButton());

    expect(await screen.findByText('Failed to start the reconciliation: A reconciliation is already running.')).toBeInTheDocument();
  });
});
