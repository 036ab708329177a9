import { brandingKey, Toaster } from '@app/ui';
import { jsonResponse, renderAt } from '@app/ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig, unstable_serialize } from 'swr';
import { ApplyPage } from './apply-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function renderApply({ programName, programDescription = '' }: { programName?: string; programDescription?: string } = {}) {
  // The toasts outlive the page: a success toast stays up after the redirect.
  render(<Toaster />);
  if (!programName) return renderAt('/apply', <ApplyPage />);
  // The branding as an admin saved it (the shells load it once a page load).
  const saved = { [unstable_serialize(brandingKey)]: { programName, programDescription, logoInitials: 'TT', logoUrl: null } };
  return renderAt(
    '/apply',
    <SWRConfig value={{ fallback: saved }}>
      <ApplyPage />
    </SWRConfig>,
  );
}

const thisYear = new Date().getFullYear();
/** Years of birth that stay on their side of 13 and 18 whatever today's month: born in January of these years. */
const ADULT = thisYear - 30;
const MINOR = thisYear - 15;
const TWELVE = thisYear - 12;

async function fillBirth(user: ReturnType<typeof userEvent.setup>, year: number, month = 'January') {
  await user.selectOptions(screen.getByLabelText('Month of birth'), month);
  await user.clear(screen.getByLabelText('Year of birth'));
  await user.type(screen.getByLabelText('Year of birth'), String(year));
}

async function fillRequired({ birthYear = ADULT }: { birthYear?: number | null } = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First Name'), 'Ada');
  await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Organization (optional)'), 'Hillside High School');
  await user.type(screen.getByLabelText('Social Media Handles (optional)'), '@ada');
  await user.type(screen.getByLabelText('Why do you want to join?'), 'Climate!');
  if (birthYear) await fillBirth(user, birthYear);
  return user;
}

describe('ApplyPage', () => {
  it('shows the creed box with its 3 bullets and a link to sign in', () => {
    renderApply();

    const creed = screen.getByRole('region', { name: 'The Ambassador Creed' });
    expect(within(creed).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1, name: 'Ambassador Program Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(screen.getByPlaceholderText('@username')).toBeInTheDocument();
  });

  it('asks for the required fields with the shared messages before calling the server', async () => {
    renderApply();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Please tell us why you want to join')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the month and year of birth, with a toast when they are missing', async () => {
    renderApply();
    const user = await fillRequired({ birthYear: null });

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect((await screen.findAllByText('Month and year of birth')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Enter your month and year of birth.').length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for a parent's or guardian's e-mail only once the month and year are someone's under 18, and says why", async () => {
    renderApply();
    const user = userEvent.setup();
    expect(screen.queryByLabelText("Parent or guardian's email")).not.toBeInTheDocument();

    await fillBirth(user, MINOR);

    const guardian = screen.getByLabelText("Parent or guardian's email");
    expect(guardian).toHaveAccessibleDescription(/As you're under 18, we'll email them about the programme/);
    await fillBirth(user, ADULT);
    expect(screen.queryByLabelText("Parent or guardian's email")).not.toBeInTheDocument();
  });

  it('refuses a 12-year-old kindly before calling the server, and clears nothing', async () => {
    renderApply();
    const user = await fillRequired({ birthYear: TWELVE });

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const kind = "Sorry, you need to be 13 or older to join. We'd love to have you once you turn 13.";
    expect((await screen.findAllByText(kind)).length).toBeGreaterThan(0);
    // The toast can show before the field's own error is rendered beside it (a flake under load).
    await waitFor(() => expect(screen.getByLabelText('Year of birth')).toHaveAccessibleDescription(kind));
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Year of birth')).toHaveValue(TWELVE);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a minor's guardian e-mail, and refuses their own as it", async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { profile: {}, confirmation_required: true }));
    renderApply();
    const user = await fillRequired({ birthYear: MINOR });
    await user.type(screen.getByLabelText("Parent or guardian's email"), 'ada@example.com');

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText("Enter your parent's or guardian's own email, not yours.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("Parent or guardian's email"));
    await user.type(screen.getByLabelText("Parent or guardian's email"), 'Parent@Example.com');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByLabelText('current path')).toHaveTextContent('/auth/verify');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toMatchObject({
      birth_month: 1,
      birth_year: MINOR,
      guardian_email: 'parent@example.com',
    });
  });

  it('creates the account with school and social handles in one call, then asks to verify the e-mail', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { profile: {}, confirmation_required: true }));
    renderApply();
    const user = await fillRequired();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByLabelText('current path')).toHaveTextContent('/auth/verify');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/\/api\/auth\/student-sign-up$/);
    expect(JSON.parse(String(init.body))).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'secret1',
      school: 'Hillside High School',
      social_handles: '@ada',
      why_join: 'Climate!',
      birth_month: 1,
      birth_year: ADULT,
      guardian_email: null,
    });
    expect(screen.getAllByText('Welcome to Ambassador Program!').length).toBeGreaterThan(0);
  });

  it('names the programme as saved in Settings, in the heading, its description and the welcome, which reads right for any name', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { profile: {}, confirmation_required: true }));
    renderApply({ programName: 'Threads for Tomorrow', programDescription: 'Students sell organic shirts that fund climate action.' });
    expect(screen.getByRole('heading', { level: 1, name: 'Threads for Tomorrow Sign Up' })).toBeInTheDocument();
    expect(screen.getByText('Students sell organic shirts that fund climate action.')).toBeInTheDocument();
    const user = await fillRequired();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByLabelText('current path')).toHaveTextContent('/auth/verify');
    expect(screen.getAllByText('Welcome to Threads for Tomorrow!').length).toBeGreaterThan(0);
  });

  it("shows 'Signup error' with the server's message and keeps the form", async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { error: { code: 'user_exists', message: 'User already registered' } }));
    renderApply();
    const user = await fillRequired();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect((await screen.findAllByText('Signup error')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('User already registered').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });
});
