import { randomUUID } from 'node:crypto';
import { schedules, type EventDetail } from '@app/shared/contracts';
import { getItem, queryAll } from '#lib/table';
import { api, givenUser } from '#test/api';
import { givenCampaign } from '#test/campaigns';
import { sentEmailsTo } from '#test/mail';
import { assignPersonalCode } from '../code-sync';
import { recordActivity } from '../profiles';
import { runMemberRetention } from './member-retention';

// Every day here is long before any other test's members were active: the job's runs reach only these members.
const run = (day: string) =>
  runMemberRetention({ scheduled_at: `${day}T04:23:00.000Z` } satisfies EventDetail<typeof schedules.memberRetentionDue>);

/** A student holding a code, last active on `day`; with a guardian when told. */
async function givenMemberActiveOn(day: string, profile: Parameters<typeof givenUser>[1] = {}) {
  const member = await givenUser(profile.campaign_id ? 'fundraising_ambassador' : 'student', profile);
  await assignPersonalCode(member.userId, profile.campaign_id ? { campaignId: profile.campaign_id } : {});
  await recordActivity(member.userId, day);
  return member;
}

const profileOf = (userId: string) => getItem({ pk: `USER#${userId}`, sk: 'PROFILE' });
const entriesOf = async (userId: string) =>
  (await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'RETENTION' } })).filter(
    (item) => item.user_id === userId,
  );

describe('member retention (Settings > Privacy, 365 days by default)', () => {
  it('erases a member a full period after their last sign-in, and a second run finds them gone', async () => {
    const member = await givenMemberActiveOn('2001-01-01');

    const first = await run('2002-01-01');

    expect(first.erased).toBeGreaterThanOrEqual(1);
    expect(await profileOf(member.userId)).toBeUndefined();
    expect(await entriesOf(member.userId)).toEqual([]);
    const again = await run('2002-01-01');
    expect(again.erased).toBe(0);
  });

  it('warns a member and their guardian 14 days before, once, and erases nobody early', async () => {
    const guardianEmail = `guardian-${randomUUID()}@example.test`;
    const member = await givenMemberActiveOn('2001-03-10', {
      guardian: { email: guardianEmail, status: 'acknowledged', sent_at: null, acknowledged_at: null, withdrawn_at: null },
    });

    await run('2002-02-23');
    await run('2002-02-23');
    await run('2002-02-24');

    const [toMember, toGuardian] = await Promise.all([sentEmailsTo(member.email), sentEmailsTo(guardianEmail)]);
    expect(toMember.map((email) => email.subject)).toEqual([expect.stringContaining('your account will be deleted on')]);
    expect(toGuardian.map((email) => email.subject)).toEqual([expect.stringContaining("your child's account will be deleted on")]);
    expect(toMember[0]!.subject).toContain('Mar 10, 2002');
    expect(await profileOf(member.userId)).toBeDefined();
  });

  it('does not warn a member outside the 14 days, nor one without a guardian twice', async () => {
    const member = await givenMemberActiveOn('2001-05-20');

    await run('2002-05-01');
    expect(await sentEmailsTo(member.email)).toEqual([]);
    await run('2002-05-06');

    expect(await sentEmailsTo(member.email)).toHaveLength(1);
    expect(await profileOf(member.userId)).toBeDefined();
  });

  it("counts a fundraiser's period from their campaign's end when it is later than their last sign-in", async () => {
    const campaign = await givenCampaign({ end_date: '2001-09-30T00:00:00.000Z' });
    const member = await givenMemberActiveOn('2001-07-01', { campaign_id: campaign.id });

    await run('2002-07-05');

    expect(await profileOf(member.userId)).toBeDefined();
    expect((await entriesOf(member.userId)).map((entry) => entry.day)).toEqual(['2001-09-30']);
    await run('2002-09-30');
    expect(await profileOf(member.userId)).toBeUndefined();
  });

  it('keeps a member active again: their sign-in moves their entry to the day, at most once a day', async () => {
    const member = await givenMemberActiveOn('2001-11-01');

    await api('GET', '/api/me', { token: member.token });
    await api('GET', '/api/me', { token: member.token });
    await run('2002-11-01');

    const today = new Date().toISOString().slice(0, 10);
    expect((await entriesOf(member.userId)).map((entry) => entry.day)).toEqual([today]);
    expect(await profileOf(member.userId)).toBeDefined();
  });
});
