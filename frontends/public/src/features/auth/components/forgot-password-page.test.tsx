import type { Role } from '@app/shared/platform';
import { Toaster } from '@app/ui';
import { AuthCodeError, confirmPasswordReset, requestPasswordReset, signIn, type AuthCodeErrorReason } from '@app/ui/auth';
import { aProfile, jsonResponse, renderAt, setAuthSession } from '@app/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgotPasswordPage } from './forgot-password-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
let nextUser = 0;

/** Each test signs in a different user: swr's preload cache is global. */
function signInSucceedsAs(role: Role): void {
  const userId = `reset-${++nextUser}`;
  jest.mocked(signIn).mockImplementation(async () => {
    setAuthSession({ status: 'signed-in', userId });
    return { userId };
  });
  fetchMock.mockResolvedValue(jsonResponse(200, aProfile({ user_id: userId, role })));
}

function renderForgotPassword(path = '/auth/forgot-password') {
  return renderAt(
    path,
    <>
      <ForgotPasswordPage />
      <Toaster />
    </>,
    { route: '/auth/forgot-password' },
  );
}

async function askForCode(email = 'student@example.com') {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('Email'));
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send Code' }));
  return user;
}

async function chooseNewPassword({
  code = '123456',
  password = 'New-pass-1',
  confirm = password,
}: { code?: string; password?: string; confirm?: string } = {}) {
  const user = userEvent.setup();
  if (code) await user.type(await screen.findByLabelText('Verification Code'), code);
  if (password) await user.type(screen.getByLabelText('New Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  return user;
}

beforeEach(() => {
  jest.mocked(requestPasswordReset).mockReset().mockResolvedValue(undefined);
  jest.mocked(confirmPasswordReset).mockReset().mockResolvedValue(undefined);
  jest.mocked(signIn).mockReset();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  setAuthSession({ status: 'signed-out' });
});

describe('ForgotPasswordPage', () => {
  it('starts with the e-mail typed on the sign-in page', () => {
    renderForgotPassword('/auth/forgot-password?email=sam%40example.com');

    expect(screen.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
  });

  it('checks the e-mail before asking for a code, and focuses it', async () => {
    renderForgotPassword();

    await askForCode('');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await askForCode('not-an-email');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(requestPasswordReset).not.toHaveBeenCalled();
  });

  it('asks for a code and says where it went only if an account exists, with the code field focused', async () => {
    renderForgotPassword();

    await askForCode(' Sam@Example.com ');

    expect(requestPasswordReset).toHaveBeenCalledWith('sam@example.com');
    const code = await screen.findByLabelText('Verification Code');
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription('If an account exists for sam@example.com, we sent a code to it.');
  });

  it('says beside the e-mail, focused, when Cognito refuses more codes, and stays on the first step', async () => {
    jest.mocked(requestPasswordReset).mockRejectedValue(new AuthCodeError('tooManyAttempts'));
    renderForgotPassword();

    await askForCode();

    expect(await screen.findByText('Too many attempts. Please wait a few minutes and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('Verification Code')).not.toBeInTheDocument();
  });

  it("checks the code and the new password with the sign-up's rules and messages before calling Cognito", async () => {
    renderForgotPassword();
    await askForCode();

    await chooseNewPassword({ code: '', password: '', confirm: '' });
    expect(await screen.findByText('Verification code is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification Code')).toHaveFocus();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Verification Code'), '12ab');
    await user.type(screen.getByLabelText('New Password'), '12345');
    await user.type(screen.getByLabelText('Confirm Password'), '54321');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Enter the 6-digit code from the email.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match. Please try again.')).toBeInTheDocument();
    expect(confirmPasswordReset).not.toHaveBeenCalled();
  });

  it.each([
    ['invalidCode', 'Verification Code', 'Invalid verification code provided, please try again.'],
    ['expiredCode', 'Verification Code', 'This code has expired. Please ask for a new one.'],
    ['tooManyAttempts', 'Verification Code', 'Too many attempts. Please wait a few minutes and try again.'],
    ['weakPassword', 'New Password', 'There was an issue with the password. Please ensure it meets requirements.'],
  ] as const)('shows %s beside the %s field, focused, and signs nobody in', async (reason: AuthCodeErrorReason, field, message) => {
    jest.mocked(confirmPasswordReset).mockRejectedValue(new AuthCodeError(reason));
    renderForgotPassword();
    await askForCode();

    await chooseNewPassword();

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(field)).toHaveFocus();
    expect(screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows a network failure as a toast, keeping what was typed', async () => {
    jest.mocked(confirmPasswordReset).mockRejectedValue(new AuthCodeError('network'));
    renderForgotPassword();
    await askForCode();

    await chooseNewPassword();

    expect(await screen.findByText('Network error. Please check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification Code')).toHaveValue('123456');
  });

  it.each([
    ['student', '/'],
    ['admin', '/admin'],
    ['fundraising_ambassador', '/fundraiser/dashboard'],
  ] as const)('sets the new password, signs the %s in with it and lands where sign-in lands (%s)', async (role, home) => {
    signInSucceedsAs(role);
    renderForgotPassword();
    await askForCode('sam@example.com');

    await chooseNewPassword({ code: '123 456', password: 'New-pass-1' });

    expect(await screen.findByLabelText('current path')).toHaveTextContent(new RegExp(`^${home}$`));
    expect(confirmPasswordReset).toHaveBeenCalledWith('sam@example.com', '123456', 'New-pass-1');
    expect(signIn).toHaveBeenCalledWith('sam@example.com', 'New-pass-1');
  });

  it('sends the user to sign in when the reset worked but the sign-in after it did not', async () => {
    jest.mocked(signIn).mockRejectedValue(new Error('Incorrect username or password.'));
    renderForgotPassword();
    await askForCode('sam@example.com');

    await chooseNewPassword();

    expect(await screen.findByLabelText('current path')).toHaveTextContent(/^\/auth$/);
  });

  it('resends the code with the same answer, and says so plainly when Cognito paces it', async () => {
    renderForgotPassword();
    const user = await askForCode('sam@example.com');

    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for that email, we sent a new code to it.');
    expect(requestPasswordReset).toHaveBeenCalledTimes(2);
    expect(requestPasswordReset).toHaveBeenLastCalledWith('sam@example.com');

    jest.mocked(requestPasswordReset).mockRejectedValue(new AuthCodeError('tooManyAttempts'));
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.');
    expect(screen.queryByText(/we sent a new code/)).not.toBeInTheDocument();
  });

  it('goes back for another e-mail, keeping the one typed and focusing it', async () => {
    renderForgotPassword();
    const user = await askForCode('sam@example.com');

    await user.click(await screen.findByRole('button', { name: 'Use a different email' }));

    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('is usable from the keyboard alone', async () => {
    signInSucceedsAs('student');
    renderForgotPassword();
    const user = userEvent.setup();

    await user.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.keyboard('sam@example.com{Enter}');
    await screen.findByLabelText('Verification Code');
    await user.keyboard('123456');
    await user.tab();
    await user.keyboard('New-pass-1');
    await user.tab();
    await user.keyboard('New-pass-1{Enter}');

    expect(await screen.findByLabelText('current path')).toHaveTextContent(/^\/$/);
  });

  it('links back to sign-in with an underlined link, not by colour alone', () => {
    renderForgotPassword();

    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveClass('underline');
  });
});
