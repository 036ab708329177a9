import type http from 'node:http';
import { SIGN_UP_KEY_FIELD } from '@app/functions/auth/seeding';
import { userPoolDefinition } from '@app/functions/platform';
import { readBody, sendJson } from './http-util';

/**
 * The same-origin Cognito endpoint the browser's Amplify talks to locally (/cognito on the gateway).
 * cognito-local answers every call of the user pools API from anyone, Admin* included, and runs no
 * pre-sign-up trigger (the local stack gives it the custom message one only); in AWS the browser can make
 * only the client calls below, and SignUp passes only with the key the pre-sign-up trigger asks for. The
 * relay keeps the local stack to that: it passes the calls a browser may make, refuses SignUp without the
 * key as the trigger would, refuses everything else (every Admin* call, ListUsers...) and answers only
 * our own origin. It also does what the user pool and its web
 * client do in AWS and cognito-local does not: lock an account after failed sign-ins, refuse a disabled
 * account's sign-in, pace code e-mails,
 * answer code requests alike whether or not the e-mail has an account (the client's
 * preventUserExistenceErrors), and resend a verification code.
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

  /** `now`: the clock both limits read; a test holds its own, so a busy machine's pauses decide nothing. */
  constructor(private readonly now: () => number = Date.now) {
    this.codeEmails = new CodeEmailPacing(now);
  }

  /** Seconds the account must still wait, or 0. */
  waitFor(username: string): number {
    const entry = this.failures.get(username);
    return entry ? Math.max(0, (entry.lockedUntil - this.now()) / 1000) : 0;
  }

  failed(username: string): void {
    const count = (this.failures.get(username)?.count ?? 0) + 1;
    const lockSeconds =
      count < SignInLockout.FREE_FAILURES ? 0 : Math.min(2 ** (count - SignInLockout.FREE_FAILURES), SignInLockout.MAX_LOCK_SECONDS);
    this.failures.set(username, { count, lockedUntil: this.now() + lockSeconds * 1000 });
  }

  succeeded(username: string): void {
    this.failures.delete(username);
  }

  /**
   * The other per-account limit Cognito keeps and cognito-local lacks: how often codes are e-mailed. It
   * lives here so that the one lockout the gateway holds carries both.
   */
  readonly codeEmails: CodeEmailPacing;
}

/**
 * Code e-mails per address (a password reset code, a new verification code). In AWS Cognito refuses too
 * many with LimitExceededException (by quotas of its own); cognito-local never does, so the relay paces
 * them: three go at once, then each further one waits a minute, doubling, at most 15 minutes; an address
 * quiet for an hour starts afresh. Addresses without an account are paced alike, so the pace tells nobody
 * which e-mails have accounts.
 */
export class CodeEmailPacing {
  private readonly sent = new Map<string, { count: number; lastAt: number; nextAt: number }>();

  static readonly FREE_EMAILS = 3;
  static readonly FIRST_WAIT_SECONDS = 60;
  static readonly MAX_WAIT_SECONDS = 15 * 60;
  static readonly FORGET_AFTER_SECONDS = 60 * 60;

  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds before the address may be sent another code, or 0. */
  waitFor(email: string): number {
    const entry = this.entryOf(email);
    return entry ? Math.max(0, (entry.nextAt - this.now()) / 1000) : 0;
  }

  sending(email: string): void {
    const count = (this.entryOf(email)?.count ?? 0) + 1;
    const waitSeconds =
      count < CodeEmailPacing.FREE_EMAILS
        ? 0
        : Math.min(CodeEmailPacing.FIRST_WAIT_SECONDS * 2 ** (count - CodeEmailPacing.FREE_EMAILS), CodeEmailPacing.MAX_WAIT_SECONDS);
    const now = this.now();
    this.sent.set(email, { count, lastAt: now, nextAt: now + waitSeconds * 1000 });
  }

  /** A code was used (a password reset went through): the address starts afresh. */
  used(email: string): void {
    this.sent.delete(email);
  }

