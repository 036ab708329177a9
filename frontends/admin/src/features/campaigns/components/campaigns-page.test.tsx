import type { AdminCampaign, CampaignsOverview } from '@app/shared/campaigns';
import { toast } from '@app/ui';
import { ApiError } from '@app/ui/api';
import { jsonResponse, renderAt, setViewportWidth } from '@app/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentQuery, currentQuery } from '../../../lib/current-query';
import type { CampaignApplication } from '../api/list-campaign-applications';
import { aPasscode, anAdminCampaign, anApplication, anOverview } from '../test-campaigns';
import { CampaignsPage } from './campaigns-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());
// The toast queue outlives each test's render; watching the calls keeps one test's toasts out of the next.
jest.mock('@app/ui', () => ({ ...jest.requireActual('@app/ui'), toast: jest.fn() }));

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

const hillside = anAdminCampaign({
  passcodes: [aPasscode(), aPasscode({ id: 'p-old', passcode: 'OLD-CODE', is_active: false, usage_count: 9 })],
});
const lakeview = anAdminCampaign({
  id: 'c-2',
  school_name: 'Lakeview Academy',
  campaign_name: 'Lakeview Tees',
  campaign_slug: 'lakeview-tees',
  status: 'completed',
  target_amount: null,
  start_date: '2026-09-01',
  end_date: '2026-10-01',
  passcodes: [aPasscode({ id: 'p-2', campaign_id: 'c-2', passcode: 'LAKE-42', usage_count: 1 })],
  figures: { units_sold: 40, total_sales: 1000, donated_to_org: 200, donated_to_environment: 40, members: 9 },
});
const brookfield = anAdminCampaign({
  id: 'c-3',
  school_name: 'Brookfield Middle',
  campaign_name: 'Brookfield Run',
  campaign_slug: 'brookfield-run',
  passcodes: [aPasscode({ id: 'p-3', campaign_id: 'c-3', passcode: 'BROOK-7', usage_count: 0 })],
});
const secondPage = anOverview([brookfield], { total_campaigns: 3, active_campaigns: 2, pending_applications: 2, active_passcodes: 3 });
const pending = anApplication();
const pendingToo = anApplication({
  id: 'a-2',
  organization_name: 'Valley Choir',
  organization_acronym: 'VC',
  campaign_name: 'Valley Voices',
});
const approved = anApplication({ id: 'a-3', organization_name: 'Old Club', organization_acronym: 'OC', status: 'approved' });

type Handler = (url: string, init: RequestInit | undefined, body: unknown) => Response | Promise<Response> | undefined;

/** Answers the overview and the applications from the given state; `handle` answers anything else first. */
function respond({
  overview = anOverview([hillside, lakeview], { pending_applications: 2 }),
  applications = [pending, pendingToo, approved],
  handle,
}: { overview?: CampaignsOverview | Response; applications?: CampaignApplication[] | Response; handle?: Handler } = {}) {
  fetchMock.mockImplementation(async (url, init) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const handled = await handle?.(url, init, body);
    if (handled) return handled;
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.endsWith('/api/admin/campaigns')) {
      return overview instanceof Object && 'campaigns' in overview ? jsonResponse(200, overview) : overview;
    }
    if (method === 'GET' && url.endsWith('/api/admin/campaigns?cursor=page-2')) {
      return jsonResponse(200, secondPage);
    }
    if (method === 'GET' && url.endsWith('/api/admin/campaign-applications')) {
      return Array.isArray(applications) ? jsonResponse(200, { applications }) : applications;
    }
    return jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } });
  });
}

const requests = (method: string, ending: string | RegExp) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && (typeof ending === 'string' ? url.endsWith(ending) : ending.test(url)),
  );
const sentBody = (call: [string, RequestInit | undefined] | undefined) => JSON.parse(String(call?.[1]?.body));
const cardOf = (name: string) => screen.getByRole('heading', { name }).closest<HTMLElement>('[data-slot="card"]')!;

/** Opens the card's More menu and chooses an action from it. */
async function chooseAction(user: ReturnType<typeof userEvent.setup>, campaign: string, action: string) {
  await user.click(within(cardOf(campaign)).getByRole('button', { name: `More actions for ${campaign}` }));
  await user.click(within(screen.getByRole('menu', { name: `More actions for ${campaign}` })).getByRole('menuitem', { name: action }));
}
const statValue = (label: string) => within(screen.getByRole('group', { name: label })).getByText(/^[\d,—]+$/).textContent;

