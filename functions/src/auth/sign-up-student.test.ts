import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { AGE_SCREEN_MESSAGES, adultFrom } from '@app/shared/auth';
import { getItem } from '#lib/table';
import { adultBirth, bornYearsAgo, minorBirth } from '#test/ages';
import { api, signIn, uniqueEmail, verificationCodeFor, viaCloudFront } from '#test/api';
import { sentEmailsTo } from '#test/mail';
import { eventually } from '#test/store';
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
  ...adultBirth(),
});

let clients = 0;
const asClient = () => viaCloudFront(`10.31.${Math.floor(++clients / 250)}.${clients % 250}`);

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
    ['birth_month', { birth_month: undefined }, AGE_SCREEN_MESSAGES.malformed],
    ['birth_month', { birth_month: 13 }, AGE_SCREEN_MESSAGES.malformed],
    ['birth_year', { birth_year: '2000' }, AGE_SCREEN_MESSAGES.malformed],
    ['birth_year', { birth_year: 99 }, AGE_SCREEN_MESSAGES.malformed],
    ['birth_year', bornYearsAgo(0, -1), AGE_SCREEN_MESSAGES.future],
    ['birth_year', bornYearsAgo(120, 1), AGE_SCREEN_MESSAGES.tooLongAgo],
    ['guardian_email', minorBirth(''), AGE_SCREEN_MESSAGES.guardianRequired],
    ['guardian_email', minorBirth('not an email'), AGE_SCREEN_MESSAGES.guardianInvalid],
  ])('rejects a bad %s with 400 and changes nothing', async (field, override, message) => {
    const input = { ...validSignUp(), ...override };

    const { status, body } = await api('POST', '/api/auth/student-sign-up', { body: input });

    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'invalid_input', field, message });
    expect(await findProfilesByEmail(validSignUp().email)).toEqual([]);
    if (field !== 'email') expect(await findProfilesByEmail(input.email)).toEqual([]);
  });

  it("refuses a guardian e-mail that is the member's own, whatever its case, and stores nothing", async () => {
    const input = { ...validSignUp(), ...minorBirth('') };
    input.guardian_email = ` ${input.email.toUpperCase()} `;

    const { status, body } = await api('POST', '/api/auth/student-sign-up', { body: input });

    expect(status).toBe(400);
    expect(body.error).toMatchObject({ field: 'guardian_email', message: AGE_SCREEN_MESSAGES.guardianIsOwn });
    expect(await findProfilesByEmail(input.email)).toEqual([]);
  });

  it('refuses a 12-year-old kindly, and keeps nothing: no account, no profile, no sign-up counted', async () => {
    const client = '10.32.0.1';
    const input = { ...validSignUp(), ...bornYearsAgo(13), guardian_email: 'parent@example.test' };

    const { status, body } = await api('POST', '/api/auth/student-sign-up', { body: input, headers: viaCloudFront(client) });

    expect(status).toBe(400);
    expect(body.error).toEqual({
      code: 'invalid_input',
      field: 'birth_year',
      message: AGE_SCREEN_MESSAGES.underMinimum,
      fields: { birth_year: AGE_SCREEN_MESSAGES.underMinimum },
    });
    expect(await findProfilesByEmail(input.email)).toEqual([]);
    await expect(
      new CognitoIdentityProviderClient({}).send(new AdminGetUserCommand({ UserPoolId: process.env.USER_POOL_ID, Username: input.email })),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
    const hour = Math.floor(Date.now() / 1000 / 3600) * 3600;
    expect(await getItem({ pk: `THROTTLE#sign-up:${client}`, sk: String(hour) }, { consistent: true })).toBeUndefined();
    expect(await sentEmailsTo(input.guardian_email)).toEqual([]);
  });

  it('keeps of a 15-year-old only the day they turn 18 and their guardian, and e-mails the guardian their link', async () => {
    const guardianEmail = uniqueEmail('parent');
    const birth = minorBirth(guardianEmail.toUpperCase());
    const input = { ...validSignUp(), ...birth };

    const { status, body } = await api('POST', '/api/auth/student-sign-up', { body: input, headers: asClient() });

    expect(status).toBe(201);
    expect(body.profile).toMatchObject({
      adult_from: adultFrom(birth),
      guardian: { email: guardianEmail, status: 'awaiting', acknowledged_at: null, withdrawn_at: null },
    });
    const stored = await getItem({ pk: `USER#${body.profile.user_id}`, sk: 'PROFILE' });
    expect(Object.keys(stored ?? {}).filter((name) => name.startsWith('birth'))).toEqual([]);
    const [email] = await eventually(async () => {
      const received = await sentEmailsTo(guardianEmail);
      expect(received).toHaveLength(1);
      return received;
    });
    expect(email!.subject).toMatch(/^Jane has asked to join /);
    expect(email!.body.text).toMatch(/\/guardian\/[A-Za-z0-9_-]{43}\b/);
    expect(email!.body.text).toContain('their discount code is not activated in the store and nothing is paid to them');
    expect(email!.body.text).not.toContain('Doe');
  });

  it('keeps no age and no guardian of an adult, even one who typed a guardian e-mail', async () => {
    const guardianEmail = uniqueEmail('parent');
    const input = { ...validSignUp(), guardian_email: guardianEmail };

    const { status, body } = await api('POST', '/api/auth/student-sign-up', { body: input, headers: asClient() });

    expect(status).toBe(201);
    expect(body.profile).toMatchObject({ adult_from: null, guardian: null });
    expect(JSON.stringify(await getItem({ pk: `USER#${body.profile.user_id}`, sk: 'PROFILE' }))).not.toContain(guardianEmail);
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
