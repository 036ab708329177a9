import type { AdminReport, AmbassadorPerformance } from '@app/shared/reports';
import { Toaster } from '@app/ui';
import { jsonResponse, renderAt } from '@app/ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReportsPage } from './reports-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

const weeks = [
  '2026-09-07',
  '2026-09-14',
  '2026-09-21',
  '2026-09-28',
  '2026-10-05',
  '2026-10-12',
  '2026-10-19',
  '2026-10-26',
  '2026-11-02',
  '2026-11-09',
  '2026-11-16',
  '2026-11-23',
];

const aReport: AdminReport = {
  cards: {
    total_ambassadors: 1250,
    active_this_month: 42,
    pending_approval: 25,
    completion_rate: 66.7,
    total_revenue: 31250.5,
    revenue_per_ambassador: 25,
    total_commission: 3125.05,
    total_commission_paid: 1000,
    total_orders: 900,
  },
  health: { active_ambassadors: 1225, total_ambassadors: 1250, pending_reviews: 4, completed_objectives: 8 },
  objectives: [
    {
      objective_id: 'o1',
      objective_number: 1,
      title: 'Share your code',
      target_role: 'student',
      is_active: true,
      assigned: 5,
      submitted: 4,
      approved: 8,
      needs_revision: 1,
      completion_rate: 66.7,
    },
  ],
  growth: weeks.map((week_start, index) => ({ week_start, signups: index, total_ambassadors: 1184 + index })),
  sales: weeks.map((week_start, index) => ({ week_start, orders: index === 11 ? 17 : 0, revenue: index === 11 ? 425.5 : 0 })),
};

const aRow = (overrides: Partial<AmbassadorPerformance>): AmbassadorPerformance => ({
  user_id: 'user-sam',
  first_name: 'Sam',
  last_name: 'Rivera',
  email: 'sam@example.com',
  role: 'student',
  created_at: '2026-10-01T10:00:00.000Z',
  units_sold: 12,
  total_revenue: 300,
  total_commission: 30,
  orders_count: 5,
  ...overrides,
});

const rows = [
  aRow({}),
  aRow({
    user_id: 'user-jo',
    first_name: 'Jordan',
    last_name: 'Lee',
    email: 'jordan@example.com',
    role: 'fundraising_ambassador',
    total_revenue: 50,
  }),
];

/** Ambassador Performance a row a page when `paged`, the cursor naming the next row. */
const pagedPerformance = (url: string) => {
  const from = Number(new URL(url).searchParams.get('cursor') ?? 0);
  return jsonResponse(200, { ambassadors: rows.slice(from, from + 1), next_cursor: from + 1 < rows.length ? String(from + 1) : null });
};

const noRanking = { refreshed_at: null, min_clicks: 20, rows: [] };

function respond(
  report: Response | (() => Response),
  performance: (url: string) => Response = () => jsonResponse(200, { ambassadors: rows, next_cursor: null }),
  ranking: unknown = noRanking,
) {
  fetchMock.mockImplementation(async (url) => {
    if (url.endsWith('/api/admin/links/conversion-ranking')) return jsonResponse(200, ranking);
    if (url.endsWith('/api/admin/reports')) return typeof report === 'function' ? report() : report.clone();
    if (new URL(url).pathname === '/api/admin/reports/ambassadors') return performance(url);
    return jsonResponse(404, {});
  });
}

function renderPage() {
  render(<Toaster />);
  renderAt('/admin/reports', <ReportsPage />);
}

const figure = (label: string) => screen.findByRole('group', { name: label });

// The page loads its charts on demand; loaded once here, they show at once in every test.
beforeAll(() => import('./report-charts'));

