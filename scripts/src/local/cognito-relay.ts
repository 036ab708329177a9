import type http from 'node:http';
import { SIGN_UP_KEY_FIELD } from '@app/functions/auth';
import { readBody, sendJson } from './http-util';

/**
 * The same-origin Cognito endpoint the browser's Amplify talks to locally (/cognito on the gateway).
 * cognito-local answers every call of the user pools API from anyone, Admin* included, and runs no
 * triggers; in AWS the browser can make only the client calls below, and SignUp passes only with the
 * key the pre-sign-up trigger asks for. The relay keeps the local stack to that: it passes the calls a
 * browser may make, refuses SignUp without the key as the trigger would, refuses everything else (every
 * Admin* call, ListUsers...) and answers only our own origin.
 */
const SERVICE = 'AWSCognitoIdentityProviderService.';

/** Sign-in, refresh, sign-out, the user's own attributes, password changes and resets, e-mail confirmation. */
const BROWSER_ACTIONS = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'RevokeToken',
  'GlobalSignOut',
  'GetUser',
  'UpdateUserAttributes',
  'DeleteUserAttributes',
  'GetUserAttributeVerificationCode',
  'VerifyUserAttribute',
  'ChangePassword',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'SignUp',
]);

/**
 * Failed sign-ins per account, as Cognito counts them in AWS: after five, the account is locked for one
 * second, doubling with each further failure (at most 15 minutes); a successful sign-in clears it.
 * cognito-local has no such lockout, so the relay keeps one for it (in memory: a restart forgives).
 */
export class SignInLockout {
  private readonly failures = new Map<string, { count: number; lockedUntil: number }>();

  static readonly FREE_FAILURES = 5;
  static readonly MAX_LOCK_SECONDS = 15 * 60;

  /** Seconds the account must still wait, or 0. */
  waitFor(username: string): number {
    const entry = this.failures.get(username);
    return entry ? Math.max(0, (entry.lockedUntil - Date.now()) / 1000) : 0;
  }

  failed(username: string): void {
    const count = (this.failures.get(username)?.count ?? 0) + 1;
    const lockSeconds =
      count < SignInLockout.FREE_FAILURES ? 0 : Math.min(2 ** (count - SignInLockout.FREE_FAILURES), SignInLockout.MAX_LOCK_SECONDS);
    this.failures.set(username, { count, lockedUntil: Date.now() + lockSeconds * 1000 });
  }

  succeeded(username: string): void {
    this.failures.delete(username);
  }
}

// Far above any of the calls above; a larger body is not Amplify's.
const MAX_BODY_BYTES = 64 * 1024;

const refuse = (res: http.ServerResponse, status: number, type: string, message: string) =>
  sendJson(res, status, { __type: type, message }, { 'content-type': 'application/x-amz-json-1.1' });

export async function relayCognito(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  options: { cognitoEndpoint: string; origins: readonly string[]; signUpKey: string; lockout: SignInLockout },
): Promise<void> {
  // A page on another origin (any site open in the developer's browser) gets nothing.
  if (req.headers.origin !== undefined && !options.origins.includes(req.headers.origin)) {
    refuse(res, 403, 'AccessDeniedException', 'This Cognito endpoint answers only the programme web app.');
    return;
  }
  if (req.method !== 'POST') {
    refuse(res, 405, 'MethodNotAllowedException', 'Cognito calls are POST requests.');
    return;
  }
  const target = req.headers['x-amz-target'] ?? '';
  const action = typeof target === 'string' && target.startsWith(SERVICE) ? target.slice(SERVICE.length) : '';
  if (!BROWSER_ACTIONS.has(action)) {
    refuse(res, 403, 'AccessDeniedException', `${action || 'This call'} is not a call the web app may make.`);
    return;
  }
  const raw = await readBody(req);
  if (raw.length > MAX_BODY_BYTES) {
    refuse(res, 413, 'InvalidParameterException', 'The request is too large.');
    return;
  }
  let request: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw.toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    request = parsed as Record<string, unknown>;
  } catch {
    refuse(res, 400, 'SerializationException', 'The request body must be a JSON object.');
    return;
  }
  if (action === 'SignUp' && !carriesSignUpKey(request, options.signUpKey)) {
    // What AWS answers when the pre-sign-up trigger refuses (functions/src/auth/pre-sign-up.ts).
    refuse(res, 400, 'UserLambdaValidationException', 'PreSignUp failed with error Please sign up on the programme website..');
    return;
  }
  const username = passwordSignInOf(request);
  if (action === 'InitiateAuth' && username) {
    if (options.lockout.waitFor(username) > 0) {
      refuse(res, 400, 'NotAuthorizedException', 'Password attempts exceeded');
      return;
    }
    const status = await forward(res, options.cognitoEndpoint, { action, body: request });
    if (status === 200) options.lockout.succeeded(username);
    else options.lockout.failed(username);
    return;
  }
  await forward(
    res,
    options.cognitoEndpoint,
    action === 'GetTokensFromRefreshToken' ? refreshAsInitiateAuth(request) : { action, body: request },
  );
}

/** The account a password sign-in is for, lower-cased; undefined for any other call. */
function passwordSignInOf(request: Record<string, unknown>): string | undefined {
  const parameters = request.AuthParameters;
  if (request.AuthFlow !== 'USER_PASSWORD_AUTH' || typeof parameters !== 'object' || parameters === null) return undefined;
  const username = (parameters as Record<string, unknown>).USERNAME;
  return typeof username === 'string' ? username.toLowerCase() : undefined;
}

function carriesSignUpKey(request: Record<string, unknown>, key: string): boolean {
  const metadata = request.ClientMetadata;
  return typeof metadata === 'object' && metadata !== null && (metadata as Record<string, unknown>)[SIGN_UP_KEY_FIELD] === key;
}

/**
 * Amplify refreshes sessions with GetTokensFromRefreshToken, which cognito-local lacks; it is the same
 * as InitiateAuth with REFRESH_TOKEN_AUTH, so the relay rewrites one into the other.
 */
function refreshAsInitiateAuth(request: Record<string, unknown>) {
  return {
    action: 'InitiateAuth',
    body: { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: request.ClientId, AuthParameters: { REFRESH_TOKEN: request.RefreshToken } },
    onlyTokens: true,
  };
}

/** Sends the call to cognito-local and answers with its status and body, without its any-origin CORS headers. */
async function forward(
  res: http.ServerResponse,
  cognitoEndpoint: string,
  call: { action: string; body: unknown; onlyTokens?: boolean },
): Promise<number> {
  const answer = await fetch(`${cognitoEndpoint}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': SERVICE + call.action },
    body: JSON.stringify(call.body),
  });
  const text = await answer.text();
  res.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.1' });
  if (!call.onlyTokens || !answer.ok) {
    res.end(text);
    return answer.status;
  }
  const { AuthenticationResult } = JSON.parse(text) as { AuthenticationResult?: unknown };
  res.end(JSON.stringify({ AuthenticationResult }));
  return answer.status;
}
