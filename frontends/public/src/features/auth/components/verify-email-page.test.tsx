import { Toaster } from '@app/ui';
import { AuthCodeError, resendSignUpCode } from '@app/ui/auth';
import { jsonResponse, renderAt } from '@app/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VerifyEmailPage } from './verify-email-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

function renderVerify(path = '/auth/verify?email=new%40example.com') {
  return renderAt(
    path,
    <>
      <VerifyEmailPage />
      <Toaster />
    </>,
    { route: '/auth/verify' },
  );
}

beforeEach(() => {
  jest.mocked(resendSignUpCode).mockReset().mockResolvedValue(undefined);
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('VerifyEmailPage', () => {
  it('verifies the e-mail with the code and sends the new member to sign in', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { confirmed: true }));
    renderVerify();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Verification Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));

    expect(await screen.findByLabelText('current path')).toHaveTextContent(/^\/auth$/);
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({ email: 'new@example.com', code: '123456' });
  });

  it('resends the code to the e-mail in the form, with the same answer whether or not it has an account', async () => {
    renderVerify();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    expect(await screen.findByRole('status')).toHaveTextContent('If that email is waiting to be verified, we sent a new code to it.');
    expect(resendSignUpCode).toHaveBeenCalledWith('new@example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the e-mail first, focusing it, and sends nothing to an invalid one', async () => {
    renderVerify('/auth/verify');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.type(screen.getByLabelText('Email'), ' Typo@Example ');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(resendSignUpCode).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), ' New@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('we sent a new code');
    expect(resendSignUpCode).toHaveBeenCalledWith('new@example.com');
  });

  it("says 'Sending...' while busy and keeps the button from being pressed twice", async () => {
    let finish: () => void = () => undefined;
    jest.mocked(resendSignUpCode).mockImplementation(() => new Promise((resolve) => (finish = () => resolve())));
    renderVerify();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('says plainly when Cognito refuses more codes for now', async () => {
    jest.mocked(resendSignUpCode).mockRejectedValue(new AuthCodeError('tooManyAttempts'));
    renderVerify();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.');
    expect(screen.queryByText(/we sent a new code/)).not.toBeInTheDocument();
  });

  it('links to sign-in with an underlined link, not by colour alone', () => {
    renderVerify();

    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveClass('underline');
  });
});
