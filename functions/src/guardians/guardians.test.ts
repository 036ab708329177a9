import { randomBytes, randomUUID } from 'node:crypto';
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DELETE_CONFIRMATION, deleteConfirmationMessage, type AmbassadorDetail, type MyDataExport } from '@app/shared/ambassadors';
import { ambassadors, campaigns, guardians, pathOf, payouts } from '@app/shared/contracts';
import { GUARDIAN_LINK_MESSAGES, type Guardian } from '@app/shared/guardians';
import { minorBirth } from '#test/ages';
import { api, givenUser, uniqueEmail, viaCloudFront } from '#test/api';
import { givenCampaignWithPasscode } from '#test/campaigns';
import { sentEmailsTo } from '#test/mail';
import { eventually, givenAmbassador, settled } from '#test/store';
import { inOneWindow } from '#test/windows';
import { deleteItems, queryAll } from '#lib/table';
import { deleteAccount as deleteCognitoAccount } from '../auth';
import { assignPersonalCode } from '../code-sync';
import { findStoreCode, getCodeSync } from '../code-sync/seeding';
import { getProfile, newProfile, putNewProfile } from '../profiles';
import { findGuardianLink } from './guardian-link-data';
import { issueGuardianLink } from './guardians';

const DAY_MS = 24 * 3600 * 1000;

let clients = 0;
/** A client of its own for each request, so the pacing of failed tries stays out of the tests that do not test it. */
const asClient = () => viaCloudFront(`10.44.${Math.floor(++clients / 250)}.${clients % 250}`);

let admin: { token: string; email: string };
beforeAll(async () => {
  admin = await givenUser('admin');
});

const page = (token: string, headers = asClient()) => api('GET', pathOf(guardians.getGuardianPage, { token }), { headers });
const acknowledge = (token: string) => api('POST', pathOf(guardians.acknowledgeGuardian, { token }), { headers: asClient() });
const withdraw = (token: string) => api('POST', pathOf(guardians.withdrawGuardian, { token }), { headers: asClient() });
const exportData = (token: string) =>
  api<MyDataExport>('GET', pathOf(ambassadors.exportMemberDataByGuardian, { token }), { headers: asClient() });
const deleteAccount = (token: string, body: unknown) =>
  api('DELETE', pathOf(ambassadors.deleteMemberByGuardian, { token }), { headers: asClient(), body });
const resend = (userId: string, token?: string) => api('POST', pathOf(guardians.resendGuardianEmail, { user_id: userId }), { token });
/**
 * A cash payout: a minor's can be paid only to their guardian (issue 46), named here so that what refuses it is the
 * hold or the balance; an adult's is paid to them.
 */
const pay = (userId: string, to: 'guardian' | 'member' = 'guardian') =>
  api('POST', pathOf(payouts.recordPayout), {
    token: admin.token,
    body: {
      user_id: userId,
      amount: 1,
      method: 'cash',
      ...(to === 'guardian' ? { paid_to_guardian: 'Pat Guardian' } : {}),
      paid_on: new Date().toISOString().slice(0, 10),
      reference: `TR-${randomUUID().slice(0, 8)}`,
    },
  });
const guardianHoldOf = async (userId: string) =>
  (await api<AmbassadorDetail>('GET', `/api/admin/ambassadors/${userId}`, { token: admin.token })).body.ambassador.guardian_hold;

/** The tokens of the links e-mailed to a guardian so far, oldest first, once there are `count`. */
async function linksSentTo(guardianEmail: string, count: number): Promise<string[]> {
  return eventually(async () => {
    const emails = await sentEmailsTo(guardianEmail);
    expect(emails).toHaveLength(count);
    return emails.map((email) => /\/guardian\/([A-Za-z0-9_-]{43})\b/.exec(email.body.text ?? '')![1]!);
  });
}

