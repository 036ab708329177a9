import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminSetUserPasswordCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient, ensureUserPool, startCognito, type LocalUserPool } from './cognito';
import { CodeEmailPacing, SignInLockout } from './cognito-relay';
import { findFreePortBlock } from './free-ports';
import { startGateway } from './gateway';

/** The local gateway in front of a real cognito-local: its security headers, and a /cognito relay that lets a browser do what it may and nothing more. */
describe('the local gateway', () => {
  const SIGN_UP_KEY = 'the-key-only-our-api-holds';
  const ORIGIN_SECRET = 'the-secret-cloudfront-adds';
  /** Stands in for the local HTTP API: answers with the headers the gateway forwarded. */
  let upstream: http.Server;
  let stateDir: string;
  let cognito: Awaited<ReturnType<typeof startCognito>>;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let pool: LocalUserPool;
  let origin: string;
  /** The clock the gateway's per-account limits read: it moves only when a test moves it. */
  let clock = Date.now();
  /** Every code cognito-local "e-mailed", as the local stack prints them (onCode). */
  const delivered: Array<{ email: string; code: string }> = [];

  beforeAll(async () => {
    stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cognito-relay-'));
    const [cognitoPort, gatewayPort, upstreamPort] = [await findFreePortBlock(1), await findFreePortBlock(1), await findFreePortBlock(1)];
    upstream = http.createServer((req, res) => {
      // A server-rendered page (functions/src/web-pages) answers HTML; the API's routes, JSON.
      if (req.url?.startsWith('/campaign/') || req.url?.startsWith('/auth')) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          `<!doctype html><p>${req.url}</p><p>${req.headers['x-origin-verify'] === ORIGIN_SECRET ? 'via the edge' : 'direct'}</p>`.repeat(
            20,
          ),
        );
        return;
      }
      res.end(JSON.stringify(req.headers));
    });
    await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
    cognito = await startCognito({
      port: cognitoPort,
      dataDir: path.join(stateDir, 'cognito'),
      onCode: (email, code) => delivered.push({ email, code }),
    });
    pool = await ensureUserPool(cognito.endpoint, path.join(stateDir, 'pool.json'));
    gateway = await startGateway({
      port: gatewayPort,
      apiEndpoint: `http://127.0.0.1:${upstreamPort}`,
      originSecret: ORIGIN_SECRET,
      cognito: { endpoint: cognito.endpoint, signUpKey: SIGN_UP_KEY },
      config: {
        region: 'us-east-1',
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.userPoolClientId,
        apiBaseUrl: '/api',
        assetsBaseUrl: 'http://127.0.0.1:9/local-assets',
      },
      rootDir: stateDir,
      remoteDirs: {},
      lockout: new SignInLockout(() => clock),
    });
    origin = `http://localhost:${gatewayPort}`;
    await givenAccount('member@example.test', 'Secret-1');
  });
  afterAll(async () => {
    await gateway.stop();
    await cognito.stop();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
    fs.rmSync(stateDir, { recursive: true, force: true });
  });

  /** A GET with exactly these headers (fetch would add its own accept-encoding and undo the gzip). */
  function rawGet(pathname: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      http
        .get(`${origin}${pathname}`, { headers }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  }

  async function call(action: string, body: unknown, headers: Record<string, string> = {}) {
    const answer = await fetch(`${origin}/cognito`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${action}`, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: answer.status, headers: answer.headers, body: (await answer.json()) as Record<string, unknown> };
  }

  /** An account made directly in cognito-local, as an admin would, with a known password. */
  async function givenAccount(email: string, password: string) {
    const admin = cognitoClient(cognito.endpoint);
    await admin.send(
      new AdminCreateUserCommand({
        UserPoolId: pool.userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    await admin.send(
      new AdminSetUserPasswordCommand({ UserPoolId: pool.userPoolId, Username: email, Password: password, Permanent: true }),
    );
  }

  const signInAs = (email: string, password: string, headers?: Record<string, string>) =>
    call(
      'InitiateAuth',
      { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: pool.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } },
      headers,
    );
  const signIn = (headers?: Record<string, string>) => signInAs('member@example.test', 'Secret-1', headers);
  const forgotPassword = (email: string) => call('ForgotPassword', { ClientId: pool.userPoolClientId, Username: email });
  const resendCode = (email: string) => call('ResendConfirmationCode', { ClientId: pool.userPoolClientId, Username: email });

  /** The next code delivered to `email` after the first `seen` deliveries (polled: cognito-local saves, then tells). */
  async function nextCodeFor(email: string, seen: number): Promise<string> {
    for (let waited = 0; waited < 5000; waited += 50) {
      const found = delivered.slice(seen).find((delivery) => delivery.email === email);
      if (found) return found.code;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`No code delivered to ${email}`);
  }

  /** A sign-up through the relay, with the key our API holds: an account awaiting e-mail verification. */
  const signUp = (email: string) =>
    call('SignUp', {
      ClientId: pool.userPoolClientId,
      Username: email,
      Password: 'Secret-1',
      UserAttributes: [{ Name: 'email', Value: email }],
      ClientMetadata: { signup_key: SIGN_UP_KEY },
    });

  /** What Cognito answers a code request when it prevents user existence errors: the address masked. */
  const codeSentTo = (masked: string) => ({
    status: 200,
    body: { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: masked } },
  });

  it('sends the security headers the web stack sends, on every answer', async () => {
    const answers = [await fetch(`${origin}/config.json`), await fetch(`${origin}/mf/nowhere/x.js`), (await signIn()).headers];
    const headersOf = (answer: Response | Headers) => (answer instanceof Headers ? answer : answer.headers);

    for (const answer of answers) {
      const headers = headersOf(answer);
      expect(headers.get('content-security-policy')).toContain("script-src 'self';");
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });

  it('forwards API requests as CloudFront does: the visitor address and the origin secret, never the ones the visitor sent', async () => {
    const answer = await fetch(`${origin}/api/health`, {
      headers: { 'cloudfront-viewer-address': '203.0.113.9:443', 'x-origin-verify': 'a-guess', 'x-forwarded-for': '203.0.113.9' },
    });
    const forwarded = (await answer.json()) as Record<string, string>;

    expect(forwarded['cloudfront-viewer-address']).toMatch(/^(::ffff:)?127\.0\.0\.1:\d+$/);
    expect(forwarded['x-origin-verify']).toBe(ORIGIN_SECRET);
  });

  it("sends /campaign/* to the API as CloudFront's page behaviour does, with the origin secret, and gzips the page's HTML", async () => {
    const gzipped = await rawGet('/campaign/hillside-high?member=JORDANHHS', { 'accept-encoding': 'gzip' });
    const plain = await fetch(`${origin}/campaign/hillside-high`);

    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString('utf8')).toContain('<p>/campaign/hillside-high?member=JORDANHHS</p><p>via the edge</p>');
    expect(plain.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(plain.headers.get('content-security-policy')).toContain("script-src 'self'");
    // Only GET and HEAD: a page takes no writes.
    expect((await fetch(`${origin}/campaign/hillside-high`, { method: 'POST' })).status).toBe(405);
  });

  it("sends /auth alone to the API as sign-in's page behaviour does: the other /auth/ pages stay the app's", async () => {
    const signIn = await fetch(`${origin}/auth?email=jo%40example.com`);
    const verify = await fetch(`${origin}/auth/verify?email=jo%40example.com`);

    expect(await signIn.text()).toContain('<p>/auth?email=jo%40example.com</p><p>via the edge</p>');
    expect(await verify.text()).not.toContain('via the edge');
  });

  it("gzips the site's text files for a browser that accepts gzip, as CloudFront does, and nothing else", async () => {
    const script = 'console.log("the site");\n'.repeat(50);
    fs.writeFileSync(path.join(stateDir, 'site.js'), script);

    const gzipped = await rawGet('/site.js', { 'accept-encoding': 'gzip, deflate' });
    const plain = await rawGet('/site.js', {});

    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString('utf8')).toBe(script);
    expect(gzipped.body.length).toBeLessThan(script.length);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(script);
  });

  it("keeps a production build's content-named files for a year as immutable, as CloudFront does, and asks again for every other file", async () => {
    fs.writeFileSync(path.join(stateDir, 'main.1a2b3c4d.js'), 'console.log("named by its content");\n');
    fs.writeFileSync(path.join(stateDir, 'main.1a2b3c4d.css'), 'body { margin: 0 }\n');
    fs.writeFileSync(path.join(stateDir, 'remoteEntry.js'), 'console.log("the switch");\n');
    fs.writeFileSync(path.join(stateDir, 'main.js'), 'console.log("a development build");\n');
    fs.writeFileSync(path.join(stateDir, 'index.html'), '<script src="/main.1a2b3c4d.js"></script>\n');

    const cacheOf = async (address: string) => (await rawGet(address, {})).headers['cache-control'];

    expect(await cacheOf('/main.1a2b3c4d.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheOf('/main.1a2b3c4d.css')).toBe('public, max-age=31536000, immutable');
    expect(await cacheOf('/remoteEntry.js')).toBe('no-cache');
    expect(await cacheOf('/main.js')).toBe('no-cache');
    expect(await cacheOf('/')).toBe('no-cache');
  });

  it('answers an address whose percent-encoding is broken with 400, not 500, with the security headers', async () => {
    for (const address of ['/%E0%A4%A', '/mf/public/%E0%A4%A', '/objectives/%ZZ', '/api/%E0%A4%A']) {
      const answer = await fetch(`${origin}${address}`);
      expect([address, answer.status]).toEqual([address, 400]);
      expect(await answer.json()).toEqual({ message: 'Bad Request: the address is not valid.' });
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('signs a user in and refreshes the session, answering no other origin', async () => {
    const signedIn = await signIn({ origin });
    const { RefreshToken } = signedIn.body.AuthenticationResult as { RefreshToken: string };
    const refreshed = await call('GetTokensFromRefreshToken', { ClientId: pool.userPoolClientId, RefreshToken });

    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('access-control-allow-origin')).toBeNull();
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.AuthenticationResult).toEqual(expect.objectContaining({ AccessToken: expect.any(String) }));
  });

  it('refuses every call from a page on another origin', async () => {
    const { status } = await signIn({ origin: 'https://evil.example' });

    expect(status).toBe(403);
  });

  it.each(['AdminAddUserToGroup', 'AdminConfirmSignUp', 'AdminGetUser', 'AdminCreateUser', 'ListUsers', 'DescribeUserPool'])(
    'refuses %s',
    async (action) => {
      const { status, body } = await call(action, { UserPoolId: pool.userPoolId, Username: 'member@example.test', GroupName: 'admin' });

      expect(status).toBe(403);
      expect(body.__type).toBe('AccessDeniedException');
    },
  );

  it('refuses a SignUp without the key our sign-up routes hold, as the pre-sign-up trigger does, and creates nobody', async () => {
    const signUp = {
      ClientId: pool.userPoolClientId,
      Username: 'intruder@example.test',
      Password: 'Secret-1',
      UserAttributes: [{ Name: 'email', Value: 'intruder@example.test' }],
    };

    const withoutKey = await call('SignUp', signUp);
    const withWrongKey = await call('SignUp', { ...signUp, ClientMetadata: { signup_key: 'guess' } });
    const { Users = [] } = await cognitoClient(cognito.endpoint).send(
      new ListUsersCommand({ UserPoolId: pool.userPoolId, Filter: 'email = "intruder@example.test"' }),
    );

    expect([withoutKey.status, withWrongKey.status]).toEqual([400, 400]);
    expect(withoutKey.body.__type).toBe('UserLambdaValidationException');
    expect(Users.filter((user) => user.Attributes?.some((attribute) => attribute.Value === 'intruder@example.test'))).toEqual([]);
  });

  it('answers a body that is not JSON with 400, not 500', async () => {
    const { status } = await call('InitiateAuth', 'not json');

    expect(status).toBe(400);
  });

  it('locks an account after five failed sign-ins, as Cognito does: one second, doubling; other accounts sign in', async () => {
    await givenAccount('guessed@example.test', 'Right-1');
    const attempt = (password: string) => signInAs('guessed@example.test', password);

    const wrong = [];
    for (let i = 0; i < 5; i++) wrong.push((await attempt(`wrong-${i}`)).status);
    const locked = await attempt('Right-1');
    const otherAccount = await signIn();
    clock += 1000;
    const afterTheLock = await attempt('Right-1');

    expect(wrong).toEqual([400, 400, 400, 400, 400]);
    expect(locked).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException', message: 'Password attempts exceeded' } });
    expect(otherAccount.status).toBe(200);
    expect(afterTheLock.status).toBe(200);
  });

  it('refuses the sign-in of a disabled account, as Cognito does ("User is disabled."), and signs it in once enabled again', async () => {
    await givenAccount('paused@example.test', 'Right-1');
    const admin = cognitoClient(cognito.endpoint);
    await admin.send(new AdminDisableUserCommand({ UserPoolId: pool.userPoolId, Username: 'paused@example.test' }));

    const refused = await signInAs('paused@example.test', 'Right-1');
    await admin.send(new AdminEnableUserCommand({ UserPoolId: pool.userPoolId, Username: 'paused@example.test' }));
    const enabled = await signInAs('paused@example.test', 'Right-1');

    expect(refused).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException', message: 'User is disabled.' } });
    expect(enabled.status).toBe(200);
  });

  describe('password recovery and new verification codes', () => {
    it('answers ForgotPassword alike for an e-mail with an account and one without, and e-mails only the account', async () => {
      await givenAccount('ann@example.test', 'Secret-1');
      const seen = delivered.length;

      const withAccount = await forgotPassword('ann@example.test');
      const withoutAccount = await forgotPassword('amy@example.test');

      expect({ status: withAccount.status, body: withAccount.body }).toEqual(codeSentTo('a***@e***'));
      expect({ status: withoutAccount.status, body: withoutAccount.body }).toEqual(codeSentTo('a***@e***'));
      await nextCodeFor('ann@example.test', seen);
      expect(delivered.slice(seen).map((delivery) => delivery.email)).not.toContain('amy@example.test');
    });

    it('e-mails a reset code as it does verification codes (onCode and the codes file); with it the new password works and the old one no longer', async () => {
      await givenAccount('forgetful@example.test', 'Old-pass-1');
      const seen = delivered.length;

      await forgotPassword('forgetful@example.test');
      const code = await nextCodeFor('forgetful@example.test', seen);
      const codesFile = JSON.parse(fs.readFileSync(cognito.codesFile, 'utf8')) as Record<string, string>;
      const confirm = (confirmationCode: string, password: string) =>
        call('ConfirmForgotPassword', {
          ClientId: pool.userPoolClientId,
          Username: 'forgetful@example.test',
          ConfirmationCode: confirmationCode,
          Password: password,
        });
      const wrongCode = await confirm(code === '000000' ? '111111' : '000000', 'New-pass-1');
      const tooShort = await confirm(code, '12345');
      const confirmed = await confirm(code, 'New-pass-1');
      const reused = await confirm(code, 'Other-pass-1');

      expect(code).toMatch(/^\d{6}$/);
      expect(codesFile['forgetful@example.test']).toBe(code);
      expect(wrongCode).toMatchObject({ status: 400, body: { __type: 'CodeMismatchException' } });
      expect(tooShort).toMatchObject({ status: 400, body: { __type: 'InvalidPasswordException' } });
      expect(confirmed.status).toBe(200);
      expect(reused).toMatchObject({ status: 400, body: { __type: 'CodeMismatchException' } });
      expect((await signInAs('forgetful@example.test', 'New-pass-1')).status).toBe(200);
      // Refused (cognito-local names a wrong password InvalidPasswordException where AWS says NotAuthorizedException).
      expect(await signInAs('forgetful@example.test', 'Old-pass-1')).toMatchObject({ status: 400, body: { __type: expect.any(String) } });
    });

    it('answers ConfirmForgotPassword for an e-mail without an account as a code that does not match', async () => {
      const answer = await call('ConfirmForgotPassword', {
        ClientId: pool.userPoolClientId,
        Username: 'nobody@example.test',
        ConfirmationCode: '123456',
        Password: 'New-pass-1',
      });

      expect(answer).toMatchObject({ status: 400, body: { __type: 'CodeMismatchException' } });
    });

    it('resends the verification code to an account awaiting it, and answers alike for a verified e-mail and an unknown one', async () => {
      expect((await signUp('newcomer@example.test')).status).toBe(200);
      const first = await nextCodeFor('newcomer@example.test', 0);
      const seen = delivered.length;

      const resent = await resendCode('newcomer@example.test');
      const second = await nextCodeFor('newcomer@example.test', seen);
      const verified = await resendCode('member@example.test');
      const unknown = await resendCode('mystery@example.test');
      const confirmSignUp = (code: string) =>
        call('ConfirmSignUp', { ClientId: pool.userPoolClientId, Username: 'newcomer@example.test', ConfirmationCode: code });

      expect({ status: resent.status, body: resent.body }).toEqual(codeSentTo('n***@e***'));
      expect({ status: verified.status, body: verified.body }).toEqual(codeSentTo('m***@e***'));
      expect({ status: unknown.status, body: unknown.body }).toEqual(codeSentTo('m***@e***'));
      expect(second).not.toBe(first);
      expect(delivered.slice(seen).map((delivery) => delivery.email)).toEqual(['newcomer@example.test']);
      expect((await confirmSignUp(first)).status).toBe(400);
      expect((await confirmSignUp(second)).status).toBe(200);
    });

    it('paces code e-mails per address: the fourth in a row is refused with LimitExceededException, for an account and for nobody alike', async () => {
      await givenAccount('eager@example.test', 'Secret-1');

      const statuses = async (send: () => Promise<{ status: number }>) => {
        const answers = [];
        for (let i = 0; i < CodeEmailPacing.FREE_EMAILS; i++) answers.push((await send()).status);
        return answers;
      };
      const accountFree = await statuses(() => forgotPassword('eager@example.test'));
      const accountPaced = await forgotPassword('eager@example.test');
      const resendPaced = await resendCode('eager@example.test');
      const nobodyFree = await statuses(() => resendCode('ghost@example.test'));
      const nobodyPaced = await forgotPassword('ghost@example.test');
      const otherAddress = await forgotPassword('ann@example.test');

      expect(accountFree).toEqual([200, 200, 200]);
      expect(nobodyFree).toEqual([200, 200, 200]);
      for (const paced of [accountPaced, resendPaced, nobodyPaced]) {
        expect(paced).toMatchObject({
          status: 400,
          body: { __type: 'LimitExceededException', message: 'Attempt limit exceeded, please try after some time.' },
        });
      }
      expect(otherAddress.status).toBe(200);
    });
  });
});

describe('the pace of code e-mails', () => {
  let now = 0;
  const pacing = () => new CodeEmailPacing(() => now);
  beforeEach(() => {
    now = Date.parse('2026-03-01T10:00:00Z');
  });

  it('sends three at once, then waits a minute, doubling, at most 15 minutes', () => {
    const pace = pacing();
    const waits = [];

    for (let i = 0; i < 10; i++) {
      waits.push(pace.waitFor('sam@example.test'));
      now += pace.waitFor('sam@example.test') * 1000;
      pace.sending('sam@example.test');
    }

    expect(waits).toEqual([0, 0, 0, 60, 120, 240, 480, 900, 900, 900]);
    expect(pace.waitFor('lee@example.test')).toBe(0);
  });

  const sendThree = (pace: CodeEmailPacing, email: string) => {
    for (let i = 0; i < 3; i++) pace.sending(email);
  };

  it('starts afresh after an hour without requests, and not before', () => {
    const pace = pacing();
    sendThree(pace, 'sam@example.test');
    now += 59 * 60 * 1000;
    pace.sending('sam@example.test');
    const withinTheHour = pace.waitFor('sam@example.test');

    now += 60 * 60 * 1000;
    sendThree(pace, 'sam@example.test');

    expect(withinTheHour).toBe(120);
    expect(pace.waitFor('sam@example.test')).toBe(60);
  });

  it('starts afresh once a code was used', () => {
    const pace = pacing();
    sendThree(pace, 'sam@example.test');
    pace.sending('sam@example.test');

    pace.used('sam@example.test');

    expect(pace.waitFor('sam@example.test')).toBe(0);
    sendThree(pace, 'sam@example.test');
    expect(pace.waitFor('sam@example.test')).toBe(60);
  });
});
