import { toast } from '@app/ui';
import { ApiError } from '@app/ui/api';
import { jsonResponse, renderAt } from '@app/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCampaignPerformance, aPerformance, aTopFundraiser } from '../test-performance';
import { PerformancePage } from './performance-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());
// The toast queue outlives each test's render; watching the calls keeps one test's toasts out of the next.
jest.mock('@app/ui', () => ({ ...jest.requireActual('@app/ui'), toast: jest.fn() }));

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

const hillside = aCampaignPerformance();
const lakeview = aCampaignPerformance({
  campaign_id: 'c-2',
  campaign_name: 'Lakeview Tees',
  school_name: 'Lakeview Academy',
  status: 'completed',
  target_amount: null,
  figures: { units_sold: 40, total_sales: 1000, donated_to_org: 200, donated_to_environment: 40, members: 9 },
  progress_percent: null,
  days_left: 0,
});
const brookfield = aCampaignPerformance({
  campaign_id: 'c-3',
  campaign_name: 'Brookfield Run',
  school_name: 'Brookfield Middle',
  status: 'pending',
  end_date: null,
  figures: { units_sold: 2, total_sales: 50, donated_to_org: 10, donated_to_environment: 2, members: 1 },
  progress_percent: 66.67,
  days_left: null,
});
const performance = aPerformance({
  campaigns: [hillside, lakeview, brookfield],
  top_fundraisers: [
    aTopFundraiser(),
    aTopFundraiser({ user_id: 'u-2', first_name: 'Grace', last_name: 'Hopper', units_sold: 5, total_sales: 125.5 }),
  ],
  totals: { campaigns: 3, members: 14, units_sold: 1054, donated_to_org: 5270 },
});

