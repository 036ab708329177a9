import { Toaster } from '@app/ui';
import { jsonResponse, renderAt } from '@app/ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSelectedCampaign } from '../selected-campaign';
import { aCampaign } from '../test-campaigns';
import { CampaignSelectionPage } from './campaign-selection-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

const oakridge = aCampaign({
  id: 'c-orms',
  school_name: 'Oakridge Middle School',
  campaign_name: 'Oakridge Tees',
  campaign_slug: 'oakridge-tees',
});
const ended = aCampaign({
  id: 'c-old',
  school_name: 'Zephyr Academy',
  campaign_name: 'Old Drive',
  campaign_slug: 'old-drive',
  end_date: '2020-01-01',
});

function respond(routes: Record<string, Response>) {
  fetchMock.mockImplementation(async (url) => {
    const match = Object.entries(routes).find(([suffix]) => url.endsWith(suffix));
    return match ? match[1] : jsonResponse(404, {});
  });
}

function renderSelection(query = '') {
  render(<Toaster />);
  return renderAt(`/fundraiser/campaigns${query}`, <CampaignSelectionPage />, { route: '/fundraiser/campaigns' });
}

async function pick(user: ReturnType<typeof userEvent.setup>, search: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: 'Campaign' }));
  await user.type(screen.getByRole('combobox', { name: 'Campaign' }), search);
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  sessionStorage.clear();
});