async function renderPage() {
  const user = userEvent.setup();
  renderAt(
    '/admin/campaigns',
    <>
      <CampaignsPage />
      <CurrentQuery />
    </>,
  );
  await screen.findByRole('heading', { name: 'Hillside Shirt Drive' });
  return user;
}

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(toast).mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

// The console spies of the failure tests.
afterEach(() => jest.restoreAllMocks());

/** A failure is logged for the developer as well as told to the admin. */
const watchErrorLog = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

describe('the Fundraising Campaigns screen', () => {
  it('continues the campaigns with Load more, asking for the next page by its cursor, and searches the pages loaded', async () => {
    respond({ overview: anOverview([hillside, lakeview], { total_campaigns: 3, pending_applications: 2 }, 'page-2') });
    const user = await renderPage();
    expect(statValue('Total Campaigns')).toBe('3');
    expect(screen.queryByRole('heading', { name: 'Brookfield Run' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 'brook');
    expect(screen.getByText('No campaigns found matching your search')).toBeInTheDocument();
    expect(screen.getByText('Load more to search older campaigns too.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('heading', { name: 'Brookfield Run' })).toBeInTheDocument();
    expect(requests('GET', '/api/admin/campaigns?cursor=page-2')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search campaigns' }));
    expect(screen.getByRole('heading', { name: 'Hillside Shirt Drive' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Brookfield Run' })).toBeInTheDocument();
  });

  it('shows the stat cards and a card per campaign: who, when, target, figures, active passcodes and a leaderboard link', async () => {
    respond({
      overview: anOverview([hillside, lakeview], { total_campaigns: 2, active_campaigns: 1, pending_applications: 2, active_passcodes: 2 }),
    });
    const user = await renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Fundraising Campaigns' })).toBeInTheDocument();
    expect(statValue('Total Campaigns')).toBe('2');
    expect(statValue('Active Campaigns')).toBe('1');
    expect(statValue('Pending Approval')).toBe('2');
    expect(statValue('Active Passcodes')).toBe('2');

    const card = cardOf('Hillside Shirt Drive');
    expect(within(card).getByText('Hillside High School')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('Nov 1, 2026 – Dec 1, 2026')).toBeInTheDocument();
    expect(within(card).getByText('Target: $500.00')).toBeInTheDocument();
    // $60 raised of the $500 target: the same figure and percent as the public page and the fundraiser's card.
    expect(within(card).getByRole('progressbar', { name: "Raised toward the campaign's target" })).toHaveAttribute(
      'aria-valuetext',
      '$60 of $500 (12%)',
    );
    expect(within(card).getByText('12')).toBeInTheDocument();
    expect(within(card).getByText('$60.00')).toBeInTheDocument();
    expect(within(card).getByText('HILLSIDE-2026')).toBeInTheDocument();
    expect(within(card).getByText('Used 3 times')).toBeInTheDocument();
    // An inactive passcode is not shown on the card.
    expect(within(card).queryByText('OLD-CODE')).not.toBeInTheDocument();
    // One primary action, the rest in a menu.
    expect(within(card).getAllByRole('button')).toEqual([
      within(card).getByRole('button', { name: 'Copy passcode HILLSIDE-2026' }),
      within(card).getByRole('button', { name: 'Details Hillside Shirt Drive' }),
      within(card).getByRole('button', { name: 'More actions for Hillside Shirt Drive' }),
    ]);
    await user.click(within(card).getByRole('button', { name: 'More actions for Hillside Shirt Drive' }));
    const menu = screen.getByRole('menu', { name: 'More actions for Hillside Shirt Drive' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Passcodes', 'Start Here Config', 'Edit', 'View Leaderboard (opens in a new tab)']);
    const leaderboard = within(menu).getByRole('menuitem', { name: /View Leaderboard/ });
    expect(leaderboard).toHaveAttribute('href', '/campaign/hillside-shirt-drive');
    expect(leaderboard).toHaveAttribute('target', '_blank');
    expect(leaderboard).toHaveAttribute('rel', 'noopener noreferrer');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'More actions for Hillside Shirt Drive' })).toHaveFocus();

    const other = cardOf('Lakeview Tees');
    expect(within(other).getByText('Completed')).toBeInTheDocument();
    expect(within(other).getByText('No target')).toBeInTheDocument();
    expect(within(other).getByText('Used once')).toBeInTheDocument();
  });

  it('searches campaign names, school names and passcodes, and says when nothing matches', async () => {
    respond();
    const user = await renderPage();
    const search = screen.getByRole('searchbox', { name: 'Search campaigns' });

    await user.type(search, 'lake-42');
    expect(screen.getByRole('heading', { name: 'Lakeview Tees' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hillside Shirt Drive' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'old-code');
    expect(screen.getByRole('heading', { name: 'Hillside Shirt Drive' })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'hillside high');
    expect(screen.getByRole('heading', { name: 'Hillside Shirt Drive' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lakeview Tees' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nowhere');
    expect(screen.getByText('No campaigns found matching your search')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Table View' }));
    expect(screen.getByText('No campaigns found matching your search')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens with the tab and the search its address holds, as after a reload', async () => {
    respond();
    renderAt('/admin/campaigns?tab=table&q=lake-42', <CampaignsPage />, { route: '/admin/campaigns' });

    await screen.findByRole('table');
    expect(screen.getByRole('tab', { name: 'Table View' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search campaigns' })).toHaveValue('lake-42');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('Lakeview Tees')).toBeInTheDocument();
  });

  it('keeps the tab and the search in its address as they change, and drops each back at its default', async () => {
    respond();
    const user = await renderPage();

    await user.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 'lake 42');
    await user.click(screen.getByRole('tab', { name: 'Table View' }));
    await waitFor(() => expect(currentQuery()).toBe('?tab=table&q=lake+42'));

    await user.clear(screen.getByRole('searchbox', { name: 'Search campaigns' }));
    await user.click(screen.getByRole('tab', { name: 'Campaign Cards' }));
    await waitFor(() => expect(currentQuery()).toBe(''));
  });

  it('offers the cards, a table of the same campaigns, and the applications with their pending count', async () => {
    respond();
    const user = await renderPage();

    expect(screen.getByRole('tab', { name: 'Campaign Cards' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Applications (2)' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Table View' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Hillside Shirt Drive')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('HILLSIDE-2026')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$500.00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Completed')).toBeInTheDocument();
    // Details, and the card's More menu with the other actions.
    expect(within(rows[1]!).getByRole('button', { name: 'Details Lakeview Tees' })).toBeInTheDocument();
    await user.click(within(rows[1]!).getByRole('button', { name: 'More actions for Lakeview Tees' }));
    expect(
      within(screen.getByRole('menu', { name: 'More actions for Lakeview Tees' })).getByRole('menuitem', { name: /View Leaderboard/ }),
    ).toHaveAttribute('href', '/campaign/lakeview-tees');
  });

  it('shows the Table View as a card per campaign on a phone, with every field and action', async () => {
    setViewportWidth(375);
    respond();
    const user = await renderPage();

    await user.click(screen.getByRole('tab', { name: 'Table View' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The cards are the list's own items (a card's passcodes are a list of their own).
    const cards = [...screen.getByRole('list', { name: 'Campaigns' }).children] as HTMLElement[];
    expect(cards).toHaveLength(screen.getAllByRole('button', { name: /^More actions for / }).length);
    for (const label of ['School', 'Dates', 'Target', 'Shirts Sold', 'Active Passcodes'])
      expect(within(cards[0]!).getByText(label)).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: /^Details / })).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: /^More actions for / })).toBeInTheDocument();
  });

  it('lists the applications, with Approve and Reject only while pending', async () => {
    respond();
    const user = await renderPage();

    await user.click(screen.getByRole('tab', { name: 'Applications (2)' }));
    const card = cardOf('Riverside Scouts (RS)');
    expect(within(card).getByText('Riverside Spring Drive')).toBeInTheDocument();
    expect(within(card).getByText('25')).toBeInTheDocument();
    expect(within(card).getByText('$1,500.00')).toBeInTheDocument();
    expect(within(card).getByText('Dec 5, 2026')).toBeInTheDocument();
    expect(within(card).getByText('leader@riverside.example')).toBeInTheDocument();
    expect(within(card).getByText('555-0199')).toBeInTheDocument();
    expect(within(card).getByText('New tents for the troop')).toBeInTheDocument();
    expect(within(card).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Approve Riverside Scouts' })).toBeEnabled();

    const done = cardOf('Old Club (OC)');
    expect(within(done).getByText('Approved')).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Approve Old Club' })).not.toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Reject Old Club' })).not.toBeInTheDocument();
  });

  it('asks before approving, saying what will happen; Cancel approves nothing', async () => {
    respond();
    const user = await renderPage();
    await user.click(screen.getByRole('tab', { name: 'Applications (2)' }));

    await user.click(within(cardOf('Riverside Scouts (RS)')).getByRole('button', { name: 'Approve Riverside Scouts' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve Application' });
    expect(
      within(confirm).getByText(
        /^Approving creates the campaign Riverside Spring Drive for Riverside Scouts\. It goes live (on its start date, Dec 5, 2026; until then it is Scheduled|right away \(its start date is Dec 5, 2026\))\. A passcode is generated for its members, and the contact is e-mailed the campaign link and passcode at leader@riverside\.example\.$/,
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests('POST', /\/approve$/)).toHaveLength(0);
  });

  it('approves once, on confirmation, with the buttons disabled while it runs; shows the Scheduled campaign, its link and passcode; reloads the applications and the campaigns', async () => {
    const upcoming = { ...pending, start_date: '2099-06-01' };
    let answer: (response: Response) => void = () => undefined;
    let decided = false;
    respond({
      applications: [upcoming, pendingToo, approved],
      handle: (url, init) => {
        if (init?.method === 'POST' && url.endsWith('/api/admin/campaign-applications/a-1/approve')) {
          return new Promise<Response>((resolve) => (answer = resolve));
        }
        if (decided && url.endsWith('/api/admin/campaign-applications')) {
          return jsonResponse(200, { applications: [{ ...upcoming, status: 'approved' }, pendingToo, approved] });
        }
        return undefined;
      },
    });
    const user = await renderPage();
    await user.click(screen.getByRole('tab', { name: 'Applications (2)' }));
    const card = cardOf('Riverside Scouts (RS)');
    const overviewLoads = requests('GET', '/api/admin/campaigns').length;
    const applicationLoads = requests('GET', '/api/admin/campaign-applications').length;

    await user.click(within(card).getByRole('button', { name: 'Approve Riverside Scouts' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve Application' });
    expect(within(confirm).getByText(/It goes live on its start date, Jun 1, 2099; until then it is Scheduled\./)).toBeInTheDocument();
    expect(requests('POST', /\/approve$/)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(within(confirm).getByRole('button', { name: 'Approving...' })).toBeDisabled();
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: /Approving/, hidden: true })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Reject Riverside Scouts', hidden: true })).toBeDisabled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Approving...' }));
    expect(requests('POST', /\/approve$/)).toHaveLength(1);

    decided = true;
    await act(async () =>
      answer(
        jsonResponse(200, {
          application: { ...upcoming, status: 'approved' },
          campaign: anAdminCampaign({
            id: 'c-new',
            campaign_name: 'Riverside Spring Drive',
            campaign_slug: 'riverside-spring-drive',
            start_date: '2099-06-01',
            end_date: '2099-07-01',
          }),
          passcode: aPasscode({ id: 'p-new', campaign_id: 'c-new', passcode: 'RIVER-8841' }),
        }),
      ),
    );

    const result = await screen.findByRole('dialog', { name: 'Application Approved!' });
    expect(
      within(result).getByText(
        'Riverside Spring Drive is scheduled: it goes live on Jun 1, 2099. leader@riverside.example has been e-mailed its link and passcode.',
      ),
    ).toBeInTheDocument();
    expect(within(result).getByText('Scheduled')).toBeInTheDocument();
    const link = within(result).getByRole('link', { name: /\/campaign\/riverside-spring-drive \(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', `${window.location.origin}/campaign/riverside-spring-drive`);
    expect(within(result).getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
    expect(within(result).getByText('RIVER-8841')).toBeInTheDocument();
    expect(within(result).getByRole('button', { name: 'Copy passcode RIVER-8841' })).toBeInTheDocument();
    await waitFor(() => expect(requests('GET', '/api/admin/campaigns').length).toBeGreaterThan(overviewLoads));
    await waitFor(() => expect(requests('GET', '/api/admin/campaign-applications').length).toBeGreaterThan(applicationLoads));
    await user.click(within(result).getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Approve Riverside Scouts' })).not.toBeInTheDocument());
    expect(within(card).getByText('Approved')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Applications (1)' })).toBeInTheDocument();
    expect(requests('POST', /\/approve$/)).toHaveLength(1);
  });

  it('shows an active campaign that has not started yet as Scheduled, and as Active once it has', async () => {
    const upcoming = anAdminCampaign({
      id: 'c-9',
      campaign_name: 'Future Tees',
      campaign_slug: 'future-tees',
      start_date: '2099-06-01',
      end_date: '2099-07-01',
    });
    respond({ overview: anOverview([hillside, upcoming], { pending_applications: 2 }) });
    await renderPage();

    expect(within(cardOf('Future Tees')).getByText('Scheduled')).toBeInTheDocument();
    expect(within(cardOf('Future Tees')).queryByText('Active')).not.toBeInTheDocument();
    expect(within(cardOf('Hillside Shirt Drive')).getByText('Active')).toBeInTheDocument();
  });

  it('rejects, and says when approving or rejecting fails', async () => {
    const logged = watchErrorLog();
    respond({
      handle: (url, init) => {
        if (init?.method !== 'POST') return undefined;
        if (url.endsWith('/a-1/reject')) return jsonResponse(200, { ...pending, status: 'rejected' });
        return jsonResponse(409, { error: { code: 'not_pending', message: 'Only pending applications can be approved or rejected.' } });
      },
    });
    const user = await renderPage();
    await user.click(screen.getByRole('tab', { name: 'Applications (2)' }));

    await user.click(screen.getByRole('button', { name: 'Reject Riverside Scouts' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Application Rejected' })));

    await user.click(screen.getByRole('button', { name: 'Approve Valley Choir' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Approve Application' })).getByRole('button', { name: 'Approve' }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to approve application',
        variant: 'destructive',
        error: expect.any(ApiError),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Reject Valley Choir' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to reject application',
        variant: 'destructive',
        error: expect.any(ApiError),
      }),
    );
    expect(logged).toHaveBeenCalledWith('The application could not be rejected', expect.any(Error));
  });

  it('says when there are no campaigns and no applications', async () => {
    respond({ overview: anOverview([]), applications: [] });
    const user = userEvent.setup();
    renderAt('/admin/campaigns', <CampaignsPage />);

    expect(await screen.findByText('No campaigns found matching your search')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Applications (0)' }));
    expect(await screen.findByText('No campaign applications found')).toBeInTheDocument();
  });

  it('says when the campaigns or the applications cannot be loaded', async () => {
    respond({ overview: jsonResponse(500, {}), applications: jsonResponse(500, {}) });
    const user = userEvent.setup();
    renderAt('/admin/campaigns', <CampaignsPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load campaigns');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to load campaigns',
        variant: 'destructive',
        error: expect.any(ApiError),
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to load campaign applications',
        variant: 'destructive',
        error: expect.any(ApiError),
      }),
    );
    await user.click(screen.getByRole('tab', { name: /Applications/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load campaign applications');
  });

  it('shows skeletons while loading', () => {
    fetchMock.mockImplementation(() => new Promise(() => undefined));
    renderAt('/admin/campaigns', <CampaignsPage />);

    expect(screen.getByLabelText('Loading campaigns')).toBeInTheDocument();
  });

  describe('copying a passcode', () => {
    const writeText = jest.fn(async (_text: string) => undefined);

    beforeEach(() => {
      writeText.mockReset();
      writeText.mockResolvedValue(undefined);
    });
    afterEach(() => jest.useRealTimers());

    async function renderWithClipboard() {
      respond();
      renderAt('/admin/campaigns', <CampaignsPage />);
      await screen.findByRole('heading', { name: 'Hillside Shirt Drive' });
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
      jest.useFakeTimers();
    }

    it('copies, says Copied!, and shows the tick for 2 seconds', async () => {
      await renderWithClipboard();

      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy passcode HILLSIDE-2026' })));

      expect(writeText).toHaveBeenCalledWith('HILLSIDE-2026');
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Copied!' }));
      expect(screen.getByRole('button', { name: 'Copied passcode HILLSIDE-2026' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1999));
      expect(screen.getByRole('button', { name: 'Copied passcode HILLSIDE-2026' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'Copy passcode HILLSIDE-2026' })).toBeInTheDocument();
    });

    it('says when the clipboard refuses', async () => {
      writeText.mockRejectedValue(new Error('denied'));
      await renderWithClipboard();

      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy passcode HILLSIDE-2026' })));

      expect(toast).toHaveBeenCalledWith({ title: 'Error', description: 'Failed to copy passcode', variant: 'destructive' });
      expect(screen.getByRole('button', { name: 'Copy passcode HILLSIDE-2026' })).toBeInTheDocument();
    });
  });

  describe('passcodes', () => {
    const created = aPasscode({ id: 'p-new', passcode: 'FRESH-CODE', usage_count: 0, created_at: '2026-11-22T10:00:00.000Z' });

    it('creates a typed passcode (upper-cased) or a generated one when blank', async () => {
      respond({
        handle: (url, init, body) =>
          init?.method === 'POST' && url.endsWith('/api/admin/campaigns/c-1/passcodes')
            ? jsonResponse(201, { ...created, passcode: (body as { passcode: string | null }).passcode ?? 'GENERATED1' })
            : undefined,
      });
      const user = await renderPage();
      await chooseAction(user, 'Hillside Shirt Drive', 'Passcodes');
      const dialog = screen.getByRole('dialog', { name: 'Manage Passcodes' });
      expect(within(dialog).getByText('OLD-CODE')).toBeInTheDocument();
      expect(within(dialog).getByText('Inactive')).toBeInTheDocument();

      await user.type(within(dialog).getByLabelText('New Passcode'), 'fresh-code');
      await user.click(within(dialog).getByRole('button', { name: 'Create Passcode' }));
      await waitFor(() => expect(requests('POST', '/passcodes')).toHaveLength(1));
      expect(sentBody(requests('POST', '/passcodes')[0])).toEqual({ passcode: 'FRESH-CODE' });
      expect(await within(dialog).findByRole('status')).toHaveTextContent('New passcode FRESH-CODE is active.');
      expect(within(dialog).getByLabelText('New Passcode')).toHaveValue('');

      await user.click(within(dialog).getByRole('button', { name: 'Create Passcode' }));
      await waitFor(() => expect(requests('POST', '/passcodes')).toHaveLength(2));
      expect(sentBody(requests('POST', '/passcodes')[1])).toEqual({ passcode: null });
      await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('New passcode GENERATED1 is active.'));
    });

    it("checks a typed passcode with the contract's rules and shows the API's refusal beside the field", async () => {
      const logged = watchErrorLog();
      respond({
        handle: (url, init) =>
          init?.method === 'POST' && url.endsWith('/passcodes')
            ? jsonResponse(409, { error: { code: 'duplicate', message: 'This campaign already has that passcode.' } })
            : undefined,
      });
      const user = await renderPage();
      await chooseAction(user, 'Hillside Shirt Drive', 'Passcodes');
      const dialog = screen.getByRole('dialog', { name: 'Manage Passcodes' });
      const field = within(dialog).getByLabelText('New Passcode');

      await user.type(field, 'ab');
      await user.click(within(dialog).getByRole('button', { name: 'Create Passcode' }));
      expect(await within(dialog).findByText('Passcode must be at least 4 characters')).toBeInTheDocument();
      expect(requests('POST', '/passcodes')).toHaveLength(0);

      await user.clear(field);
      await user.type(field, 'HILLSIDE-2026');
      await user.click(within(dialog).getByRole('button', { name: 'Create Passcode' }));
      expect(await within(dialog).findByText('This campaign already has that passcode.')).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'This campaign already has that passcode.',
        variant: 'destructive',
        error: expect.any(ApiError),
      });
      expect(logged).toHaveBeenCalledWith('Creating a passcode failed', expect.any(Error));
    });

    it('rotates an active passcode and shows the new one', async () => {
      respond({
        handle: (url, init) =>
          init?.method === 'POST' && url.endsWith('/api/admin/campaigns/c-1/passcodes/p-1/rotate')
            ? jsonResponse(200, { retired: aPasscode({ is_active: false }), created })
            : undefined,
      });
      const user = await renderPage();
      await chooseAction(user, 'Hillside Shirt Drive', 'Passcodes');
      const dialog = screen.getByRole('dialog', { name: 'Manage Passcodes' });

      await user.click(within(dialog).getByRole('button', { name: 'Rotate HILLSIDE-2026' }));
      const rotate = screen.getByRole('dialog', { name: 'Rotate Passcode' });
      await user.click(within(rotate).getByRole('button', { name: 'Rotate' }));

      await waitFor(() => expect(requests('POST', /\/rotate$/)).toHaveLength(1));
      expect(sentBody(requests('POST', /\/rotate$/)[0])).toEqual({ passcode: null });
      expect(await within(screen.getByRole('dialog', { name: 'Manage Passcodes' })).findByRole('status')).toHaveTextContent(
        'HILLSIDE-2026 was replaced by FRESH-CODE.',
      );
      expect(screen.queryByRole('dialog', { name: 'Rotate Passcode' })).not.toBeInTheDocument();
    });

    it('deactivates only after a confirmation', async () => {
      respond({
        handle: (url, init) =>
          init?.method === 'POST' && url.endsWith('/passcodes/p-1/deactivate')
            ? jsonResponse(200, aPasscode({ is_active: false }))
            : undefined,
      });
      const user = await renderPage();
      await chooseAction(user, 'Hillside Shirt Drive', 'Passcodes');

      await user.click(
        within(screen.getByRole('dialog', { name: 'Manage Passcodes' })).getByRole('button', { name: 'Deactivate HILLSIDE-2026' }),
      );
      const confirm = screen.getByRole('alertdialog', { name: 'Deactivate Passcode' });
      expect(requests('POST', /\/deactivate$/)).toHaveLength(0);
      await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));

      await waitFor(() => expect(requests('POST', /\/deactivate$/)).toHaveLength(1));
      await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Passcode Deactivated' })));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    });
  });

  describe('editing a campaign', () => {
    it("sends its dates and status, and shows the API's validation message beside the field", async () => {
      const logged = watchErrorLog();
      respond({
        handle: (url, init) =>
          init?.method === 'PATCH' && url.endsWith('/api/admin/campaigns/c-1')
            ? jsonResponse(400, { error: { code: 'invalid_input', message: 'End date must be a date', field: 'end_date' } })
            : undefined,
      });
      const user = await renderPage();
      await chooseAction(user, 'Hillside Shirt Drive', 'Edit');
      const dialog = screen.getByRole('dialog', { name: 'Edit Campaign' });
      expect(within(dialog).getByLabelText(/Start Date/)).toHaveValue('2026-11-01');
      expect(within(dialog).getByLabelText('End Date')).toHaveValue('2026-12-01');

      await user.selectOptions(within(dialog).getByLabelText('Status'), 'completed');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

      await waitFor(() => expect(requests('PATCH', '/api/admin/campaigns/c-1')).toHaveLength(1));
      expect(sentBody(requests('PATCH', '/api/admin/campaigns/c-1')[0])).toEqual({
        start_date: '2026-11-01',
        end_date: '2026-12-01',
        status: 'completed',
        public_naming: 'initial',
        adults_only: false,
        search_listed: false,
      });
      expect(await within(dialog).findByText('End date must be a date')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('End Date')).toHaveAttribute('aria-invalid', 'true');
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to update campaign',
        variant: 'destructive',
        error: expect.any(ApiError),
      });
      expect(logged).toHaveBeenCalledWith('Updating the campaign failed', expect.any(Error));
    });

    it('refuses an end date before the start date, and shows a refusal about no field in the dialog', async () => {
      const logged = watchErrorLog();
      respond({
        handle: (_url, init) =>
          init?.method === 'PATCH' ? jsonResponse(404, { error: { code: 'not_found', message: 'Campaign not found' } }) : undefined,
      });
      const user = await renderPage();
      await chooseAction(user, 'Hillside Shirt Drive', 'Edit');
      const dialog = screen.getByRole('dialog', { name: 'Edit Campaign' });
      const end = within(dialog).getByLabelText('End Date');

      fireEvent.change(end, { target: { value: '2026-10-01' } });
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await within(dialog).findByText('The end date must be after the start date.')).toBeInTheDocument();
      expect(requests('PATCH', /campaigns\/c-1$/)).toHaveLength(0);

      fireEvent.change(end, { target: { value: '' } });
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Campaign not found');
      expect(sentBody(requests('PATCH', /campaigns\/c-1$/)[0])).toMatchObject({ end_date: null });
      expect(logged).toHaveBeenCalledWith('Updating the campaign failed', expect.any(Error));
    });

    it('chooses how the public page names members: full names and search listing only once all members are adults', async () => {
      respond({
        handle: (_url, init, body) => (init?.method === 'PATCH' ? jsonResponse(200, { ...hillside, ...(body as object) }) : undefined),
      });
      const user = await renderPage();
      await chooseAction(user, 'Hillside Shirt Drive', 'Edit');
      const dialog = screen.getByRole('dialog', { name: 'Edit Campaign' });
      const naming = within(dialog).getByLabelText('Members shown as');
      const optionsOf = () =>
        within(naming)
          .getAllByRole('option')
          .map((option) => option.textContent);
      const listed = within(dialog).getByLabelText('Let search engines list the campaign page');

      expect(naming).toHaveValue('initial');
      expect(optionsOf()).toEqual(['First name and initial', 'First name only', 'Pseudonym']);
      expect(listed).toBeDisabled();

      await user.click(within(dialog).getByLabelText('All members are adults (18 or older)'));
      expect(optionsOf()).toEqual(['First name and initial', 'First name only', 'Pseudonym', 'Full name']);
      await user.selectOptions(naming, 'full_name');
      await user.click(listed);
      // Unticked again, the campaign goes back to the least.
      await user.click(within(dialog).getByLabelText('All members are adults (18 or older)'));
      expect(naming).toHaveValue('initial');
      expect(listed).not.toBeChecked();
      await user.click(within(dialog).getByLabelText('All members are adults (18 or older)'));
      await user.selectOptions(naming, 'full_name');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

      await waitFor(() => expect(requests('PATCH', '/api/admin/campaigns/c-1')).toHaveLength(1));
      expect(sentBody(requests('PATCH', '/api/admin/campaigns/c-1')[0])).toMatchObject({
        public_naming: 'full_name',
        adults_only: true,
        search_listed: false,
      });
    });

    it('saves, says so and closes', async () => {
      respond({
        handle: (_url, init, body) => (init?.method === 'PATCH' ? jsonResponse(200, { ...hillside, ...(body as object) }) : undefined),
      });
      const user = await renderPage();
      await chooseAction(user, 'Hillside Shirt Drive', 'Edit');
      await user.click(within(screen.getByRole('dialog', { name: 'Edit Campaign' })).getByRole('button', { name: 'Save Changes' }));

      await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Campaign Updated' })));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  });

  it("opens a campaign's details: contact, totals and its members", async () => {
    const detail = (campaign: AdminCampaign, members: unknown[]) => jsonResponse(200, { campaign, members });
    respond({
      handle: (url, init) => {
        if ((init?.method ?? 'GET') !== 'GET') return undefined;
        if (url.endsWith('/api/admin/campaigns/c-1')) {
          return detail(hillside, [
            {
              rank: 1,
              member_user_id: 'u-1',
              first_name: 'Ada',
              last_name: 'Lovelace',
              school: null,
              units_sold: 8,
              total_sales: 200,
              badges: [1, 5],
            },
          ]);
        }
        if (url.endsWith('/api/admin/campaigns/c-2')) return detail(lakeview, []);
        return undefined;
      },
    });
    const user = await renderPage();

    await user.click(within(cardOf('Hillside Shirt Drive')).getByRole('button', { name: 'Details Hillside Shirt Drive' }));
    const dialog = screen.getByRole('dialog', { name: 'Campaign Details' });
    const member = (await within(dialog).findByText('Ada Lovelace')).closest('tr')!;
    expect(within(member).getByText('8')).toBeInTheDocument();
    expect(within(member).getByText('$200.00')).toBeInTheDocument();
    expect(within(member).getByText('Badges earned: First shirt, 5 shirts')).toBeInTheDocument();
    expect(within(dialog).getByText('coach@hillside.example')).toBeInTheDocument();
    expect(within(dialog).getByText('555-0100')).toBeInTheDocument();
    expect(within(dialog).getByText('$300.00')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(cardOf('Lakeview Tees')).getByRole('button', { name: 'Details Lakeview Tees' }));
    expect(await screen.findByText('No members have joined this campaign yet')).toBeInTheDocument();
  });

  it("opens the campaign's Start Here configuration from its Start Here Config action", async () => {
    respond({
      handle: (url) => {
        if (url.endsWith('/api/admin/campaigns/c-1/start-here')) return jsonResponse(200, { campaign_id: 'c-1', steps: null });
        if (url.includes('/api/admin/start-here/template-choices')) return jsonResponse(200, { email: [], sms: [], social: [] });
        return undefined;
      },
    });
    const user = await renderPage();

    await chooseAction(user, 'Hillside Shirt Drive', 'Start Here Config');

    const dialog = screen.getByRole('dialog', { name: 'Start Here Configuration' });
    expect(within(dialog).getByText(/Hillside Shirt Drive/)).toBeInTheDocument();
    await waitFor(() => expect(requests('GET', '/api/admin/campaigns/c-1/start-here')).toHaveLength(1));
  });
});
