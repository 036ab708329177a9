import { brandingKey, Toaster } from '@app/ui';
import { jsonResponse, renderAt } from '@app/ui/testing';
import { render, screen, within } from '@testing-library/react';
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

async function fillRequired({ age = true } = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First Name'), 'Ada');
  await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Organization (optional)'), 'Hillside High School');
  await user.type(screen.getByLabelText('Social Media Handles (optional)'), '@ada');
  await user.type(screen.getByLabelText('Why do you want to join?'), 'Climate!');
  if (age) await user.click(screen.getByLabelText('I confirm that I am 13 years of age or older'));
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

  it("raises the 'Age confirmation required' toast when the age box is not ticked", async () => {
    renderApply();
    const user = await fillRequired({ age: false });

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect((await screen.findAllByText('Age confirmation required')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('You must confirm that you are 13 or older to sign up').length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
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
      age_confirmed: true,
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
