import { renderHook, waitFor } from '@testing-library/react';
import { confirmResetPassword, getCurrentUser, resendSignUpCode as amplifyResendSignUpCode, resetPassword } from 'aws-amplify/auth';
import { AuthCodeError } from './auth-code-error';
import { configureAuth, confirmPasswordReset, requestPasswordReset, resendSignUpCode } from './auth-client';
import { useAuthSession } from './session-store';

jest.mock('aws-amplify/auth', () => ({
  getCurrentUser: jest.fn(),
  resetPassword: jest.fn(),
  confirmResetPassword: jest.fn(),
  resendSignUpCode: jest.fn(),
}));

/** What Amplify throws for a refusal: an error named after Cognito's exception. */
function cognitoRefusal(name: string, message = 'refused'): Error {
  return Object.assign(new Error(message), { name });
}

const codeSent = {
  isPasswordReset: false,
  nextStep: {
    resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE' as const,
    codeDeliveryDetails: { deliveryMedium: 'EMAIL' as const, destination: 's***@e***', attributeName: 'email' as const },
  },
};

beforeEach(() => jest.resetAllMocks());

describe('the code flows of the auth client', () => {
  it('asks Cognito for a password reset code for the e-mail', async () => {
    jest.mocked(resetPassword).mockResolvedValue(codeSent);

    await requestPasswordReset('sam@example.com');

    expect(resetPassword).toHaveBeenCalledWith({ username: 'sam@example.com' });
  });

  it.each(['UserNotFoundException', 'InvalidParameterException'])(
    'answers %s as it answers a code sent, so nobody learns which e-mails have accounts',
    async (name) => {
      jest.mocked(resetPassword).mockRejectedValue(cognitoRefusal(name));
      jest.mocked(amplifyResendSignUpCode).mockRejectedValue(cognitoRefusal(name, 'User is already confirmed.'));

      await expect(requestPasswordReset('nobody@example.com')).resolves.toBeUndefined();
      await expect(resendSignUpCode('nobody@example.com')).resolves.toBeUndefined();
    },
  );

  it.each(['LimitExceededException', 'TooManyRequestsException'])('says %s as too many attempts', async (name) => {
    jest.mocked(resetPassword).mockRejectedValue(cognitoRefusal(name));
    jest.mocked(amplifyResendSignUpCode).mockRejectedValue(cognitoRefusal(name));

    await expect(requestPasswordReset('sam@example.com')).rejects.toEqual(new AuthCodeError('tooManyAttempts'));
    await expect(resendSignUpCode('sam@example.com')).rejects.toMatchObject({
      reason: 'tooManyAttempts',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
  });

  it.each([
    ['CodeMismatchException', 'invalidCode'],
    ['UserNotFoundException', 'invalidCode'],
    ['ExpiredCodeException', 'expiredCode'],
    ['LimitExceededException', 'tooManyAttempts'],
    ['InvalidPasswordException', 'weakPassword'],
    ['NetworkError', 'network'],
    ['InternalErrorException', 'unknown'],
  ])('sets the new password with the code, and says %s as %s', async (name, reason) => {
    jest.mocked(confirmResetPassword).mockResolvedValueOnce(undefined).mockRejectedValueOnce(cognitoRefusal(name));

    await confirmPasswordReset('sam@example.com', '123456', 'New-pass-1');
    const refused = confirmPasswordReset('sam@example.com', '654321', 'New-pass-1');

    expect(confirmResetPassword).toHaveBeenCalledWith({
      username: 'sam@example.com',
      confirmationCode: '123456',
      newPassword: 'New-pass-1',
    });
    await expect(refused).rejects.toMatchObject({ name: 'AuthCodeError', reason });
  });
});

describe('the session of a page', () => {
  it('is signed out without asking Amplify when this browser stores no signed-in user', async () => {
    configureAuth({ region: 'us-east-1', userPoolId: 'pool', userPoolClientId: 'client', apiBaseUrl: '/api', assetsBaseUrl: '/assets' });

    const { result } = renderHook(() => useAuthSession());

    await waitFor(() => expect(result.current).toEqual({ status: 'signed-out' }));
    expect(getCurrentUser).not.toHaveBeenCalled();
  });
});