const campaignTable = () => screen.getAllByRole('table')[0]!;
const campaignOrder = () =>
  within(campaignTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td span')?.textContent);
const statValue = (label: string) => within(screen.getByRole('group', { name: label })).getByText(/^[$\d,.—]+$/).textContent;

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(toast).mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('the Fundraising Performance page', () => {
  it('shows the totals, every campaign and the top fundraisers', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, performance));
    renderAt('/admin/performance', <PerformancePage />);

    expect(await screen.findByText('Lakeview Tees')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fundraising Performance' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/api\/admin\/performance$/);
    expect(statValue('Campaigns')).toBe('3');
    expect(statValue('Members')).toBe('14');
    expect(statValue('Shirts Sold')).toBe('1,054');
    expect(statValue('Organization Fund Raised')).toBe('$5,270.00');

    const campaignsTable = screen.getByRole('table', { name: 'Campaigns' });
    const hillsideRow = within(campaignsTable).getByText('Hillside Shirt Drive', { selector: 'td span' }).closest('tr')!;
    expect(within(hillsideRow).getByText('Hillside High School')).toBeInTheDocument();
    expect(within(hillsideRow).getByText('Active')).toBeInTheDocument();
    expect(within(hillsideRow).getByText('$60.00')).toBeInTheDocument();
    expect(within(hillsideRow).getByRole('progressbar', { name: 'Hillside Shirt Drive progress to target' })).toBeInTheDocument();
    expect(within(hillsideRow).getByText('12.0%')).toBeInTheDocument();
    expect(within(hillsideRow).getByText('8 days')).toBeInTheDocument();

    const lakeviewRow = screen.getByText('Lakeview Tees').closest('tr')!;
    expect(within(lakeviewRow).getByText('No target')).toBeInTheDocument();
    expect(within(lakeviewRow).getByText('Ended')).toBeInTheDocument();
    expect(within(screen.getByText('Brookfield Run').closest('tr')!).getByText('—')).toBeInTheDocument();

    const top = screen.getAllByRole('table')[1]!;
    const grace = within(top).getByText('Grace Hopper').closest('tr')!;
    expect(within(grace).getByText('2')).toBeInTheDocument();
    expect(within(grace).getByText('$125.50')).toBeInTheDocument();
  });

  it('continues the campaigns with Load more, asking for the next page by its cursor, and offers no more after the last', async () => {
    fetchMock.mockImplementation(async (url) =>
      jsonResponse(
        200,
        new URL(url, 'http://localhost').searchParams.get('cursor') === 'page-2'
          ? aPerformance({ campaigns: [lakeview], next_cursor: null })
          : aPerformance({ campaigns: [hillside], next_cursor: 'page-2' }),
      ),
    );
    const user = userEvent.setup();
    renderAt('/admin/performance', <PerformancePage />);
    const campaignsTable = await screen.findByRole('table', { name: 'Campaigns' });
    expect(await within(campaignsTable).findByText('Hillside Shirt Drive')).toBeInTheDocument();
    expect(screen.queryByText('Lakeview Tees')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Lakeview Tees')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Campaigns' })).getByText('Hillside Shirt Drive')).toBeInTheDocument();
    expect(fetchMock.mock.calls.at(-1)![0]).toMatch(/\/api\/admin\/performance\?cursor=page-2$/);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('sorts by a column heading, ascending then descending, and says so with aria-sort', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, performance));
    const user = userEvent.setup();
    renderAt('/admin/performance', <PerformancePage />);
    await screen.findByText('Lakeview Tees');

    // Biggest organization fund first by default.
    expect(campaignOrder()).toEqual(['Lakeview Tees', 'Hillside Shirt Drive', 'Brookfield Run']);
    const fundHeader = screen.getByRole('columnheader', { name: /Organization Fund/ });
    expect(fundHeader).toHaveAttribute('aria-sort', 'descending');

    const campaignHeader = within(campaignTable()).getByRole('columnheader', { name: 'Campaign' });
    await user.click(within(campaignHeader).getByRole('button'));
    expect(campaignHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(fundHeader).toHaveAttribute('aria-sort', 'none');
    expect(campaignOrder()).toEqual(['Brookfield Run', 'Hillside Shirt Drive', 'Lakeview Tees']);
    await user.click(within(campaignHeader).getByRole('button'));
    expect(campaignHeader).toHaveAttribute('aria-sort', 'descending');
    expect(campaignOrder()).toEqual(['Lakeview Tees', 'Hillside Shirt Drive', 'Brookfield Run']);

    // Without a target a campaign goes last, whichever the direction.
    const progressHeader = screen.getByRole('columnheader', { name: /Progress to Target/ });
    await user.click(within(progressHeader).getByRole('button'));
    expect(campaignOrder()).toEqual(['Brookfield Run', 'Hillside Shirt Drive', 'Lakeview Tees']);
    await user.click(within(progressHeader).getByRole('button'));
    expect(progressHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(campaignOrder()).toEqual(['Hillside Shirt Drive', 'Brookfield Run', 'Lakeview Tees']);

    // A keyboard works the heading buttons too.
    const unitsButton = within(screen.getByRole('columnheader', { name: /Shirts Sold/ })).getByRole('button');
    unitsButton.focus();
    await user.keyboard('{Enter}');
    expect(campaignOrder()).toEqual(['Lakeview Tees', 'Hillside Shirt Drive', 'Brookfield Run']);
  });

  it('says when there are no campaigns and no fundraisers yet', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        200,
        aPerformance({ campaigns: [], top_fundraisers: [], totals: { campaigns: 0, members: 0, units_sold: 0, donated_to_org: 0 } }),
      ),
    );
    renderAt('/admin/performance', <PerformancePage />);

    expect(await screen.findByText('No campaigns yet')).toBeInTheDocument();
    expect(screen.getByText('No fundraiser sales yet')).toBeInTheDocument();
    expect(statValue('Organization Fund Raised')).toBe('$0.00');
  });

  it('shows skeletons while loading, and says when loading fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, {}));
    renderAt('/admin/performance', <PerformancePage />);

    expect(screen.getByLabelText('Loading campaign performance')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load performance');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to load performance',
        variant: 'destructive',
        error: expect.any(ApiError),
      }),
    );
  });
});
