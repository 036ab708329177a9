import type { Role } from '@app/shared/platform';
import { brandingKey, Toaster } from '@app/ui';
import { completeNewPassword, NewPasswordRequired, signIn, signOut } from '@app/ui/auth';
import { aProfile, jsonResponse, renderAt, setAuthSession } from '@app/ui/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig, unstable_serialize } from 'swr';
import { SignInPage } from './sign-in-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
let nextUser = 0;

/** Each test signs in a different user: swr's preload cache is global. */
function signInSucceedsAs(role: Role): void {
  const userId = `user-${++nextUser}`;
  jest.mocked(signIn).mockImplementation(async () => {
    setAuthSession({ status: 'signed-in', userId });
    return { userId };
  });
  fetchMock.mockResolvedValue(jsonResponse(200, aProfile({ user_id: userId, role })));
}

function renderSignIn() {
  return renderAt(
    '/auth',
    <>
      <SignInPage />
      <Toaster />
    </>,
  );
}

async function submit(email = 'student@example.com', password = 'Demo-pass-1') {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  jest.mocked(signIn).mockReset();
  jest.mocked(signOut).mockClear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  setAuthSession({ status: 'signed-out' });
});

describe('SignInPage', () => {
  it('names the programme and says what it is, as saved in Settings > General', () => {
    const branding = {
      programName: 'Threads for Tomorrow',
      programDescription: 'Students sell organic shirts that fund climate action.',
      logoInitials: 'TT',
      logoUrl: null,
    };
    renderAt(
      '/auth',
      <SWRConfig value={{ fallback: { [unstable_serialize(brandingKey)]: branding } }}>
        <SignInPage />
      </SWRConfig>,
    );

    expect(screen.getByText('Threads for Tomorrow')).toBeInTheDocument();
    expect(screen.getByText('Students sell organic shirts that fund climate action.')).toBeInTheDocument();
    // The brand, not the initials monogram, and the product it sells.
    expect(screen.queryByText('TT')).not.toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /The Climate Tee/ }).length).toBeGreaterThan(0);
  });

  it('shows the uploaded logo, its alt text the program name', () => {
    const branding = {
      programName: 'Threads for Tomorrow',
      programDescription: '',
      logoInitials: 'TT',
      logoUrl: 'https://files.test/logo.png',
    };
    renderAt(
      '/auth',
      <SWRConfig value={{ fallback: { [unstable_serialize(brandingKey)]: branding } }}>
        <SignInPage />
      </SWRConfig>,
    );

    expect(screen.getByRole('img', { name: 'Threads for Tomorrow' })).toHaveAttribute('src', 'https://files.test/logo.png');
    expect(screen.queryByText('TT')).not.toBeInTheDocument();
  });

  it('asks for the e-mail and the password before calling the server', async () => {
    renderSignIn();

    await submit('', '');

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(signIn).not.toHaveBeenCalled();
  });

  it("shows 'Signing in...' while busy, then sends a student to /", async () => {
    signInSucceedsAs('student');
    let finishSignIn: () => void = () => undefined;
    const original = jest.mocked(signIn).getMockImplementation()!;
    jest.mocked(signIn).mockImplementation((...args) => new Promise((resolve) => (finishSignIn = () => resolve(original(...args)))));
    renderSignIn();

    await submit('Student@Example.com ');

    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(signIn).toHaveBeenCalledWith('student@example.com', 'Demo-pass-1');
    await act(async () => finishSignIn());
    expect(await screen.findByLabelText('current path')).toHaveTextContent(/^\/$/);
  });

  it.each([
    ['admin', '/admin'],
    ['fundraising_ambassador', '/fundraiser/dashboard'],
  ] as const)('sends a signed-in %s to %s', async (role, home) => {
    signInSucceedsAs(role);
    renderSignIn();

    await submit();

    expect(await screen.findByLabelText('current path')).toHaveTextContent(home);
  });

  it("shows 'Sign in failed' with the server's message", async () => {
    jest.mocked(signIn).mockRejectedValue(new Error('Incorrect username or password.'));
    renderSignIn();

    await submit();

    expect(await screen.findByText('Sign in failed')).toBeInTheDocument();
    expect(screen.getByText('Incorrect username or password.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('sends an account that has not verified its e-mail to the verification step', async () => {
    jest.mocked(signIn).mockRejectedValue(new Error('Please verify your email address before signing in.'));
    renderSignIn();

    await submit('new@example.com');

    expect(await screen.findByLabelText('current path')).toHaveTextContent('/auth/verify');
  });

  it('has an invited admin choose their own password, then signs them in to /admin', async () => {
    jest.mocked(signIn).mockRejectedValue(new NewPasswordRequired());
    jest.mocked(completeNewPassword).mockImplementation(async () => {
      setAuthSession({ status: 'signed-in', userId: 'invited-1' });
      return { userId: 'invited-1' };
    });
    fetchMock.mockResolvedValue(jsonResponse(200, aProfile({ user_id: 'invited-1', role: 'admin' })));
    renderSignIn();
    await submit('invited@example.com', 'Tmp!9x');

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New Password'), 'Chosen-pass-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'Chosen-pass-2');
    await user.click(screen.getByRole('button', { name: 'Set Password and Sign In' }));
    expect(await screen.findByText('Passwords do not match. Please try again.')).toBeInTheDocument();
    expect(completeNewPassword).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'Chosen-pass-1');
    await user.click(screen.getByRole('button', { name: 'Set Password and Sign In' }));

    expect(await screen.findByLabelText('current path')).toHaveTextContent(/^\/admin$/);
    expect(completeNewPassword).toHaveBeenCalledWith('Chosen-pass-1');
  });

  it('signs out again an account that has no profile', async () => {
    signInSucceedsAs('student');
    fetchMock.mockResolvedValue(jsonResponse(404, { error: { code: 'not_found', message: 'No profile for this user.' } }));
    renderSignIn();

    await submit();

    expect(await screen.findByText('No profile for this user.')).toBeInTheDocument();
    expect(signOut).toHaveBeenCalled();
  });

  it('redirects an admin who is already signed in to /admin', async () => {
    setAuthSession({ status: 'signed-in', userId: `user-${++nextUser}` });
    fetchMock.mockResolvedValue(jsonResponse(200, aProfile({ role: 'admin' })));

    renderSignIn();

    expect(await screen.findByLabelText('current path')).toHaveTextContent('/admin');
  });

  it("links 'Forgot password?' to the password reset with the e-mail typed so far, underlined", async () => {
    renderSignIn();
    const forgot = screen.getByRole('link', { name: 'Forgot password?' });
    expect(forgot).toHaveAttribute('href', '/auth/forgot-password');

    await userEvent.setup().type(screen.getByLabelText('Email'), ' sam@example.com');

    expect(forgot).toHaveAttribute('href', '/auth/forgot-password?email=sam%40example.com');
    expect(forgot).toHaveClass('underline');
  });

  it('links to the ambassador application', () => {
    renderSignIn();

    expect(screen.getByRole('link', { name: 'Apply to become an ambassador' })).toHaveAttribute('href', '/apply');
    // Fundraisers and organizers find their way from here too (issue 45).
    expect(screen.getByRole('link', { name: 'Join a campaign or start one' })).toHaveAttribute('href', '/join');
  });
});
