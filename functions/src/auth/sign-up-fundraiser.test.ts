import { AdminListGroupsForUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { AGE_SCREEN_MESSAGES } from '@app/shared/auth';
import { adultBirth, bornYearsAgo, minorBirth } from '#test/ages';
import { api, uniqueEmail, viaCloudFront } from '#test/api';
import { givenCampaignWithPasscode, yesterday } from '#test/campaigns';
import { settled } from '#test/store';
import { listPasscodes } from '../campaigns/seeding';
import { findStoreCode, getCodeSync } from '../code-sync/seeding';
import { findProfilesByEmail } from '../profiles';

let clients = 0;
const asClient = () => viaCloudFront(`10.9.${Math.floor(++clients / 250)}.${clients % 250}`);

const signUp = (campaignId: string, passcode: string, overrides: Record<string, unknown> = {}) => ({
  first_name: 'Jane',
  last_name: 'Doe',
  email: uniqueEmail('jane'),
  password: 'secret1',
  confirm_password: 'secret1',
  ...adultBirth(),
  campaign_id: campaignId,
  passcode,
  ...overrides,
});

describe('POST /api/auth/fundraiser-sign-up', () => {
  it('creates a fundraising ambassador in the campaign with a NAMEACRONYM code, and counts the passcode use', async () => {
    const { campaign, passcode } = await givenCampaignWithPasscode();
    const input = signUp(campaign.id, passcode);

    const { status, body } = await api('POST', '/api/auth/fundraiser-sign-up', { body: input, headers: asClient() });

    expect(status).toBe(201);
    expect(body.profile).toMatchObject({
      role: 'fundraising_ambassador',
      campaign_id: campaign.id,
      school: 'Hillside High School',
      personal_code: `JANE${campaign.school_acronym.toUpperCase()}`,
      fundraising_goal: 10,
    });
    const [profile] = await findProfilesByEmail(input.email);
    expect(profile?.personal_code).toBe(body.profile.personal_code);
    const groups = await new CognitoIdentityProviderClient({}).send(
      new AdminListGroupsForUserCommand({ UserPoolId: process.env.USER_POOL_ID, Username: body.profile.user_id }),
    );
    expect(groups.Groups?.map((group) => group.GroupName)).toEqual(['fundraising_ambassador']);
    expect((await listPasscodes(campaign.id))[0]?.usage_count).toBe(1);
  });

  it('gives concurrent joiners with the same first name distinct codes', async () => {
    const { campaign, passcode } = await givenCampaignWithPasscode();

    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        api('POST', '/api/auth/fundraiser-sign-up', { body: signUp(campaign.id, passcode), headers: asClient() }),
      ),
    );

    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    const codes = answers.map((answer) => answer.body.profile.personal_code);
    expect(new Set(codes).size).toBe(4);
    const base = `JANE${campaign.school_acronym.toUpperCase()}`;
    expect(codes.sort()).toEqual([base, `${base}2`, `${base}3`, `${base}4`].sort());
    expect((await listPasscodes(campaign.id))[0]?.usage_count).toBe(4);
  });

  it('refuses a wrong passcode and creates nothing', async () => {
    const { campaign } = await givenCampaignWithPasscode();
    const input = signUp(campaign.id, 'wrong');

    const { status, body } = await api('POST', '/api/auth/fundraiser-sign-up', { body: input, headers: asClient() });

    expect(status).toBe(400);
    expect(body.error.message).toBe('The passcode you entered is incorrect or has expired.');
    expect(await findProfilesByEmail(input.email)).toEqual([]);
  });

  it('refuses a campaign that has ended', async () => {
    const { campaign, passcode } = await givenCampaignWithPasscode({ end_date: yesterday() });

    const { status, body } = await api('POST', '/api/auth/fundraiser-sign-up', {
      body: signUp(campaign.id, passcode),
      headers: asClient(),
    });

    expect(status).toBe(409);
    expect(body.error).toEqual({ code: 'campaign_expired', message: 'This campaign has ended. Please contact your organization.' });
  });

  it('refuses a campaign that is missing or not active', async () => {
    const { campaign, passcode } = await givenCampaignWithPasscode({ status: 'pending' });

    const { status, body } = await api('POST', '/api/auth/fundraiser-sign-up', {
      body: signUp(campaign.id, passcode),
      headers: asClient(),
    });

    expect(status).toBe(404);
    expect(body.error.message).toBe('Campaign information not found. Please start over.');
  });

  it('answers Account Already Exists for the same e-mail and campaign', async () => {
    const { campaign, passcode } = await givenCampaignWithPasscode();
    const input = signUp(campaign.id, passcode);
    await api('POST', '/api/auth/fundraiser-sign-up', { body: input, headers: asClient() });

    const { status, body } = await api('POST', '/api/auth/fundraiser-sign-up', { body: input, headers: asClient() });

    expect(status).toBe(409);
    expect(body.error).toEqual({
      code: 'account_exists',
      message: 'An account with this email already exists for Hillside High School. Please sign in instead.',
    });
    expect((await listPasscodes(campaign.id))[0]?.usage_count).toBe(1);
  });

  it.each([
    ['password', { password: '12345', confirm_password: '12345' }, 'Password must be at least 6 characters long.'],
    ['birth_month', { birth_month: 0 }, AGE_SCREEN_MESSAGES.malformed],
    ['birth_year', bornYearsAgo(0, -2), AGE_SCREEN_MESSAGES.future],
    ['birth_year', bornYearsAgo(200), AGE_SCREEN_MESSAGES.tooLongAgo],
    ['birth_year', bornYearsAgo(12, 11), AGE_SCREEN_MESSAGES.underMinimum],
    ['guardian_email', minorBirth(''), AGE_SCREEN_MESSAGES.guardianRequired],
    ['email', { email: 'nope' }, 'Please enter a valid email address'],
    ['first_name', { first_name: '' }, 'First name is required'],
  ])('rejects a bad %s with the spec message', async (field, override, message) => {
    const { status, body } = await api('POST', '/api/auth/fundraiser-sign-up', { body: signUp('any', 'any', override) });

    expect(status).toBe(400);
    expect(body.error).toMatchObject({ field, message });
  });

  it('refuses a 12-year-old before anything else: no account, and the passcode not even checked', async () => {
    const { campaign, passcode } = await givenCampaignWithPasscode();
    const input = signUp(campaign.id, passcode, { ...bornYearsAgo(13), guardian_email: 'parent@example.test' });

    const { status, body } = await api('POST', '/api/auth/fundraiser-sign-up', { body: input, headers: asClient() });

    expect(status).toBe(400);
    expect(body.error).toMatchObject({ field: 'birth_year', message: AGE_SCREEN_MESSAGES.underMinimum });
    expect(await findProfilesByEmail(input.email)).toEqual([]);
    expect((await listPasscodes(campaign.id))[0]?.usage_count).toBe(0);
  });

  it('gives a 15-year-old their code but keeps it out of the store until their guardian acknowledges', async () => {
    const { campaign, passcode } = await givenCampaignWithPasscode();
    const input = signUp(campaign.id, passcode, minorBirth(uniqueEmail('parent')));

    const { status, body } = await api('POST', '/api/auth/fundraiser-sign-up', { body: input, headers: asClient() });

    expect(status).toBe(201);
    expect(body.profile).toMatchObject({ personal_code: expect.any(String), guardian: { status: 'awaiting' } });
    await settled();
    expect(await getCodeSync(body.profile.user_id)).toMatchObject({ sync_status: 'pending', sync_attempts: 0 });
    expect(await findStoreCode(body.profile.personal_code)).toBeNull();
  });

  it('rejects passwords that do not match', async () => {
    const { status, body } = await api('POST', '/api/auth/fundraiser-sign-up', {
      body: signUp('any', 'any', { confirm_password: 'other1' }),
    });

    expect(status).toBe(400);
    expect(body.error).toMatchObject({ field: 'confirm_password', message: 'Passwords do not match. Please try again.' });
  });
});
