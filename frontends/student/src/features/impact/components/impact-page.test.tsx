import type { MyEarningsAndPayouts } from '@app/shared/payouts';
import type { MyTotals } from '@app/shared/leaderboards';
import { Toaster } from '@app/ui';
import { jsonResponse, renderAt } from '@app/ui/testing';
import { act, render, screen, within } from '@testing-library/react';
import { ImpactPage } from './impact-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

type Figures = Omit<MyTotals, 'badges' | 'orders_by_source'>;
const totalsOf = (figures: Figures): MyTotals => ({ ...figures, badges: [], orders_by_source: {} });

function serveTotals(figures: Figures) {
  const totals = totalsOf(figures);
  fetchMock.mockImplementation(async (url) => (url.endsWith('/api/me/totals') ? jsonResponse(200, totals) : jsonResponse(404, {})));
}

function serveTotalsAndEarnings(figures: Figures, earnings: MyEarningsAndPayouts | 'fail') {
  const totals = totalsOf(figures);
  fetchMock.mockImplementation(async (url) => {
    if (url.endsWith('/api/me/totals')) return jsonResponse(200, totals);
    if (url.endsWith('/api/me/earnings')) {
      return earnings === 'fail'
        ? jsonResponse(500, { error: { code: 'internal', message: 'Something went wrong.' } })
        : jsonResponse(200, earnings);
    }
    return jsonResponse(404, {});
  });
}

function renderPage() {
  render(<Toaster />);
  renderAt('/impact', <ImpactPage />);
}

