import type { SignInOutput } from 'aws-amplify/auth';
import type { RuntimeConfig } from '@app/shared/platform';
import { AuthCodeError, type AuthCodeErrorReason } from './auth-code-error';
import { NewPasswordRequired } from './new-password-required';
import { getAuthSession, onSessionWanted, setAuthSession } from './session-store';

let configured: RuntimeConfig | undefined;
let amplifyLoading: Promise<typeof import('./amplify')> | undefined;
let sessionReading: Promise<void> | undefined;

/**
 * Amplify, configured against this deployment's user pool, loaded on first use: a page that neither reads
 * the session nor calls a signed-in route (the public campaign page, /auth until its form is used) never
 * downloads it. Loaded once a page; every micro-frontend shares this module.
 */
function amplifyAuth(): Promise<typeof import('./amplify')> {
  amplifyLoading ??= (async () => {
    const auth = await import('./amplify');
    const { Amplify, Hub } = auth;
    if (configured) {
      const { userPoolId, userPoolClientId, userPoolEndpoint } = configured;
      Amplify.configure({ Auth: { Cognito: { userPoolId, userPoolClientId, ...(userPoolEndpoint ? { userPoolEndpoint } : {}) } } });
    }
    Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signedIn') setAuthSession({ status: 'signed-in', userId: payload.data.userId });
      if (payload.event === 'signedOut' || payload.event === 'tokenRefresh_failure') setAuthSession({ status: 'signed-out' });
    });
    return auth;
  })();
  return amplifyLoading;
}

/**
 * Records this deployment's user pool, once per page. The root config calls it before any micro-frontend
 * mounts; micro-frontends share this module and never configure Amplify. Amplify itself loads when first
 * needed: a session asked for (`useAuthSession`), a token, a sign-in.
 */
export function configureAuth(config: RuntimeConfig): void {
  if (configured) throw new Error('configureAuth() runs once, from the root config');
  configured = config;
  onSessionWanted(() => void readStoredSession());
}

/** Starts loading Amplify ahead of a sign-in (the sign-in form calls it when it is first used). */
export function preloadAuth(): void {
  void amplifyAuth();
}

/**
 * Whether Amplify may hold a session in this browser: it keeps the last signed-in user under this key of
 * localStorage (its default token store). Without it nobody is signed in, and Amplify need not load to say so.
 */
function mayHoldSession(): boolean {
  if (!configured) return true;
  try {
    return window.localStorage.getItem(`CognitoIdentityServiceProvider.${configured.userPoolClientId}.LastAuthUser`) !== null;
  } catch {
    return true;
  }
}

/** Reads the stored session once a page; later changes come from Amplify's Hub. */
function readStoredSession(): Promise<void> {
  sessionReading ??= (async () => {
    if (!mayHoldSession()) {
      setAuthSession({ status: 'signed-out' });
      return;
    }
    try {
      const { getCurrentUser } = await amplifyAuth();
      const { userId } = await getCurrentUser();
      setAuthSession({ status: 'signed-in', userId });
    } catch {
      setAuthSession({ status: 'signed-out' });
    }
  })();
  return sessionReading;
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
  const { getCurrentUser } = await amplifyAuth();
  const { userId } = await getCurrentUser();
  setAuthSession({ status: 'signed-in', userId });
  return { userId };
}

/** Signs in with e-mail and password (cognito-local supports only USER_PASSWORD_AUTH, so production uses it too). */
export async function signIn(email: string, password: string): Promise<{ userId: string }> {
  const { signIn: amplifySignIn, signOut: amplifySignOut } = await amplifyAuth();
  // Amplify refuses a second sign-in over an existing session (a user without a profile, say).
  await readStoredSession();
  if (getAuthSession().status === 'signed-in') await amplifySignOut();
  return signedIn(await amplifySignIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } }));
}

/** Finishes a sign-in that threw NewPasswordRequired: the temporary password is replaced by `newPassword`. */
export async function completeNewPassword(newPassword: string): Promise<{ userId: string }> {
  const { confirmSignIn } = await amplifyAuth();
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
  const { resetPassword } = await amplifyAuth();
  await sendingCode(resetPassword({ username: email }));
}

/** Sets the new password with the e-mailed code; the caller then signs in with it. Throws AuthCodeError. */
export async function confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  const { confirmResetPassword } = await amplifyAuth();
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword }).catch((error: unknown) => {
    throw codeFlowError(error);
  });
}

/** Sends a new e-mail verification code to an account that has not verified yet; answers alike for any e-mail. Throws AuthCodeError. */
export async function resendSignUpCode(email: string): Promise<void> {
  const { resendSignUpCode: amplifyResendSignUpCode } = await amplifyAuth();
  await sendingCode(amplifyResendSignUpCode({ username: email }));
}

export async function signOut(): Promise<void> {
  const { signOut: amplifySignOut } = await amplifyAuth();
  await amplifySignOut();
  setAuthSession({ status: 'signed-out' });
}

/**
 * The Cognito access token for the API, refreshed by Amplify when it has expired;
 * `forceRefresh` after the API refused the current one. Undefined when nobody is signed in.
 */
export async function getAccessToken({ forceRefresh = false } = {}): Promise<string | undefined> {
  try {
    const { fetchAuthSession } = await amplifyAuth();
    const session = await fetchAuthSession({ forceRefresh });
    return session.tokens?.accessToken.toString();
  } catch {
    return undefined;
  }
}
