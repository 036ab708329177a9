import { memberRowOf, type CampaignTotals, type LeaderboardRow } from '@app/shared/leaderboards';
import type { Profile } from '@app/shared/profiles';
import { ProfileContext } from '@app/ui';
import { aProfile, jsonResponse, renderAt } from '@app/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { LeaderboardPage } from './leaderboard-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

const CAMPAIGN_ID = 'campaign-1';
const me = aProfile({
  user_id: 'user-me',
  first_name: 'Sam',
  last_name: 'Rivera',
  role: 'fundraising_ambassador',
  campaign_id: CAMPAIGN_ID,
});

const aRow = (overrides: Partial<LeaderboardRow>): LeaderboardRow => ({
  rank: 1,
  member_user_id: 'user-other',
  first_name: 'Alex',
  last_name: 'Kim',
  school: 'Hillside High School',
  units_sold: 5,
  total_sales: 125,
  badges: [],
  ...overrides,
});

const someTotals: CampaignTotals = {
  campaign_id: CAMPAIGN_ID,
  total_units_sold: 1234,
  total_sales: 30850,
  total_commission: 3085,
  orders_count: 400,
  total_donated_to_org: 6170,
  total_donated_to_environment: 1234,
};

/** The rows as the API answers them to the signed-in member: the others by first name and initial, dollars only on their own. */
const asReadByMe = (rows: LeaderboardRow[]) => rows.map((row) => memberRowOf(row, me.user_id));

/** Answers the campaign's leaderboard; any other request is a 404. */
function serveLeaderboard(rows: LeaderboardRow[], totals: CampaignTotals = someTotals) {
  const leaderboard = asReadByMe(rows);
  fetchMock.mockImplementation(async (url) =>
    url.endsWith(`/api/leaderboards/campaigns/${CAMPAIGN_ID}`) ? jsonResponse(200, { totals, leaderboard }) : jsonResponse(404, {}),
  );
}

function renderPage(profile: Profile = me) {
  renderAt(
    '/fundraiser/leaderboard',
    <ProfileContext.Provider value={profile}>
      <LeaderboardPage />
    </ProfileContext.Provider>,
  );
}