const figure = (label: string) => within(screen.getByRole('group', { name: label }));

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('ImpactPage', () => {
  it('shows orders, revenue and earnings with 2 decimals, and the $1 a shirt gives to climate action, as Home does', async () => {
    serveTotals({ units_sold: 7, total_sales: 1234.5, total_commission: 123.456, orders_count: 3 });
    renderPage();

    expect(await screen.findByRole('group', { name: 'Total Orders' })).toHaveTextContent('3');
    expect(figure('Revenue').getByText('$1,234.50')).toBeInTheDocument();
    expect(figure('Earnings').getByText('$123.46')).toBeInTheDocument();
    expect(figure('Climate Impact').getByText('$7.00')).toBeInTheDocument();
    expect(figure('Climate Impact').getByText('$1.00 to climate action for each of your 7 shirts sold')).toBeInTheDocument();
    const banner = screen.getByRole('region', { name: 'Thank you for making a difference!' });
    expect(banner).toHaveTextContent("You've sold 7 shirts, giving $7.00 to climate action.");
    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/api\/me\/totals$/);
  });

  it('says shirt for a single shirt', async () => {
    serveTotals({ units_sold: 1, total_sales: 25, total_commission: 2.5, orders_count: 1 });
    renderPage();

    const banner = await screen.findByRole('region', { name: 'Thank you for making a difference!' });
    expect(banner).toHaveTextContent("You've sold 1 shirt, giving $1.00 to climate action.");
  });

  it("shows zeros and an encouraging 'No orders yet' banner before the first sale", async () => {
    serveTotals({ units_sold: 0, total_sales: 0, total_commission: 0, orders_count: 0 });
    renderPage();

    const banner = await screen.findByRole('region', { name: 'No orders yet' });
    expect(within(banner).getByText(/Every shirt sold gives \$1\.00 to climate action\./)).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Get My Code' })).toHaveAttribute('href', '/code-assets');
    expect(figure('Total Orders').getByText('0')).toBeInTheDocument();
    expect(figure('Revenue').getByText('$0.00')).toBeInTheDocument();
    expect(figure('Earnings').getByText('$0.00')).toBeInTheDocument();
    expect(figure('Climate Impact').getByText('$0.00')).toBeInTheDocument();
    expect(figure('Climate Impact').getByText('$1.00 to climate action for each shirt you sell')).toBeInTheDocument();
  });

  it('shows a new sale within 30 seconds, without a reload', async () => {
    jest.useFakeTimers();
    try {
      serveTotals({ units_sold: 1, total_sales: 25, total_commission: 2.5, orders_count: 1 });
      renderPage();
      expect(await screen.findByRole('group', { name: 'Revenue' })).toHaveTextContent('$25.00');

      serveTotals({ units_sold: 3, total_sales: 75, total_commission: 7.5, orders_count: 2 });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(30_000);
      });

      expect(await screen.findByText('$75.00')).toBeInTheDocument();
      expect(figure('Climate Impact').getByText('$3.00')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows 'Failed to fetch orders', with the failed request's reference, when the totals cannot be loaded", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        500,
        { error: { code: 'internal', message: 'Something went wrong. Please try again.' } },
        { 'x-request-id': 'req-totals-500' },
      ),
    );
    renderPage();

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to fetch orders')).toHaveLength(2);
    expect(screen.getByText('Reference: req-totals-500')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Revenue' })).not.toBeInTheDocument();
  });

  it('shows paid and unpaid earnings with 2 decimals, the unpaid split into pending in the hold and payable', async () => {
    serveTotalsAndEarnings(
      { units_sold: 7, total_sales: 1234.5, total_commission: 123.45, orders_count: 3 },
      {
        total_earnings: 123.45,
        paid_earnings: 100,
        unpaid_earnings: 23.45,
        pending_earnings: 20.2,
        payable_earnings: 3.25,
        commission_hold_days: 14,
        payouts: [
          {
            id: 'payout-2',
            amount: 50,
            bonus: 5,
            method: 'gift_card',
            method_label: 'Gift card ending 7KQ2',
            paid_on: '2026-11-20',
            state: 'sent',
            voided: false,
          },
          {
            id: 'payout-1',
            amount: 50,
            bonus: 0,
            method: 'cash',
            method_label: 'Cash, paid to your guardian',
            paid_on: '2026-10-02',
            state: 'sent',
            voided: false,
          },
        ],
        payout_method: {
          method: 'gift_card',
          chosen: false,
          choices: [
            { method: 'gift_card', label: 'Store credit (a gift card for the shop)', bonus_percent: 10 },
            { method: 'cash', label: 'Cash, paid to your guardian', bonus_percent: 0 },
          ],
        },
      },
    );
    renderPage();

    expect(await screen.findByText('$100.00')).toBeInTheDocument();
    expect(figure('Paid Earnings').getByText('$100.00')).toBeInTheDocument();
    expect(figure('Unpaid Earnings').getByText('$23.45')).toBeInTheDocument();
    expect(figure('Earnings').getByText('$123.45')).toBeInTheDocument();
    expect(figure('Pending (in the 14-day hold)').getByText('$20.20')).toBeInTheDocument();
    expect(figure('Payable').getByText('$3.25')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/api/me/earnings'))).toBe(true);
    // Each payout with its method, amount (a gift card's bonus included), day and state.
    const payouts = within(screen.getByRole('list', { name: 'Your payouts' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(payouts).toEqual([
      'Gift card ending 7KQ2Nov 20, 2026$55.00incl. $5.00 bonusSent',
      'Cash, paid to your guardianOct 2, 2026$50.00Sent',
    ]);
    const howPaid = within(screen.getByRole('region', { name: 'How You’re Paid' }));
    expect(howPaid.getByRole('radio', { name: 'Store credit (a gift card for the shop) (+10% bonus)' })).toBeChecked();
  });

  it('keeps the rest of the page when paid and unpaid earnings cannot be loaded', async () => {
    serveTotalsAndEarnings({ units_sold: 1, total_sales: 25, total_commission: 2.5, orders_count: 1 }, 'fail');
    renderPage();

    const paid = await screen.findByRole('group', { name: 'Paid Earnings' });
    expect(await within(paid).findByText('Could not load your payouts')).toBeInTheDocument();
    expect(figure('Unpaid Earnings').getByText('–')).toBeInTheDocument();
    expect(figure('Pending').getByText('–')).toBeInTheDocument();
    expect(figure('Payable').getByText('–')).toBeInTheDocument();
    expect(figure('Earnings').getByText('$2.50')).toBeInTheDocument();
  });
});

describe('ImpactPage, tracked link results', () => {
  const totals: MyTotals = { units_sold: 2, total_sales: 60, total_commission: 6, orders_count: 2, badges: [], orders_by_source: {} };

  function serveLinkStats(answer: Response) {
    fetchMock.mockImplementation(async (url) => {
      if (url.endsWith('/api/me/totals')) return jsonResponse(200, totals);
      if (url.endsWith('/api/me/link-stats')) return answer;
      return jsonResponse(404, {});
    });
  }

  it('shows clicks, orders and conversion per source, and the total', async () => {
    serveLinkStats(
      jsonResponse(200, {
        sources: [
          { source: 'tiktok', clicks: 40, orders: 3, conversion_rate: 7.5 },
          { source: 'qr', clicks: 5, orders: 0, conversion_rate: 0 },
        ],
        total: { clicks: 45, orders: 3, conversion_rate: 6.7 },
      }),
    );
    renderPage();

    const table = await screen.findByRole('table', { name: 'Tracked Link Results' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['SourceClicksOrdersConversion', 'TikTok4037.5%', 'QR code500%', 'Total4536.7%']);
  });

  it('says there are no clicks yet before the first one', async () => {
    serveLinkStats(jsonResponse(200, { sources: [], total: { clicks: 0, orders: 0, conversion_rate: null } }));
    renderPage();

    expect(await screen.findByText(/No clicks yet\. Share your tracked link/)).toBeInTheDocument();
  });

  it('keeps the rest of the page when the link results cannot be loaded', async () => {
    serveLinkStats(jsonResponse(500, { error: { code: 'internal', message: 'Something went wrong.' } }));
    renderPage();

    expect(await screen.findByText('Could not load your link results')).toBeInTheDocument();
    expect(figure('Total Orders').getByText('2')).toBeInTheDocument();
  });
});
