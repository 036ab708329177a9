import { AdminListGroupsForUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { api, signIn, uniqueEmail, verificationCodeFor, viaCloudFront } from '#test/api';
import { inOneWindow } from '#test/windows';
import { findProfilesByEmail } from '../profiles';

const validSignUp = () => ({
  first_name: 'Jane',
  last_name: 'Doe',
  email: uniqueEmail('jane'),
  password: 'secret1',
  school: 'Hillside High',
  social_handles: '@jane',
  why_join: 'I care about the climate.',
  age_confirmed: true,
});

describe('POST /api/auth/student-sign-up', () => {
  it('creates the Cognito user in group student and the profile with school and social handles, pending approval', async () => {
    const input = validSignUp();

    const { status, body } = await api('POST', '/api/auth/student-sign-up', { body: input });

    expect(status).toBe(201);
    expect(body.confirmation_required).toBe(true);
    expect(body.profile).toMatchObject({
      email: input.email,
      role: 'student',
      school: 'Hillside High',
      social_handles: { handles: '@jane' },
      personal_code: null,
    });
    const [profile] = await findProfilesByEmail(input.email);
    expect(profile).toMatchObject({ user_id: body.profile.user_id, first_name: 'Jane', school: 'Hillside High' });
    const groups = await new CognitoIdentityProviderClient({}).send(
      new AdminListGroupsForUserCommand({ UserPoolId: process.env.USER_POOL_ID, Username: body.profile.user_id }),
    );
    expect(groups.Groups?.map((group) => group.GroupName)).toEqual(['student']);
  });

  it('stores empty optional fields as null', async () => {
    const input = { ...validSignUp(), school: '  ', social_handles: '' };

    const { status, body } = await api('POST', '/api/auth/student-sign-up', { body: input });

    expect(status).toBe(201);
    expect(body.profile).toMatchObject({ school: null, social_handles: null });
  });

  it.each([
    ['first_name', { first_name: '' }, 'First name is required'],
    ['last_name', { last_name: ' ' }, 'Last name is required'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['password', { password: '12345' }, 'Password must be at least 6 characters long.'],
    ['why_join', { why_join: '' }, 'Please tell us why you want to join'],
    ['age_confirmed', { age_confirmed: false }, 'You must confirm that you are 13 or older to sign up'],
  ])('rejects a bad %s with 400 and changes nothing', async (field, override, message) => {
    const input = { ...validSignUp(), ...override };

    const { status, body } = await api('POST', '/api/auth/student-sign-up', { body: input });

    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'invalid_input', field, message });
    expect(await findProfilesByEmail(validSignUp().email)).toEqual([]);
    if (field !== 'email') expect(await findProfilesByEmail(input.email)).toEqual([]);
  });

  it('rejects a body that is not JSON', async () => {
    const { status, body } = await api('POST', '/api/auth/student-sign-up', {
      rawBody: '{nope',
      headers: { 'content-type': 'application/json' },
    });

    expect(status).toBe(400);
    expect(body.error.message).toBe('Request body must be JSON.');
  });

  it('answers 409 for an e-mail that already has an account, keeping the first profile', async () => {
    const input = validSignUp();
    await api('POST', '/api/auth/student-sign-up', { body: input });

    const { status, body } = await api('POST', '/api/auth/student-sign-up', { body: { ...input, first_name: 'Other' } });

    expect(status).toBe(409);
    expect(body.error).toEqual({ code: 'user_exists', message: 'User already registered' });
    const profiles = await findProfilesByEmail(input.email);
    expect(profiles).toHaveLength(1);
    expect(profiles[0]?.first_name).toBe('Jane');
  });

  it('lets the newcomer verify the e-mail with the code and then sign in', async () => {
    const input = validSignUp();
    await api('POST', '/api/auth/student-sign-up', { body: input });
    await expect(signIn(input.email, input.password)).rejects.toThrow();

    const wrong = await api('POST', '/api/auth/confirm-sign-up', { body: { email: input.email, code: '000000' } });
    const code = verificationCodeFor(input.email);
    const right = await api('POST', '/api/auth/confirm-sign-up', { body: { email: input.email, code } });

    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ field: 'code', message: 'Invalid verification code provided, please try again.' });
    expect(code).toMatch(/^\d+$/);
    expect(right).toMatchObject({ status: 200, body: { confirmed: true } });
    await expect(signIn(input.email, input.password)).resolves.toEqual(expect.any(String));
  });

  it('answers a wrong code, an unknown e-mail and an account already verified alike, so it tells nobody which e-mails exist', async () => {
    const unverified = validSignUp();
    const verified = validSignUp();
    await api('POST', '/api/auth/student-sign-up', { body: unverified });
    await api('POST', '/api/auth/student-sign-up', { body: verified });
    await api('POST', '/api/auth/confirm-sign-up', { body: { email: verified.email, code: verificationCodeFor(verified.email) } });
    const confirm = (email: string) => api('POST', '/api/auth/confirm-sign-up', { body: { email, code: '000000' } });

    const answers = await Promise.all([confirm(unverified.email), confirm(uniqueEmail('nobody')), confirm(verified.email)]);

    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: { code: 'invalid_input', field: 'code', message: 'Invalid verification code provided, please try again.' },
      });
    }
  });

  it('stops a flood: 60 sign-ups an hour from one network, then 429 saying how long; another network still signs up', async () => {
    const { allowed, flooded, otherNetwork } = await inOneWindow(3600, async (attempt) => {
      const network = viaCloudFront(`10.99.${attempt}.1`);
      const signUp = (headers: Record<string, string>) => api('POST', '/api/auth/student-sign-up', { body: validSignUp(), headers });
      const allowed = [];
      for (let batch = 0; batch < 6; batch++) allowed.push(...(await Promise.all(Array.from({ length: 10 }, () => signUp(network)))));
      const flooded = await signUp(network);
      return { allowed, flooded, otherNetwork: await signUp(viaCloudFront(`10.98.${attempt}.1`)) };
    });

    expect(allowed.map((answer) => answer.status)).toEqual(Array(60).fill(201));
    expect(flooded.status).toBe(429);
    expect(flooded.body.error.message).toMatch(/^Too many sign-ups from your network\. Please try again in \d+ (minutes?|seconds?)\.$/);
    expect(Number(flooded.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(otherNetwork.status).toBe(201);
  });
});
