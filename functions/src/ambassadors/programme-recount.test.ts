import { CAMPAIGN_PRIVACY_DEFAULTS } from '@app/shared/campaigns';
import { randomUUID } from 'node:crypto';
import type { Campaign } from '@app/shared/campaigns';
import type { ProgrammeRecountPage } from '@app/shared/ambassadors';
import { ambassadors, campaigns as campaignContracts, pathOf } from '@app/shared/contracts';
import type { Profile } from '@app/shared/profiles';
import { deleteItems, getItem, putItems, transact } from '#lib/table';
import { api, givenUser } from '#test/api';
import { settled } from '#test/store';
import { newCampaignWrites } from '../campaigns/seeding';
import { findCodeClaim } from '../profiles';
import { ambassadorCountKeys, profileItem } from '../profiles/seeding';

let admin: { token: string };
beforeAll(async () => {
  admin = await givenUser('admin');
});

const recountPath = pathOf(ambassadors.recountProgramme);

/** Walks the recount to its end as `npm run migrate` does; answers its pages. */
async function recountEverything(): Promise<ProgrammeRecountPage[]> {
  const pages: ProgrammeRecountPage[] = [];
  let cursor: string | null = null;
  do {
    const answer: { status: number; body: ProgrammeRecountPage } = await api<ProgrammeRecountPage>('POST', recountPath, {
      token: admin.token,
      body: cursor ? { cursor } : {},
    });
    expect(answer.status).toBe(200);
    pages.push(answer.body);
    cursor = answer.body.next_cursor;
  } while (cursor);
  return pages;
}

/** A day nobody else's test uses: the counts of its rows are this test's alone. */
const ownDay = () => {
  const day = new Date(Date.UTC(1990, 0, 1) + Math.floor(Math.random() * 3000) * 86_400_000);
  return day.toISOString().slice(0, 10);
};

const word = () =>
  `Qx${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`;

function legacyProfile(role: Profile['role'], day: string, code: string | null): Profile {
  const userId = randomUUID();
  return {
    id: userId,
    user_id: userId,
    first_name: word(),
    last_name: 'Legacy',
    email: `${userId}@legacy.test`,
    school: null,
    role,
    created_at: `${day}T10:00:00.000Z`,
    campaign_id: null,
    personal_code: code,
    shop_link: null,
    social_handles: null,
    fundraising_goal: null,
    adult_from: null,
    guardian: null,
  };
}

function legacyCampaign(): Campaign {
  const id = randomUUID();
  return {
    id,
    school_name: 'Legacy School',
    school_acronym: 'LS',
    campaign_name: `Legacy Drive ${id.slice(0, 8)}`,
    campaign_slug: `legacy-drive-${id.slice(0, 8)}`,
    description: null,
    target_amount: 500,
    start_date: '2020-01-01',
    end_date: null,
    contact_email: null,
    contact_phone: null,
    status: 'completed',
    start_here_config: null,
    ...CAMPAIGN_PRIVACY_DEFAULTS,
    created_at: new Date().toISOString(),
  };
}

const dayCounts = async (day: string) => {
  const item = (await getItem(ambassadorCountKeys.day(day), { consistent: true })) ?? {};
  const { pk: _pk, sk: _sk, ...counts } = item;
  return counts;
};

