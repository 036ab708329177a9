import { AWAITING_APPROVAL, memberRowOf, type LeaderboardRow, type MyTotals } from '@app/shared/leaderboards';
import type { MyObjective } from '@app/shared/objectives';
import type { Profile } from '@app/shared/profiles';
import { LIVE_REFRESH_MS, ProfileContext, Toaster } from '@app/ui';
import { aProfile, jsonResponse, renderAt } from '@app/ui/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { objectivesInEveryStatus } from '../../objectives/test-objectives';
import { HomePage } from './home-page';
import { nextObjectiveOf } from './next-objective';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

const SHOP_LINK = 'https://shop.example.com/?discount=SAMR';
const approved = aProfile({ personal_code: 'SAMR', shop_link: SHOP_LINK });
/** The link every share gives (issue 25): the tracked link on this site, which counts the visit, then opens the shop. */
const TRACKED_LINK = 'http://localhost/r/SAMR';
const someTotals: MyTotals = {
  units_sold: 7,
  total_sales: 175.5,
  total_commission: 17.55,
  orders_count: 3,
  badges: [],
  orders_by_source: {},
};

const aRow = (overrides: Partial<LeaderboardRow>): LeaderboardRow => ({
  rank: 1,
  member_user_id: 'user-1',
  first_name: 'Sam',
  last_name: 'Rivera',
  school: 'Hillside High School',
  units_sold: 5,
  total_sales: 125,
  badges: [],
  ...overrides,
});

/** The leaderboard as the API answers it to the signed-in student: the others by first name and initial, without dollars. */
const leaderboardAnswer = (rows: LeaderboardRow[]) =>
  jsonResponse(200, { leaderboard: rows.map((row) => memberRowOf(row, approved.user_id)) });

/** Answers the totals and the leaderboard; any other request is a 404. */
function respond({
  totals = jsonResponse(200, someTotals),
  leaderboard = [],
  objectives,
}: {
  totals?: Response;
  leaderboard?: LeaderboardRow[] | Response;
  objectives?: MyObjective[];
}) {
  fetchMock.mockImplementation(async (url) => {
    if (url.includes('/api/me/totals')) return totals;
    if (objectives && url.includes('/api/me/objectives')) return jsonResponse(200, { objectives, units_sold: 7 });
    if (url.includes('/api/leaderboards/students')) return Array.isArray(leaderboard) ? leaderboardAnswer(leaderboard) : leaderboard;
    return jsonResponse(404, {});
  });
}

function renderHome(profile: Profile = approved) {
  render(<Toaster />);
  renderAt(
    '/',
    <ProfileContext.Provider value={profile}>
      <HomePage />
    </ProfileContext.Provider>,
  );
}

/** userEvent.setup() puts its own clipboard on navigator. */
const clipboard = () => navigator.clipboard.readText();

