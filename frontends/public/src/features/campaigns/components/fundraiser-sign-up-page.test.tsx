import { Toaster } from '@app/ui';
import { jsonResponse, renderAt } from '@app/ui/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSelectedCampaign, saveSelectedCampaign } from '../selected-campaign';
import { aCampaign } from '../test-campaigns';
import { FundraiserSignUpPage } from './fundraiser-sign-up-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const signUpPath = '/fundraiser/signup?campaign=hillside-high-school-shirt-drive&id=c-hhs';

function respond(campaign: Response, signUp?: Response) {
  fetchMock.mockImplementation(async (url) => (url.endsWith('/api/auth/fundraiser-sign-up') ? signUp! : campaign));
}

function renderSignUp(path = signUpPath) {
  render(<Toaster />);
  return renderAt(path, <FundraiserSignUpPage />, { route: '/fundraiser/signup' });
}

const ADULT = new Date().getFullYear() - 30;

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  { password = 'secret1', confirm = 'secret1', birthYear = ADULT }: { password?: string; confirm?: string; birthYear?: number | null } = {},
) {
  await user.type(await screen.findByLabelText('First Name'), 'Riley');
  await user.type(screen.getByLabelText('Last Name'), 'Chen');
  await user.type(screen.getByLabelText('Email'), 'riley@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  if (birthYear) {
    await user.selectOptions(screen.getByLabelText('Month of birth'), 'March');
    await user.type(screen.getByLabelText('Year of birth'), String(birthYear));
  }
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  sessionStorage.clear();
  saveSelectedCampaign({ campaign: aCampaign(), passcode: 'HILLSIDE' });
});

describe('FundraiserSignUpPage', () => {
  it('shows the target, the end date and the days left', async () => {
    respond(jsonResponse(200, aCampaign()));
    renderSignUp();

    expect(await screen.findByRole('heading', { level: 1, name: 'Join the Campaign' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Selected campaign' });
    expect(within(summary).getByText('$5,000')).toBeInTheDocument();
    expect(within(summary).getByText('Jun 30, 2099')).toBeInTheDocument();
    expect(within(summary).getByText('Days left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Campaign Selection' })).toHaveAttribute('href', '/fundraiser/campaigns');
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/auth');
  });

  it('sends someone who has not entered the passcode back to the campaign selection', async () => {
    sessionStorage.clear();
    renderSignUp();

    expect(await screen.findByLabelText('current path')).toHaveTextContent('/fundraiser/campaigns');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a visitor back with 'Campaign Expired' when the campaign has ended at page load", async () => {
    respond(jsonResponse(200, aCampaign({ end_date: '2020-01-01' })));
    renderSignUp();

    expect(await screen.findByLabelText('current path')).toHaveTextContent('/fundraiser/campaigns');
    expect(screen.getAllByText('This campaign has ended. Please contact your organization.').length).toBeGreaterThan(0);
  });

  it("sends a visitor back with 'Campaign information not found. Please start over.' for an unknown campaign", async () => {
    respond(jsonResponse(404, { error: { code: 'not_found', message: 'Campaign information not found. Please start over.' } }));
    renderSignUp();

    expect(await screen.findByLabelText('current path')).toHaveTextContent('/fundraiser/campaigns');
    expect(screen.getAllByText('Campaign information not found. Please start over.').length).toBeGreaterThan(0);
  });

  it.each([
    [{ password: 'abc', confirm: 'abc' }, 'Password Too Short'],
    [{ confirm: 'secret2' }, 'Password Mismatch'],
    [{ birthYear: null }, 'Month and Year of Birth'],
    [{ birthYear: new Date().getFullYear() - 12 }, 'Month and Year of Birth'],
  ])('validates with the shared schema and raises %p → %s', async (values, title) => {
    respond(jsonResponse(200, aCampaign()));
    renderSignUp();
    const user = userEvent.setup();
    await fill(user, values);

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect((await screen.findAllByText(title)).length).toBeGreaterThan(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows 'Account Already Exists' with the server's sentence", async () => {
    const message = 'An account with this email already exists for Hillside High School. Please sign in instead.';
    respond(jsonResponse(200, aCampaign()), jsonResponse(409, { error: { code: 'account_exists', message } }));
    renderSignUp();
    const user = userEvent.setup();
    await fill(user);

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect((await screen.findAllByText('Account Already Exists')).length).toBeGreaterThan(0);
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(readSelectedCampaign()).toBeDefined();
  });

  it('signs up with the stored passcode, clears the choice and asks to verify the e-mail', async () => {
    respond(jsonResponse(200, aCampaign()), jsonResponse(201, { profile: {}, confirmation_required: true }));
    renderSignUp();
    const user = userEvent.setup();
    await fill(user);

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByLabelText('current path')).toHaveTextContent('/auth/verify');
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1].body))).toEqual({
      first_name: 'Riley',
      last_name: 'Chen',
      email: 'riley@example.com',
      password: 'secret1',
      confirm_password: 'secret1',
      birth_month: 3,
      birth_year: ADULT,
      guardian_email: null,
      campaign_id: 'c-hhs',
      passcode: 'HILLSIDE',
    });
    expect(screen.getAllByText('Account Created Successfully!').length).toBeGreaterThan(0);
    expect(
      screen.getAllByText('Welcome to the Hillside High School fundraising campaign! Check your email to verify your account.').length,
    ).toBeGreaterThan(0);
    expect(readSelectedCampaign()).toBeUndefined();
  });
});
