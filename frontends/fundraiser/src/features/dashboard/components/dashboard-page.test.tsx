import type { PublicCampaign } from '@app/shared/campaigns';
import type { Profile } from '@app/shared/profiles';
import type { CampaignTotals, MyTotals } from '@app/shared/leaderboards';
import type { MyEarningsAndPayouts } from '@app/shared/payouts';
import { ProfileContext, Toaster } from '@app/ui';
import { aProfile, jsonResponse, renderAt } from '@app/ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toCanvas } from 'qrcode';
import { DashboardPage } from './dashboard-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());
// jsdom cannot draw: the QR library only has to be asked for the right link and leave a 512 px canvas.
jest.mock('qrcode', () => ({
  toCanvas: jest.fn(async (canvas: HTMLCanvasElement) => {
    canvas.width = 512;
    canvas.height = 512;
  }),
}));

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

const CAMPAIGN_ID = 'campaign-1';
const SHOP_LINK = 'https://shop.example.com/?discount=JORDANHHS';
/** The link every share gives (issue 25): the tracked link on this site, which counts the visit, then opens the shop. */
const TRACKED_LINK = 'http://localhost/r/JORDANHHS';
const jordan = aProfile({
  first_name: 'Jordan',
  role: 'fundraising_ambassador',
  campaign_id: CAMPAIGN_ID,
  personal_code: 'JORDANHHS',
  shop_link: SHOP_LINK,
});
const hillside: PublicCampaign = {
  id: CAMPAIGN_ID,
  school_name: 'Hillside High School',
  campaign_name: 'Hillside High School Shirt Drive',
  campaign_slug: 'hillside',
  description: 'Every shirt sold funds the school.',
  target_amount: 2500,
  start_date: '2026-01-01T00:00:00.000Z',
  end_date: '2026-12-23T12:00:00.000Z',
  status: 'active',
};
const totalsOf = (units_sold: number): MyTotals => ({
  units_sold,
  total_sales: units_sold * 25,
  total_commission: 0,
  orders_count: units_sold,
  badges: [],
  orders_by_source: {},
});

/** The campaign's totals: 12 shirts, $60 for the organization. */
const campaignTotals: CampaignTotals = {
  campaign_id: CAMPAIGN_ID,
  total_units_sold: 12,
  total_sales: 300,
  total_commission: 0,
  orders_count: 5,
  total_donated_to_org: 60,
  total_donated_to_environment: 12,
};

const noEarnings: MyEarningsAndPayouts = {
  total_earnings: 0,
  paid_earnings: 0,
  unpaid_earnings: 0,
  pending_earnings: 0,
  payable_earnings: 0,
  commission_hold_days: 30,
  payouts: [],
  payout_method: {
    method: 'cash',
    chosen: false,
    choices: [
      { method: 'gift_card', label: 'Store credit (a gift card for the shop)', bonus_percent: 0 },
      { method: 'cash', label: 'Cash', bonus_percent: 0 },
    ],
  },
};

/** Answers the totals, the campaign and its leaderboard (with the campaign's totals); any other request is a 404. */
function respond({
  totals = jsonResponse(200, totalsOf(3)),
  campaign = jsonResponse(200, hillside),
  leaderboard = jsonResponse(200, { totals: campaignTotals, leaderboard: [] }),
  linkStats = jsonResponse(200, { sources: [], total: { clicks: 0, orders: 0, conversion_rate: null } }),
  earnings = jsonResponse(200, noEarnings),
}: {
  totals?: Response;
  campaign?: Response;
  leaderboard?: Response;
  linkStats?: Response;
  earnings?: Response;
}) {
  fetchMock.mockImplementation(async (url) => {
    if (url.endsWith('/api/me/totals')) return totals;
    if (url.endsWith('/api/me/link-stats')) return linkStats;
    if (url.endsWith('/api/me/earnings')) return earnings;
    if (url.endsWith(`/api/campaigns/${CAMPAIGN_ID}`)) return campaign;
    if (url.endsWith(`/api/leaderboards/campaigns/${CAMPAIGN_ID}`)) return leaderboard;
    return jsonResponse(404, {});
  });
}

/** jsdom cannot draw: a 2D context that records the caption drawn under the code. */
const fillText = jest.fn();
const drawingContext = { fillRect: jest.fn(), drawImage: jest.fn(), fillText, measureText: () => ({ width: 300 }) };