const toastTitled = (title: string) => screen.findByText(title, { selector: 'div' });

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('Home, Start Here tab', () => {
  it("shows the student's real shirts sold, money raised and climate donation, and the goal progress", async () => {
    respond({});
    renderHome();

    const impact = (await screen.findByRole('heading', { name: 'Your Impact' })).closest<HTMLElement>('[data-slot="card"]')!;
    expect(await within(impact).findByText('$175.50')).toBeInTheDocument();
    expect(within(impact).getByRole('definition', { name: 'Shirts Sold' })).toHaveTextContent('7');
    expect(within(impact).getByRole('definition', { name: 'Environmental Impact' })).toHaveTextContent('$7.00');
    expect(within(impact).getByText('Every sale gives $1 to climate action.')).toBeInTheDocument();
    // What the figure counts, beside it: My Impact's Climate Impact counts $5 a shirt, this one the $1 given.
    expect(within(impact).getByRole('definition', { name: 'Environmental Impact' })).toHaveAccessibleDescription(
      '$1 to climate action for each shirt sold',
    );
    expect(screen.getByText('7 of 10 shirts sold')).toBeInTheDocument();
    const goal = (await screen.findByRole('heading', { name: 'Remember Your Goal' })).closest<HTMLElement>('[data-slot="card"]')!;
    expect(within(within(goal).getByRole('list', { name: 'Milestone badges' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'Your goal: 10 shirts' })).toBeInTheDocument();
    for (const tip of ['Be Personal', 'Start Today', 'Follow Up']) expect(screen.getByRole('heading', { name: tip })).toBeInTheDocument();
  });

  it("copies the code ('Code copied!')", async () => {
    respond({});
    renderHome();
    const user = userEvent.setup();

    expect(screen.getByLabelText('Personal code')).toHaveTextContent('SAMR');
    await user.click(screen.getByRole('button', { name: 'Copy Code' }));

    expect(await clipboard()).toBe('SAMR');
    expect(await toastTitled('Code copied!')).toBeInTheDocument();
  });

  it("copies the share link ('Link copied!') and opens the shop in a new tab", async () => {
    respond({});
    renderHome();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Copy Share Link' }));
    expect(await clipboard()).toBe(TRACKED_LINK);
    expect(await toastTitled('Link copied!')).toBeInTheDocument();

    const shop = screen.getByRole('link', { name: 'Visit My Shop' });
    expect(shop).toHaveAttribute('href', TRACKED_LINK);
    expect(shop).toHaveAttribute('target', '_blank');
  });

  it("offers a text for the family and an e-mail for parents, both with the student's code and shop link", async () => {
    respond({});
    renderHome();
    const user = userEvent.setup();

    expect(screen.getByRole('link', { name: 'View Social Media Templates' })).toHaveAttribute('href', '/code-assets');
    await user.click(screen.getByRole('button', { name: 'Copy Subject' }));
    expect(await clipboard()).toBe('Help Sam sell 10 climate-friendly shirts for Hillside High School');
    await user.click(screen.getByRole('button', { name: 'Copy Email' }));
    const email = await clipboard();
    expect(email).toMatch(/^Hi everyone,/);
    expect(email).toContain(`shop here: ${TRACKED_LINK}?via=email`);
    expect(email).toContain('Use the code SAMR at checkout for 10% off.');

    await user.click(screen.getByRole('button', { name: 'Copy Message' }));
    expect(await clipboard()).toBe(
      `It's Sam! My goal: 10 shirts for Hillside High School, each giving $1 to climate. Code SAMR = 10% off: ${TRACKED_LINK}?via=text`,
    );
    expect(await toastTitled('Message copied to clipboard')).toBeInTheDocument();
  });

  it('says the code comes with approval when the student has none yet, and the templates show placeholders', async () => {
    respond({});
    renderHome(aProfile({ personal_code: null, shop_link: null }));
    await screen.findByText('7 of 10 shirts sold');

    expect(screen.getByText(/You don't have a personal code yet\. It arrives as soon as an admin approves you/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy Code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Visit My Shop' })).not.toBeInTheDocument();
    expect(screen.getByText(/Code \[Your Code\] = 10% off: \[Shop Link\]/)).toBeInTheDocument();
    // Under review, said at the top; nothing with blanks in it to copy yet (issue 45).
    expect(screen.getByRole('region', { name: 'Your application is under review' })).toHaveTextContent(/within 2-3 business days/);
    for (const name of ['Copy Message', 'Copy Subject', 'Copy Email']) expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(screen.getAllByText('You can copy these once you have your code.')).toHaveLength(2);
  });

  it('shows no review banner to an approved student, whose messages copy', async () => {
    respond({});
    renderHome();
    await screen.findByText('7 of 10 shirts sold');

    expect(screen.queryByRole('region', { name: 'Your application is under review' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Message' })).toBeEnabled();
    expect(screen.queryByText('You can copy these once you have your code.')).not.toBeInTheDocument();
  });

  it('names the objective to work on now, the one sent back first, and shows nothing when none waits on the student', async () => {
    respond({ objectives: objectivesInEveryStatus });
    renderHome();

    const next = await screen.findByRole('region', { name: 'Next: Objective 3: Post a Social Media Template' });
    expect(within(next).getByRole('link', { name: 'See Feedback' })).toHaveAttribute('href', '/objectives');
    expect(nextObjectiveOf(objectivesInEveryStatus.filter((objective) => objective.status !== 'needs_revision'))?.id).toBe('o-2');
    expect(
      nextObjectiveOf(objectivesInEveryStatus.filter((objective) => ['approved', 'locked', 'submitted'].includes(objective.status))),
    ).toBeUndefined();
  });

  it('only logs a totals failure and shows zeros', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    respond({ totals: jsonResponse(500, { error: { code: 'internal', message: 'boom' } }) });
    renderHome();

    const impact = (await screen.findByRole('heading', { name: 'Your Impact' })).closest<HTMLElement>('[data-slot="card"]')!;
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Could not load your totals', expect.anything()), { timeout: 2000 });
    expect(within(impact).getByRole('definition', { name: 'Shirts Sold' })).toHaveTextContent('0');
    expect(within(impact).getByRole('definition', { name: 'Money Raised' })).toHaveTextContent('$0.00');
    expect(within(impact).getByRole('definition', { name: 'Environmental Impact' })).toHaveTextContent('$0.00');
    expect(screen.queryByText('Error', { selector: 'div' })).not.toBeInTheDocument();
  });
});

describe('Home, Leaderboard tab', () => {
  it("ranks students by shirts sold, naming anonymous ones and saying 'shirt' or 'shirts'", async () => {
    respond({
      leaderboard: [
        aRow({ badges: [1, 5] }),
        aRow({ rank: 2, member_user_id: 'user-2', first_name: '', last_name: '', school: null, units_sold: 1 }),
        aRow({ rank: 3, member_user_id: 'user-3', first_name: 'Lee', last_name: '', units_sold: 0 }),
        aRow({ rank: 4, member_user_id: 'user-4', first_name: 'Riley', last_name: 'Chen', units_sold: 0 }),
      ],
    });
    renderHome();
    const user = userEvent.setup();

    await user.click(screen.getByRole('tab', { name: 'Leaderboard' }));

    expect(screen.getByRole('heading', { name: 'Student Leaderboard' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('list', { name: 'Student Leaderboard' })).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent(
      /Rank 1\s*Sam Rivera\s*5\+\s*Badges earned: First shirt, 5 shirts\s*You\s*Hillside High School\s*5 shirts/,
    );
    expect(rows[1]).toHaveTextContent(/Rank 2\s*Anonymous Student\s*1 shirt$/);
    expect(rows[2]).toHaveTextContent(/Rank 3\s*Lee\s*Hillside High School\s*0 shirts/);
    // Other students by first name and last initial (issue 44); the reader's own row in full.
    expect(rows[3]).toHaveTextContent(/Rank 4\s*Riley C\.\s*Hillside High School\s*0 shirts/);
    // A top-three place with no shirt sold wins no medal.
    expect(rows[1]!.className).toContain('bg-amber-50');
    expect(rows[2]!.className).not.toContain('bg-amber-50');
    expect(within(rows[2]!).getByText('Rank').parentElement!.className).toContain('bg-muted');
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/api/leaderboards/students?limit=100'))).toBe(true);
  });

  it('tells a student still awaiting approval that the leaderboard opens once approved, without asking for it', async () => {
    respond({ leaderboard: [aRow({})] });
    renderHome(aProfile({ personal_code: null, shop_link: null }));
    const user = userEvent.setup();

    await user.click(screen.getByRole('tab', { name: 'Leaderboard' }));

    expect(await screen.findByText(AWAITING_APPROVAL)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url.includes('/api/leaderboards/students'))).toBe(false);
  });

  it("shows 'No sales data available yet' when nobody has sold", async () => {
    respond({ leaderboard: [] });
    renderHome();
    const user = userEvent.setup();

    await user.click(screen.getByRole('tab', { name: 'Leaderboard' }));

    expect(await screen.findByText('No sales data available yet')).toBeInTheDocument();
  });

  it('only logs a leaderboard failure and shows the empty state', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    respond({ leaderboard: jsonResponse(500, { error: { code: 'internal', message: 'boom' } }) });
    renderHome();
    const user = userEvent.setup();

    await user.click(screen.getByRole('tab', { name: 'Leaderboard' }));

    expect(await screen.findByText('No sales data available yet', undefined, { timeout: 2000 })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Could not load the student leaderboard', expect.anything());
    expect(screen.queryByText('Error', { selector: 'div' })).not.toBeInTheDocument();
  });

  it('picks up a new sale without a reload (every 30 seconds)', async () => {
    jest.useFakeTimers();
    let leaderboard = [aRow({ units_sold: 5 })];
    fetchMock.mockImplementation(async (url) => {
      if (url.includes('/api/leaderboards/students')) return leaderboardAnswer(leaderboard);
      return url.includes('/api/me/totals') ? jsonResponse(200, someTotals) : jsonResponse(404, {});
    });
    renderHome();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('tab', { name: 'Leaderboard' }));
    expect(await screen.findByText('5 shirts')).toBeInTheDocument();

    leaderboard = [aRow({ units_sold: 6 })];
    await act(async () => jest.advanceTimersByTime(LIVE_REFRESH_MS));

    expect(await screen.findByText('6 shirts')).toBeInTheDocument();
  });
});
