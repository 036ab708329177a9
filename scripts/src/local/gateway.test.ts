import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AdminCreateUserCommand, AdminSetUserPasswordCommand, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient, ensureUserPool, startCognito, type LocalUserPool } from './cognito';
import { findFreePortBlock } from './free-ports';
import { startGateway } from './gateway';

/** The local gateway in front of a real cognito-local: its security headers, and a /cognito relay that lets a browser do what it may and nothing more. */
describe('the local gateway', () => {
  const SIGN_UP_KEY = 'the-key-only-our-api-holds';
  let stateDir: string;
  let cognito: Awaited<ReturnType<typeof startCognito>>;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let pool: LocalUserPool;
  let origin: string;

  beforeAll(async () => {
    stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cognito-relay-'));
    const [cognitoPort, gatewayPort] = [await findFreePortBlock(1), await findFreePortBlock(1)];
    cognito = await startCognito({ port: cognitoPort, dataDir: path.join(stateDir, 'cognito') });
    pool = await ensureUserPool(cognito.endpoint, path.join(stateDir, 'pool.json'));
    gateway = await startGateway({
      port: gatewayPort,
      apiEndpoint: 'http://127.0.0.1:9',
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
    });
    origin = `http://localhost:${gatewayPort}`;
    await givenAccount('member@example.test', 'Secret-1');
  });
  afterAll(async () => {
    await gateway.stop();
    await cognito.stop();
    fs.rmSync(stateDir, { recursive: true, force: true });
  });

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
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const afterTheLock = await attempt('Right-1');

    expect(wrong).toEqual([400, 400, 400, 400, 400]);
    expect(locked).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException', message: 'Password attempts exceeded' } });
    expect(otherAccount.status).toBe(200);
    expect(afterTheLock.status).toBe(200);
  });
});