/** A 15-year-old joins a campaign (their code assigned at once) naming a guardian; their guardian's first link. */
async function minorJoins(lastName = `Doe${randomUUID().slice(0, 6)}`) {
  const { campaign, passcode } = await givenCampaignWithPasscode();
  const guardianEmail = uniqueEmail('parent');
  const { status, body } = await api('POST', '/api/auth/fundraiser-sign-up', {
    headers: asClient(),
    body: {
      first_name: 'Jane',
      last_name: lastName,
      email: uniqueEmail('jane'),
      password: 'secret1',
      confirm_password: 'secret1',
      ...minorBirth(guardianEmail),
      campaign_id: campaign.id,
      passcode,
    },
  });
  expect(status).toBe(201);
  const [token] = await linksSentTo(guardianEmail, 1);
  return {
    campaign,
    userId: body.profile.user_id as string,
    code: body.profile.personal_code as string,
    email: body.profile.email,
    lastName,
    guardianEmail,
    token: token!,
  };
}

describe("the guardian's page", () => {
  it('shows the member by first name, their earnings and how payouts are made, and nothing that says who they are', async () => {
    const minor = await minorJoins();

    const { status, body } = await page(minor.token);

    expect(status).toBe(200);
    expect(body).toMatchObject({
      member_first_name: 'Jane',
      member_role: 'fundraising_ambassador',
      status: 'awaiting',
      acknowledged_at: null,
      earnings: { total_earnings: 0, paid_earnings: 0, unpaid_earnings: 0, commission_hold_days: expect.any(Number) },
      payment_terms: { commission_rate_percent: expect.any(Number), payout_threshold: expect.any(Number) },
    });
    expect(new Date(body.link_expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    const answer = JSON.stringify(body);
    for (const private_ of [minor.lastName, minor.email, minor.userId, minor.guardianEmail, minor.code])
      expect(answer).not.toContain(private_);
  });

  it('refuses a forged, an altered, a malformed and an expired link with one clear message, and changes nothing', async () => {
    const minor = await minorJoins();
    const forged = randomBytes(32).toString('base64url');
    const altered = `${minor.token.slice(0, -1)}${minor.token.endsWith('A') ? 'B' : 'A'}`;

    const answers = [await page(forged), await page(altered), await acknowledge(forged), await withdraw(altered)];
    const malformed = await page('not-a-link');

    expect(answers.map(({ status }) => status)).toEqual([404, 404, 404, 404]);
    for (const { body } of [...answers, malformed]) expect(body.error.message).toBe(GUARDIAN_LINK_MESSAGES.notValid);
    expect(malformed.status).toBe(400);
    expect((await getProfile(minor.userId))?.guardian?.status).toBe('awaiting');

    const member = (await getProfile(minor.userId))!;
    const expired = await issueGuardianLink({ user_id: minor.userId, guardian: member.guardian! }, new Date(Date.now() - 31 * DAY_MS));

    expect(await page(expired)).toMatchObject({ status: 410, body: { error: { code: 'gone', message: GUARDIAN_LINK_MESSAGES.notValid } } });
    expect((await acknowledge(expired)).status).toBe(410);
    // The expired one replaced the link e-mailed first, which stopped working with it.
    expect((await page(minor.token)).status).toBe(404);
    expect((await getProfile(minor.userId))?.guardian?.status).toBe('awaiting');
  });

  it("paces a client's failed tries: ten are free, then it must wait", async () => {
    const { tries, waited } = await inOneWindow(15 * 60, async (attempt) => {
      const client = viaCloudFront(`10.45.${attempt}.7`);
      const tries = [];
      for (let i = 0; i < 10; i++) tries.push(await page(randomBytes(32).toString('base64url'), client));
      return { tries, waited: await page(randomBytes(32).toString('base64url'), client) };
    });

    expect(tries.map(({ status }) => status)).toEqual(Array(10).fill(404));
    expect(waited.status).toBe(429);
    expect(waited.body.error.message).toMatch(/^Too many tries from your network\. Please try again in \d+ seconds?\.$/);
  });
});

describe('until the guardian acknowledges', () => {
  it('keeps the code out of the store and pays nothing; the acknowledgement sends the code and lifts the hold', async () => {
    const minor = await minorJoins();
    await settled();

    expect(await getCodeSync(minor.userId)).toMatchObject({ sync_status: 'pending', sync_attempts: 0 });
    expect(await findStoreCode(minor.code)).toBeNull();
    expect((await pay(minor.userId)).body.error).toEqual({
      code: 'awaiting_guardian',
      message: payouts.recordPayout.errors.awaitingGuardian,
    });
    expect(await guardianHoldOf(minor.userId)).toBe('awaiting_guardian');
    // Process Pending passes it by too.
    await api('POST', '/api/admin/code-sync/process-pending', { token: admin.token });
    expect(await getCodeSync(minor.userId)).toMatchObject({ sync_status: 'pending', sync_attempts: 0 });

    const acknowledged = await acknowledge(minor.token);

    expect(acknowledged.status).toBe(200);
    expect(acknowledged.body).toMatchObject({ status: 'acknowledged', acknowledged_at: expect.any(String) });
    await eventually(async () => expect((await getCodeSync(minor.userId))?.sync_status).toBe('synced'));
    expect(await findStoreCode(minor.code)).toMatchObject({ status: 'ACTIVE' });
    // Past the guardian: what stops this payout now is that nothing was earned.
    expect((await pay(minor.userId)).body.error.code).toBe('more_than_unpaid');
    expect(await guardianHoldOf(minor.userId)).toBeNull();
    expect((await acknowledge(minor.token)).body).toMatchObject({
      status: 'acknowledged',
      acknowledged_at: acknowledged.body.acknowledged_at,
    });
  });

  it('leaves the member off the public campaign page, ranking the others without them, until the guardian acknowledges', async () => {
    const minor = await minorJoins('Okafor');
    const adult = await givenAmbassador('fundraising_ambassador', { campaignId: minor.campaign.id, firstName: 'Omar' });
    const publicPage = async () => {
      await settled();
      const { body } = await api('GET', pathOf(campaigns.getCampaignPage, { slug: minor.campaign.campaign_slug }));
      return (body.leaderboard as Array<{ rank: number; student_name: string; personal_code: string }>).map(
        ({ rank, student_name, personal_code }) => ({ rank, student_name, personal_code }),
      );
    };

    expect(await publicPage()).toEqual([{ rank: 1, student_name: 'Omar T.', personal_code: adult.code }]);
    await acknowledge(minor.token);
    expect(await publicPage()).toEqual(
      expect.arrayContaining([
        { rank: expect.any(Number), student_name: 'Jane O.', personal_code: minor.code },
        { rank: expect.any(Number), student_name: 'Omar T.', personal_code: adult.code },
      ]),
    );
    await withdraw(minor.token);
    expect(await publicPage()).toEqual([{ rank: 1, student_name: 'Omar T.', personal_code: adult.code }]);
  });

  it('is re-sent by an admin only, with a new link that replaces the old one', async () => {
    const minor = await minorJoins();
    const student = await givenUser('student');

    expect((await resend(minor.userId)).status).toBe(401);
    expect((await resend(minor.userId, student.token)).status).toBe(403);
    const answer = await resend(minor.userId, admin.token);

    expect(answer).toMatchObject({ status: 200, body: { message: `A new link is on its way to ${minor.guardianEmail}.` } });
    const [first, second] = await linksSentTo(minor.guardianEmail, 2);
    expect(first).toBe(minor.token);
    expect(second).not.toBe(first);
    expect((await page(first!)).body.error.message).toBe(GUARDIAN_LINK_MESSAGES.notValid);
    expect((await page(second!)).body.status).toBe('awaiting');
    expect((await resend(randomUUID(), admin.token)).status).toBe(404);
  });
});

describe('a withdrawal', () => {
  it('pauses the account (no sign-in, no store code, no payouts) and e-mails every admin, once', async () => {
    const minor = await minorJoins();
    await acknowledge(minor.token);
    await eventually(async () => expect(await findStoreCode(minor.code)).toMatchObject({ status: 'ACTIVE' }));

    const withdrawn = await withdraw(minor.token);

    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn', withdrawn_at: expect.any(String) });
    const user = await new CognitoIdentityProviderClient({}).send(
      new AdminGetUserCommand({ UserPoolId: process.env.USER_POOL_ID, Username: minor.userId }),
    );
    expect(user.Enabled).toBe(false);
    expect(await findStoreCode(minor.code)).toBeNull();
    expect((await pay(minor.userId)).body.error.code).toBe('guardian_withdrew');
    expect(await guardianHoldOf(minor.userId)).toBe('guardian_withdrew');
    const about = async () =>
      (await sentEmailsTo(admin.email)).filter(
        (email) => email.subject.startsWith('A guardian withdrew') && email.subject.includes(minor.lastName),
      );
    const [email] = await eventually(async () => {
      const received = await about();
      expect(received).toHaveLength(1);
      return received;
    });
    expect(email!.subject).toBe(`A guardian withdrew Jane ${minor.lastName} from the programme`);

    expect((await withdraw(minor.token)).body.withdrawn_at).toBe(withdrawn.body.withdrawn_at);
    expect(await acknowledge(minor.token)).toMatchObject({
      status: 409,
      body: { error: { code: 'guardian_withdrew', message: GUARDIAN_LINK_MESSAGES.withdrawn } },
    });
    expect((await resend(minor.userId, admin.token)).body.error.code).toBe('guardian_withdrew');
    await settled();
    expect(await about()).toHaveLength(1);
  });
});

describe("the member's erasure", () => {
  it("takes the guardian's link with it: the page stops opening at once, not at the link's expiry", async () => {
    const minor = await minorJoins();
    expect((await page(minor.token)).status).toBe(200);

    expect((await api('DELETE', pathOf(ambassadors.deleteAmbassador, { user_id: minor.userId }), { token: admin.token })).status).toBe(200);

    expect(await page(minor.token)).toMatchObject({ status: 404, body: { error: { message: GUARDIAN_LINK_MESSAGES.notValid } } });
    // Gone from the table, not only refused: nothing of theirs waits for the link's expiry.
    expect(await findGuardianLink(minor.token)).toBeUndefined();
  });
});

describe("the member's data rights, from the guardian's page", () => {
  const confirmed = { confirm: DELETE_CONFIRMATION };

  it("downloads the member's own data, and nobody else's, also after a withdrawal", async () => {
    const [minor, other] = [await minorJoins(), await minorJoins()];

    const { status, body } = await exportData(minor.token);

    expect(status).toBe(200);
    expect(body.profile).toMatchObject({ user_id: minor.userId, email: minor.email, last_name: minor.lastName });
    expect(body.profile.guardian).toMatchObject({ email: minor.guardianEmail, status: 'awaiting' });
    for (const theirs of [other.userId, other.email, other.lastName, other.guardianEmail])
      expect(JSON.stringify(body)).not.toContain(theirs);

    expect((await withdraw(minor.token)).status).toBe(200);
    expect(await exportData(minor.token)).toMatchObject({ status: 200, body: { profile: { guardian: { status: 'withdrawn' } } } });
  });

  it('refuses a forged, an altered, a malformed and an expired link with the link message, and changes nothing', async () => {
    const minor = await minorJoins();
    const forged = randomBytes(32).toString('base64url');
    const altered = `${minor.token.slice(0, -1)}${minor.token.endsWith('A') ? 'B' : 'A'}`;

    const answers = [
      await exportData(forged),
      await exportData(altered),
      await deleteAccount(forged, confirmed),
      await deleteAccount(altered, confirmed),
    ];
    const malformed = [await exportData('not-a-link'), await deleteAccount('x'.repeat(5000), confirmed)];

    expect(answers.map(({ status }) => status)).toEqual([404, 404, 404, 404]);
    expect(malformed.map(({ status }) => status)).toEqual([400, 400]);
    for (const { body } of [...answers, ...malformed]) expect(body.error.message).toBe(GUARDIAN_LINK_MESSAGES.notValid);
    expect((await page(minor.token)).status).toBe(200);

    const member = (await getProfile(minor.userId))!;
    const expired = await issueGuardianLink({ user_id: minor.userId, guardian: member.guardian! }, new Date(Date.now() - 31 * DAY_MS));

    for (const answer of [await exportData(expired), await deleteAccount(expired, confirmed)]) {
      expect(answer).toMatchObject({ status: 410, body: { error: { code: 'gone', message: GUARDIAN_LINK_MESSAGES.notValid } } });
    }
    expect(await getProfile(minor.userId)).toMatchObject({ user_id: minor.userId, guardian: { status: 'awaiting' } });
  });

  it('refuses a deletion without the typed confirmation, and changes nothing', async () => {
    const minor = await minorJoins();

    for (const body of [undefined, {}, { confirm: 'delete' }, { confirm: 'DELETE '.repeat(1000) }, { confirm: 1 }]) {
      const refused = await deleteAccount(minor.token, body);
      expect(refused.status).toBe(400);
      if (body && 'confirm' in body) expect(refused.body.error).toMatchObject({ field: 'confirm', message: deleteConfirmationMessage });
    }

    expect((await page(minor.token)).status).toBe(200);
    expect(await getProfile(minor.userId)).toMatchObject({ user_id: minor.userId });
  });

  it("deletes the member's account for good, the link with it; asked again, it finds no link", async () => {
    const minor = await minorJoins();

    expect(await deleteAccount(minor.token, confirmed)).toMatchObject({ status: 200, body: { message: 'Account deleted' } });

    expect(await getProfile(minor.userId)).toBeUndefined();
    await expect(
      new CognitoIdentityProviderClient({}).send(new AdminGetUserCommand({ UserPoolId: process.env.USER_POOL_ID, Username: minor.userId })),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
    expect(await findGuardianLink(minor.token)).toBeUndefined();
    for (const answer of [await page(minor.token), await exportData(minor.token), await deleteAccount(minor.token, confirmed)]) {
      expect(answer).toMatchObject({ status: 404, body: { error: { message: GUARDIAN_LINK_MESSAGES.notValid } } });
    }
  });
});

describe("a guardian's deletion cut short", () => {
  it('can be asked again from the link while the profile stands: the link goes last', async () => {
    const minor = await minorJoins();
    // An erasure stopped just before the profile: the account and every other row of theirs gone, the pointer to the link too.
    await deleteCognitoAccount(minor.userId);
    const rows = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `USER#${minor.userId}` } });
    await deleteItems(rows.filter((row) => row.sk !== 'PROFILE').map((row) => ({ pk: String(row.pk), sk: String(row.sk) })));

    expect((await deleteAccount(minor.token, { confirm: DELETE_CONFIRMATION })).status).toBe(200);

    expect(await getProfile(minor.userId)).toBeUndefined();
    expect(await page(minor.token)).toMatchObject({ status: 404, body: { error: { message: GUARDIAN_LINK_MESSAGES.notValid } } });
  });
});

