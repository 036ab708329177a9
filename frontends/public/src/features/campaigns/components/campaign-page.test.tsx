import type { PublicCampaignPage } from '@app/shared/campaigns';
import { jsonResponse, renderAt } from '@app/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CampaignPageApp } from './campaign-page-app';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const STORE = 'https://shop.example.com/';
type Member = PublicCampaignPage['leaderboard'][number];

/** A leaderboard row with the member's code and shop link, as the API gives them. */
function member(rank: number, student_name: string, units_sold: number, code: string | null = null): Member {
  return {
    rank,
    student_name,
    units_sold,
    badges: [1, 5, 10, 25, 50].filter((shirts) => shirts <= units_sold),
    personal_code: code,
    shop_link: code ? `${STORE}?discount=${code}` : null,
  };
}

function aPage(overrides: Partial<PublicCampaignPage> = {}): PublicCampaignPage {
  return {
    campaign: {
      id: 'c-1',
      campaign_name: 'Hillside High School Shirt Drive',
      campaign_slug: 'hillside-high-school-shirt-drive',
      school_name: 'Hillside High School',
      description: 'Shirts for a greener Hillside.',
      target_amount: 50000,
      start_date: '2026-01-05',
      end_date: null,
      status: 'active',
      campaign_code: 'HHS',
      search_listed: false,
    },
    stats: { total_units_sold: 2345, total_donated_to_org: 11725, total_donated_to_environment: 2345 },
    shirt_image: { url: 'https://assets.example.com/public/tee.png', alt: 'The Climate Tee' },
    leaderboard: [
      member(1, 'Jordan L.', 1200, 'JORDANHHS'),
      member(2, 'Sam R.', 1144, 'SAMHHS'),
      member(3, '', 1, 'MEMBERHHS'),
      member(4, 'Ada L.', 0, 'ADAHHS'),
    ],
    ...overrides,
  };
}

/** The campaign page application at a browser address, as the root mounts it (it reads the address itself). */
function renderAtAddress(address: string) {
  window.history.replaceState(null, '', address);
  // renderAt's router is the test harness's; the application reads the address from the window.
  return renderAt(address, <CampaignPageApp />, { route: '/campaign/:slug' });
}

const renderCampaign = (query = '') => renderAtAddress(`/campaign/hillside-high-school-shirt-drive${query}`);

const leaderboardRows = async () => within(await screen.findByRole('list', { name: 'Member Leaderboard' })).getAllByRole('listitem');
const buyButton = () => within(screen.getByRole('region', { name: 'Campaign' })).getByRole('link', { name: /^(Buy a shirt|Support )/ });