const rankings = () => screen.findByRole('list', { name: 'Campaign rankings' });
const entries = async () => within(await rankings()).getAllByRole('listitem');
const figure = (label: string) => screen.getByRole('group', { name: label });

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('LeaderboardPage', () => {
  it('finds the ranking by user id, even when another member has the same name', async () => {
    serveLeaderboard([
      aRow({ rank: 1, member_user_id: 'user-namesake', first_name: 'Sam', last_name: 'Rivera', units_sold: 9 }),
      aRow({ rank: 2, member_user_id: 'user-alex', units_sold: 6 }),
      aRow({ rank: 3, member_user_id: 'user-me', first_name: 'Sam', last_name: 'Rivera', units_sold: 4 }),
    ]);
    renderPage();

    const ranking = await screen.findByRole('region', { name: 'Your Ranking' });
    expect(ranking).toHaveTextContent('You are currently ranked #3 in your campaign');
    const [namesake, , mine] = await entries();
    expect(within(mine!).getByText('You')).toBeInTheDocument();
    expect(within(namesake!).queryByText('You')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/api\/leaderboards\/campaigns\/campaign-1$/);
  });

  it('shows no ranking card when the user is not on the leaderboard', async () => {
    serveLeaderboard([aRow({ rank: 1, member_user_id: 'user-namesake', first_name: 'Sam', last_name: 'Rivera' })]);
    renderPage();

    await rankings();
    expect(screen.queryByRole('region', { name: 'Your Ranking' })).not.toBeInTheDocument();
  });

  it('gives no trophy to a top-three member who has sold nothing', async () => {
    serveLeaderboard([
      aRow({ rank: 1, member_user_id: 'a', first_name: 'Ana', last_name: 'Diaz', units_sold: 2, total_sales: 50 }),
      aRow({ rank: 2, member_user_id: 'b', first_name: 'Ben', last_name: 'Cho', units_sold: 0, total_sales: 0 }),
    ]);
    renderPage();

    const [first, second] = await entries();
    expect(first!.querySelector('svg.lucide-trophy')).not.toBeNull();
    expect(second).toHaveTextContent('Rank 2');
    expect(within(second!).getByText('#2')).toBeInTheDocument();
    expect(second!.querySelector('svg')).toBeNull();
  });

  it("marks ranks 1 to 3 with trophy icons and later ranks with '#n', with each member's name and shirts, and the reader's own sales", async () => {
    serveLeaderboard([
      aRow({ rank: 1, member_user_id: 'user-me', first_name: 'Ana', last_name: 'Diaz', units_sold: 12, total_sales: 1234.5 }),
      aRow({ rank: 2, member_user_id: 'b', first_name: 'Ben', last_name: 'Cho', units_sold: 3, total_sales: 75 }),
      aRow({ rank: 3, member_user_id: 'c', first_name: 'Cy', last_name: 'Ng', units_sold: 1, total_sales: 25 }),
      aRow({ rank: 4, member_user_id: 'd', first_name: 'Di', last_name: 'Wu', units_sold: 0, total_sales: 0 }),
    ]);
    renderPage();

    const [first, second, third, fourth] = await entries();
    expect(first).toHaveTextContent('Rank 1');
    expect(first!.querySelector('svg.lucide-trophy')).not.toBeNull();
    expect(second).toHaveTextContent('Rank 2');
    expect(second!.querySelector('svg.lucide-medal')).not.toBeNull();
    expect(third).toHaveTextContent('Rank 3');
    expect(third!.querySelector('svg.lucide-award')).not.toBeNull();
    expect(within(fourth!).getByText('#4')).toBeInTheDocument();
    expect(fourth!.querySelector('svg')).toBeNull();

    expect(within(first!).getByText('Ana Diaz')).toBeInTheDocument();
    expect(within(first!).getByText('$1,234.50 in sales')).toBeInTheDocument();
    expect(within(first!).getByText('12 shirts')).toBeInTheDocument();
    expect(within(second!).getByText('Ben C.')).toBeInTheDocument();
    expect(within(third!).getByText('1 shirt')).toBeInTheDocument();
    expect(within(fourth!).getByText('Di W.')).toBeInTheDocument();
    expect(within(fourth!).getByText('0 shirts')).toBeInTheDocument();
    // Another member's dollars are theirs and the admins' to see (issue 44).
    for (const other of [second!, third!, fourth!]) expect(other).not.toHaveTextContent(/\$|No sales yet/);
  });

  it("shows the reader 'No sales yet' on their own row before a first sale", async () => {
    serveLeaderboard([aRow({ rank: 1, units_sold: 2 }), aRow({ rank: 2, member_user_id: 'user-me', units_sold: 0, total_sales: 0 })]);
    renderPage();

    const [, mine] = await entries();
    expect(within(mine!).getByText('No sales yet')).toBeInTheDocument();
  });

  it("shows 'Anonymous Member' for a member with no first or last name", async () => {
    serveLeaderboard([aRow({ first_name: '', last_name: '' })]);
    renderPage();

    const [only] = await entries();
    expect(within(only!).getByText('Anonymous Member')).toBeInTheDocument();
  });

  it("shows the campaign's totals: shirts, the organization donation and the environmental contribution", async () => {
    serveLeaderboard([aRow({})]);
    renderPage();

    await rankings();
    expect(figure('Total Shirts Sold')).toHaveTextContent('1,234');
    expect(figure('Organization Donation')).toHaveTextContent('$6,170.00');
    expect(figure('Organization Donation')).toHaveTextContent('$5 per shirt donated');
    expect(figure('Environmental Impact')).toHaveTextContent('$1,234.00');
    expect(figure('Environmental Impact')).toHaveTextContent('Environmental contribution');
  });

  it("shows 'No Ambassadors Yet' when nobody has joined the campaign", async () => {
    serveLeaderboard([], { ...someTotals, total_units_sold: 0, total_donated_to_org: 0, total_donated_to_environment: 0 });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'No Ambassadors Yet' })).toBeInTheDocument();
    expect(screen.getByText("Once fundraising ambassadors join this campaign, they'll appear on the leaderboard.")).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Campaign rankings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your Ranking' })).not.toBeInTheDocument();
  });

  it('shows the empty state, without asking the server, to a user without a campaign', async () => {
    renderPage({ ...me, campaign_id: null });

    expect(await screen.findByRole('heading', { name: 'No Ambassadors Yet' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Total Shirts Sold' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a skeleton while the leaderboard loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPage();

    expect(screen.getByRole('status', { name: 'Loading the leaderboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No Ambassadors Yet' })).not.toBeInTheDocument();

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => answer(jsonResponse(200, { totals: someTotals, leaderboard: asReadByMe([aRow({})]) })));
    expect(await rankings()).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the leaderboard' })).not.toBeInTheDocument();
  });

  it('only logs a failure, and shows the empty state', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(jsonResponse(500, { error: { code: 'internal', message: 'Something went wrong. Please try again.' } }));
    renderPage();

    expect(await screen.findByRole('heading', { name: 'No Ambassadors Yet' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Could not load the campaign leaderboard', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves the ranking within 30 seconds of a sale, without a reload', async () => {
    jest.useFakeTimers();
    serveLeaderboard([aRow({ rank: 1, member_user_id: 'user-alex' }), aRow({ rank: 2, member_user_id: 'user-me', units_sold: 3 })]);
    renderPage();
    expect(await screen.findByRole('region', { name: 'Your Ranking' })).toHaveTextContent('ranked #2');

    serveLeaderboard([aRow({ rank: 1, member_user_id: 'user-me', units_sold: 8 }), aRow({ rank: 2, member_user_id: 'user-alex' })]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
    });

    expect(screen.getByRole('region', { name: 'Your Ranking' })).toHaveTextContent('ranked #1');
  });
});