describe('at 18', () => {
  it('ends the requirement by itself: adult_from in the past holds nothing back', async () => {
    const userId = randomUUID();
    const guardian: Guardian = {
      email: uniqueEmail('parent'),
      status: 'awaiting',
      sent_at: null,
      acknowledged_at: null,
      withdrawn_at: null,
    };
    await putNewProfile(
      newProfile({
        user_id: userId,
        first_name: 'Alex',
        last_name: 'Grown',
        email: uniqueEmail('alex'),
        role: 'student',
        adult_from: new Date(Date.now() - DAY_MS).toISOString().slice(0, 10),
        guardian,
      }),
    );
    const link = await issueGuardianLink({ user_id: userId, guardian }, new Date());

    const code = await assignPersonalCode(userId);

    await eventually(async () => expect((await getCodeSync(userId))?.sync_status).toBe('synced'));
    expect((await pay(userId, 'member')).body.error.code).toBe('more_than_unpaid');
    expect(await guardianHoldOf(userId)).toBeNull();
    expect((await resend(userId, admin.token)).body.error).toEqual({
      code: 'no_guardian_needed',
      message: guardians.resendGuardianEmail.errors.notNeeded,
    });
    expect(await page(link)).toMatchObject({ status: 410, body: { error: { message: GUARDIAN_LINK_MESSAGES.closed } } });
    expect(await findStoreCode(code)).toMatchObject({ status: 'ACTIVE' });
  });
});