/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Impact & Reports', () => {
  it('shows the four cards with their second figures', async () => {
    respond(() => jsonResponse(200, aReport));
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Impact & Reports' })).toBeInTheDocument();
    expect(await figure('Total Ambassadors')).toHaveTextContent('1,250');
    expect(await figure('Total Ambassadors')).toHaveTextContent('42 joined and active this month · 25 awaiting approval');
    expect(await figure('Completion Rate')).toHaveTextContent('66.7%');
    expect(await figure('Completion Rate')).toHaveTextContent('8 approved, 4 awaiting review');
    expect(await figure('Total Revenue')).toHaveTextContent('$31,250.50');
    expect(await figure('Total Revenue')).toHaveTextContent('$25.00 per active ambassador');
  });

  it('leaves out the awaiting-approval figure when nobody awaits approval', async () => {
    respond(() => jsonResponse(200, { ...aReport, cards: { ...aReport.cards, pending_approval: 0 } }));
    renderPage();

    expect(await figure('Total Ambassadors')).toHaveTextContent(/42 joined and active this month$/);
  });

  it('shows commission earned and commission paid side by side, each labelled as such', async () => {
    respond(() => jsonResponse(200, aReport));
    renderPage();

    const commissions = await figure('Total Commissions');
    expect(within(commissions).getByRole('group', { name: 'Commission Earned' })).toHaveTextContent('$3,125.05');
    expect(within(commissions).getByRole('group', { name: 'Commission Paid' })).toHaveTextContent('$1,000.00');
    expect(within(commissions).getByRole('group', { name: 'Commission Earned' })).not.toHaveTextContent('Paid');
  });

  it('shows no completion rate when no objectives exist', async () => {
    respond(() => jsonResponse(200, { ...aReport, objectives: [], cards: { ...aReport.cards, completion_rate: null } }));
    renderPage();

    expect(await figure('Completion Rate')).toHaveTextContent('No objectives yet');
    expect(await figure('Completion Rate')).not.toHaveTextContent('%');
  });

  it('shows Program Health and the growth chart with its figures as a table', async () => {
    respond(() => jsonResponse(200, aReport));
    renderPage();

    const health = within(await screen.findByRole('list', { name: 'Program health' }));
    expect(health.getByText('Active/Total ambassadors').closest('li')).toHaveTextContent('1,225/1,250');
    expect(health.getByText('Pending Reviews').closest('li')).toHaveTextContent('4');
    expect(health.getByText('Completed Objectives').closest('li')).toHaveTextContent('8');
    expect(await screen.findByRole('figure', { name: 'Ambassadors, last 12 weeks' })).toBeInTheDocument();
    const signups = await screen.findByRole('table', { name: 'Sign-ups per week' });
    expect(within(signups).getAllByRole('row')).toHaveLength(13);
    expect(within(signups).getAllByRole('row')[12]).toHaveTextContent('Nov 2311');
  });

  it('switches to each tab with the keyboard: ambassadors ranked, objectives, revenue and orders', async () => {
    respond(() => jsonResponse(200, aReport));
    const user = userEvent.setup();
    renderPage();
    await figure('Total Ambassadors');

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Ambassador Performance' })).toHaveAttribute('aria-selected', 'true');
    const ranked = await screen.findAllByRole('row');
    expect(ranked[1]).toHaveTextContent('1Sam Riverasam@example.comStudent Ambassador12$300.00$30.005');
    expect(ranked[2]).toHaveTextContent('Jordan Lee');
    expect(ranked[2]).toHaveTextContent('Fundraising Ambassador');

    await user.keyboard('{ArrowRight}');
    const objectives = await screen.findByRole('table', { name: 'Objective analytics' });
    expect(within(objectives).getAllByRole('row')[1]).toHaveTextContent('Objective 1 Share your codeStudent Ambassador541866.7%');
    expect(await screen.findByRole('figure', { name: 'Ambassadors by objective and status' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('Last 12 weeks: 17 orders, $425.50 revenue.')).toBeInTheDocument();
    const revenue = await screen.findByRole('table', { name: 'Revenue per week' });
    expect(within(revenue).getAllByRole('row')[12]).toHaveTextContent('Nov 23$425.50');
    expect(await screen.findByRole('table', { name: 'Orders per week' })).toBeInTheDocument();
  });

  it('exports one CSV row per ambassador with the documented columns', async () => {
    respond(() => jsonResponse(200, aReport));
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:report';
      },
      revokeObjectURL: () => undefined,
    });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^impact-report-\d{4}-\d{2}-\d{2}\.csv$/);
    });
    const user = userEvent.setup();
    renderPage();
    await figure('Total Ambassadors');

    await user.click(screen.getByRole('button', { name: 'Export Data' }));

    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const lines = (await textOf(saved[0]!)).split('\r\n');
    expect(lines[0]).toBe('rank,first_name,last_name,email,role,joined,units_sold,revenue,commission,orders');
    expect(lines[1]).toBe('1,Sam,Rivera,sam@example.com,student,2026-10-01,12,300.00,30.00,5');
    expect(lines[2]).toMatch(/^2,Jordan,Lee,jordan@example.com,fundraising_ambassador,/);
  });

  it('ranks the pages of Ambassador Performance loaded so far, Load more adds the next, and Export Data reads every page', async () => {
    respond(() => jsonResponse(200, aReport), pagedPerformance);
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:report';
      },
      revokeObjectURL: () => undefined,
    });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Ambassador Performance' }));

    const table = await screen.findByRole('table', { name: 'Ambassador performance' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByText('Jordan Lee')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Jordan Lee')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Ambassador performance' })).getAllByRole('row')[2]).toHaveTextContent('2Jordan Lee');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export Data' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const lines = (await textOf(saved[0]!)).split('\r\n');
    expect(lines.slice(1, 3).map((line) => line.split(',').slice(0, 3).join(','))).toEqual(['1,Sam,Rivera', '2,Jordan,Lee']);
  });

  it('ranks ambassadors by tracked-link conversion, as the scheduled job last worked it out', async () => {
    respond(() => jsonResponse(200, aReport), undefined, {
      refreshed_at: '2030-01-06T10:15:00.000Z',
      min_clicks: 20,
      rows: [
        { rank: 1, user_id: 'u1', first_name: 'Sam', last_name: 'Rivera', role: 'student', clicks: 40, orders: 6, conversion_rate: 15 },
        {
          rank: 2,
          user_id: 'u2',
          first_name: 'Jordan',
          last_name: 'Lee',
          role: 'fundraising_ambassador',
          clicks: 120,
          orders: 6,
          conversion_rate: 5,
        },
      ],
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Ambassador Performance' }));

    const table = await screen.findByRole('table', { name: 'Ambassadors by conversion' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'RankAmbassadorRoleClicksOrdersConversion',
      '1Sam RiveraStudent Ambassador40615%',
      '2Jordan LeeFundraising Ambassador12065%',
    ]);
    expect(screen.getByText(/Ambassadors with at least 20 tracked-link clicks/)).toBeInTheDocument();
  });

  it('copies the report link with Share Report', async () => {
    respond(() => jsonResponse(200, aReport));
    const user = userEvent.setup();
    renderPage();
    await figure('Total Ambassadors');

    await user.click(screen.getByRole('button', { name: 'Share Report' }));

    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
  });

  it('says Failed to fetch report data when the report cannot load, and tries again', async () => {
    respond(() => jsonResponse(500, { error: { code: 'internal', message: 'Internal error' } }));
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByText('Failed to fetch report data', { selector: 'div' })).toBeInTheDocument();
    respond(() => jsonResponse(200, aReport));
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await figure('Total Ambassadors')).toHaveTextContent('1,250');
  });
});