const everyCampaignId = async (): Promise<string[]> => {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?limit=50&cursor=${cursor}` : '?limit=50';
    const answer: { body: { campaigns: Array<{ id: string }>; next_cursor: string | null } } = await api(
      'GET',
      `${pathOf(campaignContracts.listAdminCampaigns)}${query}`,
      {
        token: admin.token,
      },
    );
    ids.push(...answer.body.campaigns.map((campaign) => campaign.id));
    cursor = answer.body.next_cursor;
  } while (cursor);
  return ids;
};

describe('the programme recount (npm run migrate)', () => {
  it('counts, indexes and lists what predates the bounded reads, and a second run changes nothing', async () => {
    const [day, otherDay] = [ownDay(), ownDay()];
    const students = [legacyProfile('student', day, 'LEGA1'), legacyProfile('student', day, 'LEGA2'), legacyProfile('student', day, null)];
    const fundraiser = { ...legacyProfile('fundraising_ambassador', day, 'LEGF1') };
    const later = legacyProfile('student', otherDay, null);
    // As the code before wrote them: profiles alone, no counts and no search entries; a totals row ranking itself
    // (its own index keys), from before the table's stream, so without a ranking entry.
    await putItems([...students, fundraiser, later].map((profile) => profileItem(profile)));
    await putItems([
      {
        pk: `USER#${fundraiser.user_id}`,
        sk: 'TOTALS',
        member_user_id: fundraiser.user_id,
        role: 'fundraising_ambassador',
        campaign_id: 'legacy',
        first_name: fundraiser.first_name,
        last_name: 'Legacy',
        school: 'Legacy School',
        lbpk: 'LB#CAMPAIGN#legacy',
        rvpk: 'AMBASSADORS',
        frpk: 'FUNDRAISERS',
        lbunits: 4,
        sales_cents: 7200,
      },
      // A claim made before claims said who holds them.
      { pk: 'CODE#LEGF1', sk: 'CODE', personal_code: 'LEGF1', user_id: fundraiser.user_id, owner_email: fundraiser.email },
    ]);
    await settled();
    await deleteItems([{ pk: `USER#${fundraiser.user_id}`, sk: 'RANKING' }]);
    const campaign = legacyCampaign();
    await transact(newCampaignWrites(campaign));

    const first = await recountEverything();
    await settled();

    expect(first.map((page) => page.step)).toContain('campaigns');
    expect(first.reduce((sum, page) => sum + page.indexed, 0)).toBeGreaterThanOrEqual(1);
    const counted = { day: await dayCounts(day), otherDay: await dayCounts(otherDay) };
    expect(counted.day).toEqual({
      student_signups: 3,
      student_active: 2,
      fundraising_ambassador_signups: 1,
      fundraising_ambassador_active: 1,
    });
    expect(counted.otherDay).toEqual({ student_signups: 1, student_active: 0 });
    // The row no longer ranks itself: its ranking entry does, in the revenue and fundraisers indexes.
    const totals = await getItem({ pk: `USER#${fundraiser.user_id}`, sk: 'TOTALS' }, { consistent: true });
    expect(totals).toMatchObject({ lbunits: 4, sales_cents: 7200 });
    expect(totals).not.toHaveProperty('rvpk');
    expect(totals).not.toHaveProperty('lbpk');
    expect(await getItem({ pk: `USER#${fundraiser.user_id}`, sk: 'RANKING' }, { consistent: true })).toMatchObject({
      rvpk: 'AMBASSADORS',
      frpk: 'FUNDRAISERS',
      lbunits: 4,
      sales_cents: 7200,
    });
    const found = await api('GET', `${pathOf(ambassadors.searchAmbassadors)}?q=${students[2]!.first_name}&without_code=true`, {
      token: admin.token,
    });
    expect(found.body).toEqual({ ambassadors: [expect.objectContaining({ user_id: students[2]!.user_id })] });
    expect(await everyCampaignId()).toContain(campaign.id);
    // The claim says who holds the code, as their totals row does: an order is attributed by it alone.
    expect(first.reduce((sum, page) => sum + page.claims, 0)).toBeGreaterThanOrEqual(1);
    expect(await findCodeClaim('legf1')).toEqual({
      userId: fundraiser.user_id,
      ownerEmail: fundraiser.email,
      ambassador: {
        user_id: fundraiser.user_id,
        role: 'fundraising_ambassador',
        campaign_id: 'legacy',
        first_name: fundraiser.first_name,
        last_name: 'Legacy',
        school: 'Legacy School',
      },
    });

    // Each member from before retention is given their entry, from today: erased no sooner than a full period on.
    expect(first.reduce((sum, page) => sum + page.retained, 0)).toBeGreaterThanOrEqual(5);
    const today = new Date().toISOString().slice(0, 10);
    for (const member of [...students, fundraiser, later]) {
      expect(await getItem({ pk: 'RETENTION', sk: `${today}#${member.user_id}` }, { consistent: true })).toMatchObject({ day: today });
    }

    const second = await recountEverything();

    expect(second.reduce((sum, page) => sum + page.indexed, 0)).toBe(0);
    expect(second.reduce((sum, page) => sum + page.claims, 0)).toBe(0);
    expect(second.reduce((sum, page) => sum + page.retained, 0)).toBe(0);
    expect({ day: await dayCounts(day), otherDay: await dayCounts(otherDay) }).toEqual(counted);
    expect(await getItem({ pk: `USER#${fundraiser.user_id}`, sk: 'TOTALS' }, { consistent: true })).toEqual(totals);
    expect((await everyCampaignId()).filter((id) => id === campaign.id)).toHaveLength(1);
  });

  it('answers 400 to a cursor that is not its own, and is for admins only', async () => {
    for (const cursor of ['nope', Buffer.from('{"step":"campaigns","state":{}}').toString('base64url'), 'x'.repeat(5001)]) {
      expect((await api('POST', recountPath, { token: admin.token, body: { cursor } })).status).toBe(400);
    }
    for (const role of ['student', 'fundraising_ambassador'] as const) {
      const user = await givenUser(role);
      expect((await api('POST', recountPath, { token: user.token, body: {} })).status).toBe(403);
    }
    expect((await api('POST', recountPath, { body: {} })).status).toBe(401);
  });
});
