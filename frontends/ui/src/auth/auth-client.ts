import { Amplify } from 'aws-amplify';
import { fetchAuthSession, getCurrentUser, signOut as amplifySignOut, type SignInOutput } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import type { RuntimeConfig } from '@app/shared/platform';
import { AuthCodeError, type AuthCodeErrorReason } from './auth-code-error';
import { NewPasswordRequired } from './new-password-required';
import { getAuthSession, setAuthSession } from './session-store';

let configured: RuntimeConfig | undefined;

/**
 * Configures Amplify against this deployment's user pool, once per page. The root config calls it
 * before any micro-frontend mounts; micro-frontends share this module and never configure Amplify.
 */
export function configureAuth(config: RuntimeConfig): void {
  if (configured) throw new Error('configureAuth() runs once, from the root config');
  configured = config;
  const { userPoolId, userPoolClientId, userPoolEndpoint } = config;
  Amplify.configure({ Auth: { Cognito: { userPoolId, userPoolClientId, ...(userPoolEndpoint ? { userPoolEndpoint } : {}) } } });

  Hub.listen('auth', ({ payload }) => {
    if (payload.event === 'signedIn') setAuthSession({ status: 'signed-in', userId: payload.data.userId });
    if (payload.event === 'signedOut' || payload.event === 'tokenRefresh_failure') setAuthSession({ status: 'signed-out' });
  });
  void readStoredSession();
}

async function readStoredSession(): Promise<void> {
  try {
    const { userId } = await getCurrentUser();
    setAuthSession({ status: 'signed-in', userId });
  } catch {
    setAuthSession({ status: 'signed-out' });
  }
}

export function runtimeConfig(): RuntimeConfig {
  if (!configured) throw new Error('configureAuth() has not run: the root config calls it before mounting micro-frontends');
  return configured;
}

function unfinishedSignInMessage(step: SignInOutput['nextStep']['signInStep']): string {
  if (step === 'CONFIRM_SIGN_UP') return 'Please verify your email address before signing in.';
  if (step === 'RESET_PASSWORD') return 'Your password must be reset before you can sign in.';
  return 'This account needs a sign-in step that is not supported here.';
}

async function signedIn({ isSignedIn, nextStep }: SignInOutput): Promise<{ userId: string }> {
  if (nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') throw new NewPasswordRequired();
  if (!isSignedIn) throw new Error(unfinishedSignInMessage(nextStep.signInStep));
  const { userId } = await getCurrentUser();
  setAuthSession({ status: 'signed-in', userId });
  return { userId };
}

/** Signs in with e-mail and password (cognito-local supports only USER_PASSWORD_AUTH, so production uses it too). */
export async function signIn(email: string, password: string): Promise<{ userId: string }> {
  // Amplify refuses a second sign-in over an existing session (a user without a profile, say).
  if (getAuthSession().status === 'signed-in') await amplifySignOut();
  // Loaded on demand: the sign-in flow is a third of Amplify's weight, and only /auth needs it.
  const { signIn: amplifySignIn } = await import('aws-amplify/auth');
  return signedIn(await amplifySignIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } }));
}

/** Finishes a sign-in that threw NewPasswordRequired: the temporary password is replaced by `newPassword`. */
export async function completeNewPassword(newPassword: string): Promise<{ userId: string }> {
  const { confirmSignIn } = await import('aws-amplify/auth');
  return signedIn(await confirmSignIn({ challengeResponse: newPassword }));
}

/** Cognito's exceptions in the code flows, by name, and what each means to the person. */
const CODE_FLOW_REASONS: Record<string, AuthCodeErrorReason> = {
  CodeMismatchException: 'invalidCode',
  // An unknown e-mail (where Cognito tells it at all) is a code that cannot match.
  UserNotFoundException: 'invalidCode',
  ExpiredCodeException: 'expiredCode',
  LimitExceededException: 'tooManyAttempts',
  TooManyRequestsException: 'tooManyAttempts',
  TooManyFailedAttemptsException: 'tooManyAttempts',
  InvalidPasswordException: 'weakPassword',
  NetworkError: 'network',
};

function codeFlowError(error: unknown): AuthCodeError {
  return new AuthCodeError(CODE_FLOW_REASONS[error instanceof Error ? error.name : ''] ?? 'unknown');
}

/**
 * What tells an e-mail with an account from one without: no such user, or (in AWS, whatever the client's
 * setting) "already confirmed" and "no verified e-mail" (InvalidParameterException). Requests for a code
 * answer these as they answer a code sent, so the page never says which e-mails have accounts.
 */
const EXISTENCE_ERRORS = new Set(['UserNotFoundException', 'InvalidParameterException']);

async function sendingCode(request: Promise<unknown>): Promise<void> {
  try {
    await request;
  } catch (error) {
    if (!(error instanceof Error && EXISTENCE_ERRORS.has(error.name))) throw codeFlowError(error);
  }
}

/**
 * "Forgot password?": Cognito e-mails a code for a new password (locally it is printed and kept in the
 * codes file). Resolves alike whether or not the e-mail has an account; throws AuthCodeError.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const { resetPassword } = await import('aws-amplify/auth');
  await sendingCode(resetPassword({ username: email }));
}

/** Sets the new password with the e-mailed code; the caller then signs in with it. Throws AuthCodeError. */
export async function confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  const { confirmResetPassword } = await import('aws-amplify/auth');
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword }).catch((error: unknown) => {
    throw codeFlowError(error);
  });
}

/** Sends a new e-mail verification code to an account that has not verified yet; answers alike for any e-mail. Throws AuthCodeError. */
export async function resendSignUpCode(email: string): Promise<void> {
  const { resendSignUpCode: amplifyResendSignUpCode } = await import('aws-amplify/auth');
  await sendingCode(amplifyResendSignUpCode({ username: email }));
}

export async function signOut(): Promise<void> {
  await amplifySignOut();
  setAuthSession({ status: 'signed-out' });
}

/**
 * The Cognito access token for the API, refreshed by Amplify when it has expired;
 * `forceRefresh` after the API refused the current one. Undefined when nobody is signed in.
 */
export async function getAccessToken({ forceRefresh = false } = {}): Promise<string | undefined> {
  try {
    const session = await fetchAuthSession({ forceRefresh });
    return session.tokens?.accessToken.toString();
  } catch {
    return undefined;
  }
}