function renderDashboard(profile: Profile = jordan) {
  render(<Toaster />);
  renderAt(
    '/fundraiser/dashboard',
    <ProfileContext.Provider value={profile}>
      <DashboardPage />
    </ProfileContext.Provider>,
  );
}

const progressCard = async () => (await screen.findByText('Your Progress')).closest<HTMLElement>('[data-slot="card"]')!;
const figure = (label: string) => within(screen.getByRole('group', { name: label }));
const toastTitled = (title: string) => screen.findByText(title, { selector: 'div' });

beforeEach(() => {
  fetchMock.mockReset();
  fillText.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => drawingContext as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,UE5H');
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('DashboardPage', () => {
  it("shows 'Loading dashboard...' until the numbers arrive", async () => {
    respond({});
    renderDashboard();

    expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard...');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Track your fundraising progress and performance')).toBeInTheDocument();
    expect(await screen.findByText('Your Progress')).toBeInTheDocument();
    expect(screen.queryByText('Loading dashboard...')).not.toBeInTheDocument();
  });

  it('counts down to the 10-shirt goal under 10 sold', async () => {
    respond({ totals: jsonResponse(200, totalsOf(3)) });
    renderDashboard();

    const card = within(await progressCard());
    expect(card.getByText('Sell 10 shirts to unlock special recognition!')).toBeInTheDocument();
    expect(card.getByText('Shirts Sold').nextSibling).toHaveTextContent('3 / 10');
    expect(card.getByRole('progressbar', { name: 'Shirts sold toward your goal' })).toHaveAttribute('aria-valuenow', '30');
    expect(card.getByText('7 more shirts to reach your goal')).toBeInTheDocument();
    expect(card.getByText('The top fundraiser wins a free shirt!')).toBeInTheDocument();
    expect(card.queryByText('Congratulations!')).not.toBeInTheDocument();
  });

  it("says 'shirt' when exactly one is left", async () => {
    respond({ totals: jsonResponse(200, totalsOf(9)) });
    renderDashboard();

    expect(within(await progressCard()).getByText('1 more shirt to reach your goal')).toBeInTheDocument();
  });

  it.each([10, 14])('congratulates at %i shirts sold, with the bar capped at 100%%', async (sold) => {
    respond({ totals: jsonResponse(200, totalsOf(sold)) });
    renderDashboard();

    const card = within(await progressCard());
    expect(card.getByText('Shirts Sold').nextSibling).toHaveTextContent(`${sold} / 10`);
    expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(card.getByText('Congratulations!')).toBeInTheDocument();
    expect(card.getByText('Keep going! The top fundraiser gets a FREE shirt!')).toBeInTheDocument();
    expect(card.queryByText(/more shirts? to reach your goal/)).not.toBeInTheDocument();
    expect(card.queryByText('The top fundraiser wins a free shirt!')).not.toBeInTheDocument();
  });

  it('keeps the congratulations once the goal’s badge is earned, after a refund takes a shirt back, and lists the badges', async () => {
    const badges = [1, 5, 10].map((shirts) => ({ shirts, earned_at: '2026-11-02T15:00:00.000Z' }));
    respond({ totals: jsonResponse(200, { ...totalsOf(9), badges }) });
    renderDashboard();

    const card = within(await progressCard());
    expect(card.getByText('Congratulations!')).toBeInTheDocument();
    expect(card.queryByText('1 more shirt to reach your goal')).not.toBeInTheDocument();
    const list = within(card.getByRole('list', { name: 'Milestone badges' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'First shirt, earned Nov 2, 2026',
      '5 shirts, earned Nov 2, 2026',
      '10 shirts, earned Nov 2, 2026',
      '25 shirts, not earned yet',
      '50 shirts, not earned yet',
    ]);
  });

  it('shows shirts sold (a count, labelled as one) and $5 per shirt for the organization, with two decimals', async () => {
    respond({ totals: jsonResponse(200, totalsOf(7)) });
    renderDashboard();

    expect(await screen.findByRole('group', { name: 'Shirts Sold' })).toHaveTextContent('7');
    expect(figure('Shirts Sold').getByText('Shirts sold through your link')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Total Sales' })).not.toBeInTheDocument();
    expect(figure('Organization Donation').getByText('$35.00')).toBeInTheDocument();
    expect(figure('Organization Donation').getByText('Generated for your organization')).toBeInTheDocument();
  });

  it('encourages sharing before the first sale', async () => {
    respond({ totals: jsonResponse(200, totalsOf(0)) });
    renderDashboard();

    expect(await screen.findByRole('group', { name: 'Organization Donation' })).toHaveTextContent('$0.00');
    expect(figure('Organization Donation').getByText('Start sharing to help your organization')).toBeInTheDocument();
    expect(figure('Shirts Sold').getByText('0')).toBeInTheDocument();
    expect(screen.getByText('10 more shirts to reach your goal')).toBeInTheDocument();
  });

  it('shows the campaign: school, name, badge, description, target and end date', async () => {
    respond({});
    renderDashboard();

    const card = within((await screen.findByText('Active Campaign')).closest<HTMLElement>('[data-slot="card"]')!);
    expect(card.getByText('Hillside High School')).toBeInTheDocument();
    expect(card.getByText('Hillside High School Shirt Drive')).toBeInTheDocument();
    expect(card.getByText('Every shirt sold funds the school.')).toBeInTheDocument();
    expect(card.getByText('Target: $2,500')).toBeInTheDocument();
    expect(card.getByText('Ends: Dec 23, 2026')).toBeInTheDocument();
  });

  it("shows the campaign's progress toward its target: raised for the organization, of the target, and the percent", async () => {
    respond({});
    renderDashboard();
    const progress = within(await screen.findByRole('region', { name: 'Campaign progress' }));
    expect(progress.getByText('$60')).toBeInTheDocument();
    expect(progress.getByText(/raised of \$2,500/)).toBeInTheDocument();
    expect(progress.getByText('2.4%')).toBeInTheDocument();
    const bar = progress.getByRole('progressbar', { name: "Raised toward the campaign's target" });
    expect(bar).toHaveAttribute('aria-valuenow', '2.4');
    expect(bar).toHaveAttribute('aria-valuetext', '$60 of $2,500 (2.4%)');
  });

  it("shows no progress without a target or without the campaign's totals, and links to the campaign page through their code", async () => {
    respond({ campaign: jsonResponse(200, { ...hillside, target_amount: null }), leaderboard: jsonResponse(500, {}) });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDashboard();
    const card = within((await screen.findByText('Active Campaign')).closest<HTMLElement>('[data-slot="card"]')!);
    await waitFor(() => expect(logged).toHaveBeenCalledWith("Could not load your campaign's totals", expect.anything()));
    expect(card.queryByRole('region', { name: 'Campaign progress' })).not.toBeInTheDocument();
    expect(card.queryByText(/^Target:/)).not.toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View campaign page (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/campaign/hillside?member=JORDANHHS',
    );
  });

  it('shows no campaign card when the campaign is no longer active', async () => {
    respond({
      campaign: jsonResponse(404, { error: { code: 'not_found', message: 'Campaign information not found. Please start over.' } }),
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDashboard();

    expect(await screen.findByText('Your Progress')).toBeInTheDocument();
    expect(screen.queryByText('Active Campaign')).not.toBeInTheDocument();
    expect(logged).not.toHaveBeenCalled();
  });

  it('only logs a failed load and shows zeros, with no message to the user', async () => {
    respond({ totals: jsonResponse(500, { error: { code: 'internal', message: 'Something went wrong. Please try again.' } }) });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDashboard();

    expect(await screen.findByRole('group', { name: 'Shirts Sold' })).toHaveTextContent('0');
    expect(logged).toHaveBeenCalledWith('Could not load your totals', expect.objectContaining({ status: 500 }));
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the tracked link's clicks, orders and conversion per source, '—' where nothing was clicked", async () => {
    respond({
      linkStats: jsonResponse(200, {
        sources: [
          { source: 'instagram', clicks: 8, orders: 1, conversion_rate: 12.5 },
          { source: 'email', clicks: 0, orders: 1, conversion_rate: null },
        ],
        total: { clicks: 8, orders: 2, conversion_rate: 25 },
      }),
    });
    renderDashboard();

    const table = await screen.findByRole('table', { name: 'Tracked Link Results' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['SourceClicksOrdersConversion', 'Instagram8112.5%', 'E-mail01—', 'Total8225%']);
  });

  it('shows their commission paid and unpaid, the unpaid split into pending in the hold and payable', async () => {
    respond({
      earnings: jsonResponse(200, {
        ...noEarnings,
        total_earnings: 42.5,
        paid_earnings: 20,
        unpaid_earnings: 22.5,
        pending_earnings: 15,
        payable_earnings: 7.5,
        payouts: [
          {
            id: 'payout-1',
            amount: 20,
            bonus: 0,
            method: 'gift_card',
            method_label: 'Gift card',
            paid_on: '2026-11-20',
            state: 'failed',
            voided: false,
          },
        ],
      }),
    });
    renderDashboard();

    const payouts = within(await screen.findByRole('region', { name: 'Payouts' }));
    expect(await payouts.findByText('$20.00')).toBeInTheDocument();
    expect(figure('Paid Earnings').getByText('$20.00')).toBeInTheDocument();
    expect(figure('Unpaid Earnings').getByText('$22.50')).toBeInTheDocument();
    expect(figure('Pending (in the 30-day hold)').getByText('$15.00')).toBeInTheDocument();
    expect(figure('Payable').getByText('$7.50')).toBeInTheDocument();
    const [payout] = within(screen.getByRole('list', { name: 'Your payouts' })).getAllByRole('listitem');
    expect(payout).toHaveTextContent('Gift cardNov 20, 2026$20.00Failed');
    expect(screen.getByText(/A failed gift card was not issued by the store yet/)).toBeInTheDocument();
  });

  it("copies the personal code with 'Code copied!'", async () => {
    respond({});
    const user = userEvent.setup();
    renderDashboard();

    const personalCode = within(await screen.findByRole('group', { name: 'Personal Code' }));
    expect(personalCode.getByText('JORDANHHS')).toBeInTheDocument();
    await user.click(personalCode.getByRole('button', { name: 'Copy Code' }));

    expect(await toastTitled('Code copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('JORDANHHS');
  });

  it("says 'Not Set' without a personal code, and has no shop link card nor payouts without a code", async () => {
    respond({});
    renderDashboard(aProfile({ role: 'fundraising_ambassador', campaign_id: CAMPAIGN_ID }));

    expect(await screen.findByRole('group', { name: 'Personal Code' })).toHaveTextContent('Not Set');
    expect(figure('Personal Code').queryByRole('button', { name: 'Copy Code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy Link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payouts' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/api/me/earnings'))).toBe(false);
  });

  it("copies the shop link with 'Shop link copied!' and opens the shop in a new tab", async () => {
    respond({});
    const user = userEvent.setup();
    renderDashboard();

    await user.click(await screen.findByRole('button', { name: 'Copy Link' }));

    expect(await toastTitled('Shop link copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(TRACKED_LINK);
    const visit = screen.getByRole('link', { name: 'Visit Shop' });
    expect(visit).toHaveAttribute('href', TRACKED_LINK);
    expect(visit).toHaveAttribute('target', '_blank');
  });

  it('shows the QR code of the shop link on the dashboard, with the code printed under it', async () => {
    respond({});
    renderDashboard();
    const qr = within((await screen.findByText('Your QR Code')).closest<HTMLElement>('[data-slot="card"]')!);
    const image = await qr.findByRole('img', { name: 'QR code of your shop link, with your code JORDANHHS' });
    expect(image).toHaveAttribute('src', 'data:image/png;base64,UE5H');
    expect(toCanvas).toHaveBeenCalledWith(expect.any(HTMLCanvasElement), `${TRACKED_LINK}?via=qr`, expect.anything());
    expect(fillText).toHaveBeenCalledWith('JORDANHHS', 256, expect.any(Number));
    expect(fillText.mock.calls[0]![2]).toBeGreaterThan(512);
  });

  it('downloads the QR code shown as a PNG named after the code', async () => {
    respond({});
    const saved: { href: string; download: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByRole('img', { name: /^QR code of your shop link/ });
    await user.click(screen.getByRole('button', { name: 'Download QR code' }));
    expect(saved).toEqual([{ href: 'data:image/png;base64,UE5H', download: 'JORDANHHS-qr.png' }]);
  });

  it('says so, and offers no download, when the browser cannot draw the QR code', async () => {
    respond({});
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDashboard();
    expect(await screen.findByText('Your QR code could not be drawn in this browser.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download QR code' })).toBeDisabled();
    expect(logged).toHaveBeenCalledWith('Could not draw the QR code', expect.any(Error));
  });
});