describe('CampaignPage', () => {
  it('shows a skeleton of 3 cards and 5 rows while loading', () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderCampaign();

    expect(screen.getByRole('status', { name: 'Loading campaign' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(3);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
  });

  it('shows the page from the data its server-rendered HTML embeds, without fetching it again; another campaign is fetched', async () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'campaign-page-data';
    data.textContent = JSON.stringify(aPage());
    document.body.append(data);
    try {
      renderCampaign();

      expect(screen.getByRole('heading', { level: 1, name: 'Hillside High School Shirt Drive' })).toBeInTheDocument();
      expect(await leaderboardRows()).toHaveLength(aPage().leaderboard.length);
      expect(fetchMock).not.toHaveBeenCalled();

      fetchMock.mockReturnValue(new Promise(() => undefined));
      // Back (or a link) to another campaign's page: single-spa announces the address with a popstate.
      act(() => {
        window.history.pushState(null, '', '/campaign/another-drive');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await waitFor(() => expect(fetchMock.mock.calls[0]![0]).toMatch(/\/campaign-pages\/another-drive$/));
    } finally {
      data.remove();
    }
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
    expect(within(totals).getByText('$5 for every shirt sold')).toBeInTheDocument();
    expect(within(totals).getByText('$1 for every shirt sold')).toBeInTheDocument();
    expect(within(totals).getByText('$2,345')).toBeInTheDocument();
    expect(within(totals).getByText('Donated to environmental causes')).toBeInTheDocument();

    const rows = within(screen.getByRole('list', { name: 'Member Leaderboard' })).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('Jordan L.')).toBeInTheDocument();
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
          leaderboard: [member(1, 'Jordan L.', 2, 'JORDANHHS'), member(2, 'Sam R.', 0, 'SAMHHS')],
        }),
      ),
    );
    renderCampaign();

    const rows = within(await screen.findByRole('list', { name: 'Member Leaderboard' })).getAllByRole('listitem');
    expect(within(rows[0]!).getByLabelText('Rank 1').className).toContain('bg-yellow-400');
    expect(within(rows[1]!).getByLabelText('Rank 2').className).not.toContain('bg-slate-300');
    expect(rows[1]!.className).not.toContain('bg-primary/5');
  });

  it('shows a long member name in full, wrapping rather than cut (issue 45), and the school in full in the title of its shortened line', async () => {
    const name = `${'Wolfeschlegelsteinhausenbergerdorff'.repeat(2)} Lee`;
    const school = 'Hochschule'.repeat(20);
    const page = aPage({ leaderboard: [member(1, name, 3, 'WOLFEHHS')] });
    fetchMock.mockResolvedValue(jsonResponse(200, { ...page, campaign: { ...page.campaign, school_name: school } }));
    renderCampaign();

    const row = within(await screen.findByRole('list', { name: 'Member Leaderboard' })).getByRole('listitem');
    const shown = within(row).getByText(name);
    expect(shown.className).toContain('wrap-anywhere');
    expect(shown.className).not.toContain('truncate');
    expect(within(row).getByText(`Member of ${school}`)).toHaveAttribute('title', `Member of ${school}`);
  });

  it('shows the empty state when nobody has joined yet', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, aPage({ leaderboard: [] })));
    renderCampaign();

    expect(await screen.findByText('No members have joined this campaign yet.')).toBeInTheDocument();
    expect(screen.getByText('Check back soon to see the leaderboard!')).toBeInTheDocument();
  });

  it("shows 'Campaign not found' for a missing or inactive campaign, with the active campaigns and the shop to go to (issue 45)", async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        url.endsWith('/api/campaigns')
          ? jsonResponse(200, {
              campaigns: [
                {
                  ...aPage().campaign,
                  id: 'c-2',
                  campaign_name: 'Riverside Tees',
                  campaign_slug: 'riverside-tees',
                  school_name: 'Riverside',
                },
              ],
            })
          : jsonResponse(404, { error: { code: 'not_found', message: 'Campaign not found' } }),
      ),
    );
    renderCampaign();

    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeInTheDocument();
    expect(screen.getByText("The campaign you're looking for might not exist or is no longer active.")).toBeInTheDocument();
    const elsewhere = within(screen.getByRole('navigation', { name: 'Elsewhere' }));
    expect(await elsewhere.findByRole('link', { name: 'Riverside Tees Riverside' })).toHaveAttribute('href', '/campaign/riverside-tees');
    expect(elsewhere.getByRole('link', { name: 'Visit the shop' })).toHaveAttribute('href', '/shop');
  });

  it("shows 'Error loading campaign data' with a retry when the call fails otherwise", async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { error: { code: 'internal', message: 'boom' } }));
    renderCampaign();

    expect(await screen.findByRole('heading', { name: 'Error loading campaign data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('says what each figure counts: shirts bought with codes, not orders', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, aPage()));
    renderCampaign();

    const totals = within(await screen.findByRole('region', { name: 'Campaign totals' }));
    expect(totals.getByText("Shirts bought with the campaign's and its members' codes")).toBeInTheDocument();
    expect(totals.queryByText('Total orders by members')).not.toBeInTheDocument();
  });

  it('shows what the organization has raised toward the target, with the percent', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, aPage()));
    renderCampaign();

    const progress = within(await screen.findByRole('region', { name: 'Progress to target' }));
    expect(progress.getByText('$11,725')).toBeInTheDocument();
    expect(progress.getByText('raised for Hillside High School')).toBeInTheDocument();
    expect(progress.getByText('23.5% of the $50,000 target')).toBeInTheDocument();
    expect(progress.getByText('2,345 shirts sold')).toBeInTheDocument();
    const bar = progress.getByRole('progressbar', { name: 'Raised toward the target' });
    expect(bar).toHaveAttribute('aria-valuenow', '23.5');
    expect(bar).toHaveAttribute('aria-valuetext', '$11,725 of $50,000 (23.5%)');
  });

  it('caps the bar at full but keeps the real percent past the target, and shows the amount alone without a target', async () => {
    const page = aPage();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...page, campaign: { ...page.campaign, target_amount: 10000 } }));
    const { unmount } = renderCampaign();

    const past = within(await screen.findByRole('region', { name: 'Progress to target' }));
    expect(past.getByText('117.3% of the $10,000 target')).toBeInTheDocument();
    expect(past.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    unmount();

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...page, campaign: { ...page.campaign, target_amount: null } }));
    renderCampaign();
    const noTarget = within(await screen.findByRole('region', { name: 'Progress to target' }));
    expect(noTarget.getByText('raised for Hillside High School')).toBeInTheDocument();
    expect(noTarget.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("gives every member a Support button: their tracked link from the campaign page, which opens the store with their code; 'Buy a shirt' credits the campaign itself (issue 45)", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, aPage()));
    renderCampaign();

    const rows = await leaderboardRows();
    const support = within(rows[1]!).getByRole('link', { name: 'Support Sam R. (opens in a new tab)' });
    expect(support).toHaveAttribute('href', '/r/SAMHHS?via=campaign_page');
    expect(support).toHaveAttribute('target', '_blank');
    expect(support).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(rows[2]!).getByRole('link', { name: /^Support Anonymous Member/ })).toHaveAttribute(
      'href',
      '/r/MEMBERHHS?via=campaign_page',
    );
    // Not the top member's code: that would feed the leader (issue 45). The campaign's own code pays no member.
    expect(buyButton()).toHaveAccessibleName('Buy a shirt (opens in a new tab)');
    expect(buyButton()).toHaveAttribute('href', '/r/HHS?via=campaign_page');
    expect(
      screen.getByText(
        'Every shirt gives $5 to Hillside High School and $1 to climate causes. To count yours for a member, choose them below.',
      ),
    ).toBeInTheDocument();
    expect(rows.some((row) => row.hasAttribute('aria-current'))).toBe(false);
  });

  it("preselects the member whose link the visitor came through, whatever the code's case", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, aPage()));
    renderCampaign('?member=samhhs');

    const rows = await leaderboardRows();
    expect(buyButton()).toHaveAccessibleName('Support Sam R. (opens in a new tab)');
    expect(buyButton()).toHaveAttribute('href', '/r/SAMHHS?via=campaign_page');
    expect(
      screen.getByText('Your shirt counts for Sam R. and gives $5 to Hillside High School and $1 to climate causes.'),
    ).toBeInTheDocument();
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[1]!.className).toContain('ring-primary');
    expect(rows.filter((row) => row.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it.each(['NOBODY', '<script>', 'x'.repeat(41), ''])('ignores a member link that names no member (%s)', async (code) => {
    fetchMock.mockResolvedValue(jsonResponse(200, aPage()));
    renderCampaign(`?member=${encodeURIComponent(code)}`);

    const rows = await leaderboardRows();
    expect(buyButton()).toHaveAccessibleName('Buy a shirt (opens in a new tab)');
    expect(buyButton()).toHaveAttribute('href', '/r/HHS?via=campaign_page');
    expect(rows.some((row) => row.hasAttribute('aria-current'))).toBe(false);
  });

  it('lets a visitor buy from a new campaign that has no members yet, through its own code, and a member join it (issue 45)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, aPage({ leaderboard: [] })));
    renderCampaign();

    await screen.findByText('No members have joined this campaign yet.');
    expect(buyButton()).toHaveAttribute('href', '/r/HHS?via=campaign_page');
    expect(screen.getByText('Every shirt gives $5 to Hillside High School and $1 to climate causes.')).toBeInTheDocument();
    const joins = screen.getAllByRole('link', { name: 'Join as a member' });
    expect(joins.length).toBeGreaterThan(0);
    for (const join of joins) expect(join).toHaveAttribute('href', '/fundraiser/campaigns?campaign=hillside-high-school-shirt-drive');
  });

  it('has no buy button and no Support buttons while neither the campaign nor any member has a code', async () => {
    const page = aPage({ leaderboard: [member(1, 'Jordan L.', 0)] });
    fetchMock.mockResolvedValue(jsonResponse(200, { ...page, campaign: { ...page.campaign, campaign_code: null } }));
    renderCampaign();

    const rows = await leaderboardRows();
    expect(within(rows[0]!).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Campaign' })).queryByRole('link', { name: /Buy a shirt|Support/ }),
    ).not.toBeInTheDocument();
  });

  it('says when a scheduled campaign starts, and offers no way to join an ended one', async () => {
    const page = aPage();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...page, campaign: { ...page.campaign, start_date: '2999-03-01' } }));
    const { unmount } = renderCampaign();

    expect(await screen.findByText('Starts on Mar 1, 2999')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join as a member' })).toBeInTheDocument();
    unmount();

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...page, campaign: { ...page.campaign, end_date: '2026-01-31' } }));
    renderCampaign();
    await leaderboardRows();
    expect(screen.queryByText(/^Starts on/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join as a member' })).not.toBeInTheDocument();
  });

  it("shows the shirt's picture, and a drawn shirt when there is none or it fails to load", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, aPage()));
    const { unmount } = renderCampaign();

    const picture = await screen.findByRole('img', { name: 'The Climate Tee' });
    expect(picture).toHaveAttribute('src', 'https://assets.example.com/public/tee.png');
    fireEvent.error(picture);
    expect(screen.queryByRole('img', { name: 'The Climate Tee' })).not.toBeInTheDocument();
    expect(screen.getByTestId('shirt-placeholder')).toBeInTheDocument();
    unmount();

    fetchMock.mockResolvedValueOnce(jsonResponse(200, aPage({ shirt_image: null })));
    renderCampaign();
    expect(await screen.findByTestId('shirt-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