  private entryOf(email: string) {
    const entry = this.sent.get(email);
    if (entry && this.now() - entry.lastAt >= CodeEmailPacing.FORGET_AFTER_SECONDS * 1000) {
      this.sent.delete(email);
      return undefined;
    }
    return entry;
  }
}

// Far above any of the calls above; a larger body is not Amplify's.
const MAX_BODY_BYTES = 64 * 1024;

const reply = (res: http.ServerResponse, status: number, body: unknown) =>
  sendJson(res, status, body, { 'content-type': 'application/x-amz-json-1.1' });

const refuse = (res: http.ServerResponse, status: number, type: string, message: string) => reply(res, status, { __type: type, message });

/** Cognito's own words when it paces a caller. */
const ATTEMPT_LIMIT_EXCEEDED = 'Attempt limit exceeded, please try after some time.';

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
    if (await isDisabled(options.cognitoEndpoint, request.ClientId, username)) {
      refuse(res, 400, 'NotAuthorizedException', 'User is disabled.');
      return;
    }
    const status = await forward(res, options.cognitoEndpoint, { action, body: request });
    if (status === 200) options.lockout.succeeded(username);
    else options.lockout.failed(username);
    return;
  }
  const codeEmail = typeof request.Username === 'string' ? request.Username.toLowerCase() : undefined;
  if ((action === 'ForgotPassword' || action === 'ResendConfirmationCode') && codeEmail) {
    await sendCode(res, options, { action, email: codeEmail, request });
    return;
  }
  if (action === 'ConfirmForgotPassword' && codeEmail) {
    await confirmForgotPassword(res, options, { email: codeEmail, request });
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

interface CognitoAnswer {
  status: number;
  text: string;
  /** The exception's name (`__type`) when cognito-local refused. */
  type?: string;
}

/** One call to cognito-local, server-side (the relay may make calls the browser may not). */
async function callCognito(cognitoEndpoint: string, action: string, body: unknown): Promise<CognitoAnswer> {
  const answer = await fetch(`${cognitoEndpoint}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': SERVICE + action },
    body: JSON.stringify(body),
  });
  const text = await answer.text();
  if (answer.ok) return { status: answer.status, text };
  return { status: answer.status, text, type: exceptionNameIn(text) };
}

function exceptionNameIn(text: string): string | undefined {
  try {
    const { __type } = JSON.parse(text) as { __type?: unknown };
    return typeof __type === 'string' ? __type : undefined;
  } catch {
    return undefined;
  }
}

/** Sends the call to cognito-local and answers with its status and body, without its any-origin CORS headers. */
async function forward(
  res: http.ServerResponse,
  cognitoEndpoint: string,
  call: { action: string; body: unknown; onlyTokens?: boolean },
): Promise<number> {
  const { status, text } = await callCognito(cognitoEndpoint, call.action, call.body);
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
  if (!call.onlyTokens || status !== 200) {
    res.end(text);
    return status;
  }
  const { AuthenticationResult } = JSON.parse(text) as { AuthenticationResult?: unknown };
  res.end(JSON.stringify({ AuthenticationResult }));
  return status;
}

/**
 * The code delivery Cognito answers when it prevents user existence errors: the address masked
 * (s***@e***), the same for an e-mail with an account and one without.
 */
function codeDeliveryTo(email: string) {
  const [local = '', domain = ''] = email.split('@');
  return {
    CodeDeliveryDetails: {
      AttributeName: 'email',
      DeliveryMedium: 'EMAIL',
      Destination: `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`,
    },
  };
}

/**
 * ForgotPassword and ResendConfirmationCode, paced per address and answered alike whether the e-mail has
 * an account or not (and, for a resend, whether it still awaits verification or not).
 */
async function sendCode(
  res: http.ServerResponse,
  options: { cognitoEndpoint: string; lockout: SignInLockout },
  call: { action: 'ForgotPassword' | 'ResendConfirmationCode'; email: string; request: Record<string, unknown> },
): Promise<void> {
  const pacing = options.lockout.codeEmails;
  if (pacing.waitFor(call.email) > 0) {
    refuse(res, 400, 'LimitExceededException', ATTEMPT_LIMIT_EXCEEDED);
    return;
  }
  pacing.sending(call.email);
  const answer =
    call.action === 'ForgotPassword'
      ? await callCognito(options.cognitoEndpoint, 'ForgotPassword', call.request)
      : await resendConfirmationCode(options.cognitoEndpoint, call.request);
  if (answer.status === 200 || answer.type === 'UserNotFoundException') {
    reply(res, 200, codeDeliveryTo(call.email));
    return;
  }
  res.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.1' });
  res.end(answer.text);
}

/**
 * cognito-local 5.3 has no ResendConfirmationCode. Its ForgotPassword stores a new code in the very field
 * its ConfirmSignUp checks and "e-mails" it (printed, and read into the codes file by ./cognito.ts), so for
 * an account still awaiting verification it is a resend; any other account is sent nothing.
 */
async function resendConfirmationCode(cognitoEndpoint: string, request: Record<string, unknown>): Promise<CognitoAnswer> {
  const userPoolId = await userPoolOfClient(cognitoEndpoint, request.ClientId);
  if (!userPoolId) return { status: 400, type: 'ResourceNotFoundException', text: JSON.stringify({ __type: 'ResourceNotFoundException' }) };
  const user = await callCognito(cognitoEndpoint, 'AdminGetUser', { UserPoolId: userPoolId, Username: request.Username });
  if (user.status !== 200) return user;
  const { UserStatus } = JSON.parse(user.text) as { UserStatus?: string };
  if (UserStatus !== 'UNCONFIRMED') return { status: 200, text: '{}' };
  return callCognito(cognitoEndpoint, 'ForgotPassword', { ClientId: request.ClientId, Username: request.Username });
}

/**
 * Whether an account is disabled (a member a guardian withdrew): AWS then refuses its sign-in with "User is
 * disabled.", cognito-local signs it in, so the relay asks first. An account it cannot find is the sign-in's to refuse.
 */
async function isDisabled(cognitoEndpoint: string, clientId: unknown, username: string): Promise<boolean> {
  const userPoolId = await userPoolOfClient(cognitoEndpoint, clientId);
  if (!userPoolId) return false;
  const user = await callCognito(cognitoEndpoint, 'AdminGetUser', { UserPoolId: userPoolId, Username: username });
  return user.status === 200 && (JSON.parse(user.text) as { Enabled?: boolean }).Enabled === false;
}

/** The user pool a web client belongs to (the browser's calls name only the client). */
async function userPoolOfClient(cognitoEndpoint: string, clientId: unknown): Promise<string | undefined> {
  const pools = await callCognito(cognitoEndpoint, 'ListUserPools', { MaxResults: 60 });
  for (const { Id } of (JSON.parse(pools.text) as { UserPools?: Array<{ Id: string }> }).UserPools ?? []) {
    const clients = await callCognito(cognitoEndpoint, 'ListUserPoolClients', { UserPoolId: Id, MaxResults: 60 });
    const { UserPoolClients = [] } = JSON.parse(clients.text) as { UserPoolClients?: Array<{ ClientId: string }> };
    if (UserPoolClients.some((client) => client.ClientId === clientId)) return Id;
  }
  return undefined;
}

/**
 * ConfirmForgotPassword as in AWS: the pool's password policy applies (cognito-local checks none), and an
 * e-mail without an account is a code that does not match.
 */
async function confirmForgotPassword(
  res: http.ServerResponse,
  options: { cognitoEndpoint: string; lockout: SignInLockout },
  call: { email: string; request: Record<string, unknown> },
): Promise<void> {
  const { Password } = call.request;
  if (typeof Password === 'string' && Password.length < userPoolDefinition.passwordPolicy.minLength) {
    refuse(res, 400, 'InvalidPasswordException', 'Password did not conform with policy: Password not long enough');
    return;
  }
  const answer = await callCognito(options.cognitoEndpoint, 'ConfirmForgotPassword', call.request);
  if (answer.type === 'UserNotFoundException') {
    refuse(res, 400, 'CodeMismatchException', 'Invalid verification code provided, please try again.');
    return;
  }
  if (answer.status === 200) options.lockout.codeEmails.used(call.email);
  res.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.1' });
  res.end(answer.text);
}
