import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SignJWT, generateKeyPair } from 'jose';
import { api, givenUser } from '#test/api';

describe('GET /api/me', () => {
  it('returns the signed-in user profile with the spec field names and the role from the token', async () => {
    const student = await givenUser('student', { school: 'Hillside High', social_handles: { handles: '@jane' } });

    const { status, body } = await api('GET', '/api/me', { token: student.token });

    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      [
        'adult_from',
        'campaign_id',
        'created_at',
        'email',
        'first_name',
        'fundraising_goal',
        'guardian',
        'id',
        'last_name',
        'personal_code',
        'role',
        'school',
        'shop_link',
        'social_handles',
        'user_id',
      ].sort(),
    );
    expect(body).toMatchObject({
      user_id: student.userId,
      email: student.email,
      role: 'student',
      school: 'Hillside High',
      social_handles: { handles: '@jane' },
    });
  });

  it.each(['fundraising_ambassador', 'admin'] as const)('answers a %s with their own role', async (role) => {
    const user = await givenUser(role);

    const { status, body } = await api('GET', '/api/me', { token: user.token });

    expect(status).toBe(200);
    expect(body).toMatchObject({ user_id: user.userId, role });
  });

  it('refuses a request without a token with 401', async () => {
    const { status } = await api('GET', '/api/me');

    expect(status).toBe(401);
  });

  it('refuses a token signed by anyone but the user pool', async () => {
    const user = await givenUser('admin');
    const [, payload] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).sign(privateKey);

    const { status } = await api('GET', '/api/me', { token: forged });

    expect(status).toBe(401);
  });

  it("refuses a token signed with the key cognito-local's package publishes", async () => {
    const user = await givenUser('student');
    const [, payload] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const published = JSON.parse(readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8')) as {
      pem: string;
    };
    const forged = await new SignJWT({ ...claims, 'cognito:groups': ['admin'] })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .sign(createPrivateKey(published.pem));

    const { status } = await api('GET', '/api/me', { token: forged });

    expect(status).toBe(401);
  });

  it('answers 404 for a signed-in user without a profile', async () => {
    const { createVerifiedUser } = await import('../auth/seeding');
    const { signIn, uniqueEmail, TEST_PASSWORD } = await import('#test/api');
    const email = uniqueEmail('orphan');
    await createVerifiedUser({ email, password: TEST_PASSWORD, firstName: 'No', lastName: 'Profile', role: 'student' });

    const { status, body } = await api('GET', '/api/me', { token: await signIn(email, TEST_PASSWORD) });

    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'not_found', message: 'Profile not found' } });
  });
});