describe('CampaignSelectionPage', () => {
  it('filters the active campaigns as you type and summarises the chosen one', async () => {
    respond({ '/api/campaigns': jsonResponse(200, { campaigns: [aCampaign(), oakridge] }) });
    renderSelection();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('combobox', { name: 'Campaign' }));
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await user.type(screen.getByRole('combobox'), 'oak');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Enter}');

    const summary = screen.getByRole('region', { name: 'Selected campaign' });
    expect(within(summary).getByText('Oakridge Middle School')).toBeInTheDocument();
    expect(within(summary).getByText('Oakridge Tees')).toBeInTheDocument();
    expect(within(summary).getByText('$5,000')).toBeInTheDocument();
    expect(within(summary).getByText('Jun 30, 2099')).toBeInTheDocument();
    expect(screen.getByLabelText('Campaign Passcode')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Apply to create a new campaign' })).toHaveAttribute('href', '/organization-application');
    expect(screen.getByRole('link', { name: 'Back to Join Options' })).toHaveAttribute('href', '/join');
  });

  it("asks for both a campaign and a passcode ('Missing Information')", async () => {
    respond({ '/api/campaigns': jsonResponse(200, { campaigns: [aCampaign()] }) });
    renderSelection();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Continue to Sign Up' }));

    expect((await screen.findAllByText('Missing Information')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Please select a campaign and enter the passcode.').length).toBeGreaterThan(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("refuses a campaign that has ended before asking the server ('Campaign Expired')", async () => {
    respond({ '/api/campaigns': jsonResponse(200, { campaigns: [ended] }) });
    renderSelection();
    const user = userEvent.setup();
    await pick(user, 'zeph', 'Zephyr Academy — Old Drive');
    await user.type(screen.getByLabelText('Campaign Passcode'), 'OLD');

    await user.click(screen.getByRole('button', { name: 'Continue to Sign Up' }));

    expect((await screen.findAllByText('Campaign Expired')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('This campaign has already ended. Please contact your organization coordinator.').length).toBeGreaterThan(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows 'Invalid Passcode' when the server refuses the passcode", async () => {
    respond({
      '/api/campaigns': jsonResponse(200, { campaigns: [aCampaign()] }),
      '/api/campaigns/verify-passcode': jsonResponse(400, {
        error: { code: 'invalid_input', field: 'passcode', message: 'The passcode you entered is incorrect or has expired.' },
      }),
    });
    renderSelection();
    const user = userEvent.setup();
    await pick(user, 'hill', 'Hillside High School — Hillside High School Shirt Drive');
    await user.type(screen.getByLabelText('Campaign Passcode'), 'WRONG');

    await user.click(screen.getByRole('button', { name: 'Continue to Sign Up' }));

    expect((await screen.findAllByText('Invalid Passcode')).length).toBeGreaterThan(0);
    expect(readSelectedCampaign()).toBeUndefined();
  });

  it("closes 'Invalid Passcode' once the right passcode is accepted, and never stacks it", async () => {
    let accepted = false;
    fetchMock.mockImplementation(async (url) => {
      if (url.endsWith('/api/campaigns')) return jsonResponse(200, { campaigns: [aCampaign()] });
      if (!url.endsWith('/api/campaigns/verify-passcode')) return jsonResponse(404, {});
      return accepted
        ? jsonResponse(200, { campaign: aCampaign() })
        : jsonResponse(400, {
            error: { code: 'invalid_input', field: 'passcode', message: 'The passcode you entered is incorrect or has expired.' },
          });
    });
    renderSelection();
    const user = userEvent.setup();
    await pick(user, 'hill', 'Hillside High School — Hillside High School Shirt Drive');
    await user.type(screen.getByLabelText('Campaign Passcode'), 'WRONG');
    const openPasscodeToasts = () =>
      screen.queryAllByText('Invalid Passcode').filter((title) => title.closest('li')?.getAttribute('data-state') === 'open');

    await user.click(screen.getByRole('button', { name: 'Continue to Sign Up' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Sign Up' }));
    await waitFor(() => expect(openPasscodeToasts()).toHaveLength(1));
    accepted = true;
    await user.clear(screen.getByLabelText('Campaign Passcode'));
    await user.type(screen.getByLabelText('Campaign Passcode'), 'HILLSIDE');
    await user.click(screen.getByRole('button', { name: 'Continue to Sign Up' }));

    await waitFor(() => expect(readSelectedCampaign()?.passcode).toBe('HILLSIDE'));
    // Closed with the acceptance itself, not by its timeout.
    expect(openPasscodeToasts()).toHaveLength(0);
  });

  it('shows the slow-down message when there were too many wrong guesses', async () => {
    respond({
      '/api/campaigns': jsonResponse(200, { campaigns: [aCampaign()] }),
      '/api/campaigns/verify-passcode': jsonResponse(429, {
        error: { code: 'too_many_requests', message: 'Too many attempts. Try again in a minute.' },
      }),
    });
    renderSelection();
    const user = userEvent.setup();
    await pick(user, 'hill', 'Hillside High School — Hillside High School Shirt Drive');
    await user.type(screen.getByLabelText('Campaign Passcode'), 'WRONG');

    await user.click(screen.getByRole('button', { name: 'Continue to Sign Up' }));

    expect((await screen.findAllByText('Too many attempts. Try again in a minute.')).length).toBeGreaterThan(0);
  });

  it('keeps the choice in session storage and goes on to sign-up with the slug and id', async () => {
    respond({
      '/api/campaigns': jsonResponse(200, { campaigns: [aCampaign()] }),
      '/api/campaigns/verify-passcode': jsonResponse(200, { valid: true, campaign: aCampaign() }),
    });
    renderSelection();
    const user = userEvent.setup();
    await pick(user, 'hill', 'Hillside High School — Hillside High School Shirt Drive');
    await user.type(screen.getByLabelText('Campaign Passcode'), ' HILLSIDE ');

    await user.click(screen.getByRole('button', { name: 'Continue to Sign Up' }));

    expect(await screen.findByLabelText('current path')).toHaveTextContent('/fundraiser/signup');
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1].body))).toEqual({
      campaign_slug: 'hillside-high-school-shirt-drive',
      passcode: 'HILLSIDE',
    });
    expect(readSelectedCampaign()).toEqual({ campaign: aCampaign(), passcode: 'HILLSIDE' });
  });

  it("comes with the campaign a campaign page's 'Join as a member' named chosen, and lets the visitor pick another (issue 45)", async () => {
    respond({ '/api/campaigns': jsonResponse(200, { campaigns: [aCampaign(), oakridge] }) });
    renderSelection('?campaign=oakridge-tees');
    const user = userEvent.setup();

    const summary = await screen.findByRole('region', { name: 'Selected campaign' });
    expect(within(summary).getByText('Oakridge Tees')).toBeInTheDocument();
    await pick(user, 'hill', 'Hillside High School — Hillside High School Shirt Drive');
    expect(
      within(screen.getByRole('region', { name: 'Selected campaign' })).getByText('Hillside High School Shirt Drive'),
    ).toBeInTheDocument();
  });

  it("says 'Failed to load campaigns. Please try again.', with the failed request's reference, when the list cannot load", async () => {
    respond({
      '/api/campaigns': jsonResponse(500, { error: { code: 'internal', message: 'boom' } }, { 'x-request-id': 'req-campaigns-500' }),
    });
    renderSelection();

    expect((await screen.findAllByText('Failed to load campaigns. Please try again.')).length).toBeGreaterThan(0);
    expect(await screen.findByText('Reference: req-campaigns-500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('links to the organization application with an underlined link, not by colour alone', async () => {
    respond({ '/api/campaigns': jsonResponse(200, { campaigns: [aCampaign()] }) });
    renderSelection();

    const link = await screen.findByRole('link', { name: 'Apply to create a new campaign' });
    expect(link).toHaveAttribute('href', '/organization-application');
    expect(link).toHaveClass('underline');
  });
});
