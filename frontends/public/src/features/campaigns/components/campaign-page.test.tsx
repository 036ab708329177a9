import type { PublicCampaignPage } from '@app/shared/sales';
import { jsonResponse, renderAt } from '@app/ui/testing';
import { screen, within } from '@testing-library/react';
import { CampaignPage } from './campaign-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function aPage(overrides: Partial<PublicCampaignPage> = {}): PublicCampaignPage {
  return {
    campaign: {
      id: 'c-1',
      campaign_name: 'Hillside High School Shirt Drive',
      campaign_slug: 'hillside-high-school-shirt-drive',
      school_name: 'Hillside High School',
      description: 'Shirts for a greener Hillside.',
      target_amount: 5000,
      end_date: null,
      status: 'active',
    },
    stats: { total_units_sold: 2345, total_donated_to_org: 11725, total_donated_to_environment: 2345 },
    leaderboard: [
      { rank: 1, student_name: 'Jordan Lee', units_sold: 1200, total_sales: 30000 },
      { rank: 2, student_name: 'Sam Rivera', units_sold: 1144, total_sales: 28600 },
      { rank: 3, student_name: '', units_sold: 1, total_sales: 25 },
      { rank: 4, student_name: 'Ada Lovelace', units_sold: 0, total_sales: 0 },
    ],
    ...overrides,
  };
}

const renderCampaign = () => renderAt('/campaign/hillside-high-school-shirt-drive', <CampaignPage />, { route: '/campaign/:slug' });

describe('CampaignPage', () => {
  it('shows a skeleton of 3 cards and 5 rows while loading', () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderCampaign();

    expect(screen.getByRole('status', { name: 'Loading campaign' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(3);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
  });

  it('shows the campaign, its three cards in whole dollars and the ranked leaderboard', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, aPage()));
    renderCampaign();

    expect(await screen.findByRole('heading', { level: 1, name: 'Hillside High School Shirt Drive' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/api\/leaderboards\/campaign-pages\/hillside-high-school-shirt-drive$/);
    expect(screen.getByText('Shirts for a greener Hillside.')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Campaign totals' });
    expect(within(totals).getByText('2,345')).toBeInTheDocument();
    expect(within(totals).getByText('$11,725')).toBeInTheDocument();
    expect(within(totals).getByText('Generated for Hillside High School')).toBeInTheDocument();
    expect(within(totals).getByText('$2,345')).toBeInTheDocument();
    expect(within(totals).getByText('Donated to environmental causes')).toBeInTheDocument();

    const rows = within(screen.getByRole('list', { name: 'Member Leaderboard' })).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('Jordan Lee')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1,200 shirts')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Member of Hillside High School')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Anonymous Member')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('1 shirt')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('0 shirts')).toBeInTheDocument();
    // Ranks 1 to 3 are highlighted, the 4th is not.
    expect(within(rows[0]!).getByLabelText('Rank 1').className).toContain('bg-yellow-400');
    expect(within(rows[2]!).getByLabelText('Rank 3').className).toContain('bg-amber-600');
    expect(rows[3]!.className).not.toContain('bg-primary/5');
  });

  it('gives no medal to a top-three member who has sold nothing', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        200,
        aPage({
          leaderboard: [
            { rank: 1, student_name: 'Jordan Lee', units_sold: 2, total_sales: 50 },
            { rank: 2, student_name: 'Sam Rivera', units_sold: 0, total_sales: 0 },
          ],
        }),
      ),
    );
    renderCampaign();

    const rows = within(await screen.findByRole('list', { name: 'Member Leaderboard' })).getAllByRole('listitem');
    expect(within(rows[0]!).getByLabelText('Rank 1').className).toContain('bg-yellow-400');
    expect(within(rows[1]!).getByLabelText('Rank 2').className).not.toContain('bg-slate-300');
    expect(rows[1]!.className).not.toContain('bg-primary/5');
  });

  it("keeps a member's name and school in full in the titles of a leaderboard row that cuts them short", async () => {
    const name = `${'Wolfeschlegelsteinhausenbergerdorff'.repeat(2)} Lee`;
    const school = 'Hochschule'.repeat(20);
    const page = aPage({ leaderboard: [{ rank: 1, student_name: name, units_sold: 3, total_sales: 75 }] });
    fetchMock.mockResolvedValue(jsonResponse(200, { ...page, campaign: { ...page.campaign, school_name: school } }));
    renderCampaign();

    const row = within(await screen.findByRole('list', { name: 'Member Leaderboard' })).getByRole('listitem');
    expect(within(row).getByText(name)).toHaveAttribute('title', name);
    expect(within(row).getByText(`Member of ${school}`)).toHaveAttribute('title', `Member of ${school}`);
  });

  it('shows the empty state when nobody has joined yet', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, aPage({ leaderboard: [] })));
    renderCampaign();

    expect(await screen.findByText('No members have joined this campaign yet.')).toBeInTheDocument();
    expect(screen.getByText('Check back soon to see the leaderboard!')).toBeInTheDocument();
  });

  it("shows 'Campaign not found' for a missing or inactive campaign", async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { error: { code: 'not_found', message: 'Campaign not found' } }));
    renderCampaign();

    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeInTheDocument();
    expect(screen.getByText("The campaign you're looking for might not exist or is no longer active.")).toBeInTheDocument();
  });

  it("shows 'Error loading campaign data' with a retry when the call fails otherwise", async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { error: { code: 'internal', message: 'boom' } }));
    renderCampaign();

    expect(await screen.findByRole('heading', { name: 'Error loading campaign data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
