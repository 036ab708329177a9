import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { CAMPAIGN_PRIVACY_DEFAULTS, type Campaign } from '@app/shared/campaigns';
import type { ProgrammeRecountPage } from '@app/shared/ambassadors';
import { ambassadors, applications, campaigns, links, pathOf } from '@app/shared/contracts';
import { transact } from '#lib/table';
import { api, givenUser, uniqueEmail, viaCloudFront } from '#test/api';
import { givenCampaign } from '#test/campaigns';
import { eventually, settled } from '#test/store';
import { assignPersonalCode } from '../code-sync';
import { findStoreCode, getCampaignCodeSyncs } from '../code-sync/seeding';
import { findCodeOwner, newProfile, putNewProfile } from '../profiles';
import { getCampaign } from './index';
import { newCampaignWrites } from './seeding';

let admin: { token: string };
beforeAll(async () => {
  admin = await givenUser('admin');
});

/** An acronym no other test uses: letters only (a digit would read as a numbered candidate). */
const uniqueAcronym = () =>
  `Q${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)
    .toUpperCase()}`;

/** A campaign launched as an admin launches one: an application through the public route, approved. */
async function launched(acronym: string): Promise<Campaign> {
  const submitted = await api('POST', pathOf(applications.submitCampaignApplication), {
    body: {
      organization_name: 'Quarry Hill Scouts',
      organization_acronym: acronym,
      campaign_name: `Quarry Shirts ${randomUUID().slice(0, 8)}`,
      active_members: 20,
      description: 'Shirts for the quarry trail.',
      target_amount: 900,
      start_date: '2026-12-01',
      contact_email: uniqueEmail('contact'),
      contact_phone: '555-0100',
    },
  });
  expect(submitted.status).toBe(201);
  const approved = await api<{ campaign: Campaign }>(
    'POST',
    pathOf(applications.approveCampaignApplication, { application_id: submitted.body.id }),
    {
      token: admin.token,
    },
  );
  expect(approved.status).toBe(200);
  return approved.body.campaign;
}

/** One visitor following a link: the raw answer, not followed. */
function follow(path: string) {
  return new Promise<{ status: number; location: string | null }>((resolve, reject) => {
    http
      .get(
        `${process.env.API_URL}${path}`,
        { headers: { ...viaCloudFront('198.51.100.9'), 'user-agent': 'Mozilla/5.0 Safari/604.1' } },
        (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null }));
        },
      )
      .on('error', reject);
  });
}

describe("a campaign's own code (issue 45)", () => {
  it('is claimed at launch from the acronym, the next candidate when it is taken, and reaches the store', async () => {
    const acronym = uniqueAcronym();

    const first = await launched(acronym);
    const second = await launched(acronym.toLowerCase());

    expect(first.campaign_code).toBe(acronym);
    expect(second.campaign_code).toBe(`${acronym}2`);
    expect(await findCodeOwner(acronym)).toEqual({ campaignId: first.id });
    expect(await findCodeOwner(`${acronym}2`)).toEqual({ campaignId: second.id });
    expect((await getCampaign(first.id))?.campaign_code).toBe(acronym);
    // The admin's campaign detail says it too.
    const detail = await api('GET', pathOf(campaigns.getAdminCampaign, { campaign_id: first.id }), { token: admin.token });
    expect(detail.body.campaign.campaign_code).toBe(acronym);
    // Auto-sync is on: the launch's announcement sends it to the store, listed on the sync screen with its campaign.
    await eventually(async () => expect((await getCampaignCodeSyncs([first.id])).get(first.id)?.sync_status).toBe('synced'));
    expect(await findStoreCode(acronym)).toMatchObject({ status: 'ACTIVE' });
    const records = await api('GET', '/api/admin/code-sync/records?status=synced', { token: admin.token });
    expect(records.body.records).toContainEqual(
      expect.objectContaining({
        personal_code: acronym,
        user_id: null,
        profile: null,
        campaign: { id: first.id, campaign_name: first.campaign_name },
      }),
    );
  });

  it("is never a member's code: a student whose code would be the campaign's gets the next candidate", async () => {
    const acronym = uniqueAcronym();
    await givenCampaign({ school_acronym: acronym });
    const userId = randomUUID();
    // First name plus last initial (studentCode) spells the campaign's code.
    await putNewProfile(
      newProfile({
        user_id: userId,
        first_name: acronym.slice(0, -1),
        last_name: `${acronym.slice(-1)}ardy`,
        email: `${userId}@example.test`,
        school: 'Test High School',
        role: 'student',
        campaign_id: null,
      }),
    );

    expect(await assignPersonalCode(userId)).toBe(`${acronym}10`);
  });

  it('is on the public page, and its tracked link sends the visitor to the store with it', async () => {
    const campaign = await givenCampaign();

    const page = await api('GET', pathOf(campaigns.getCampaignPage, { slug: campaign.campaign_slug }));
    const click = await follow(`${pathOf(links.trackedLinkRedirect, { code: campaign.campaign_code!.toLowerCase() })}?via=campaign_page`);

    expect(page.status).toBe(200);
    expect(page.body.campaign.campaign_code).toBe(campaign.school_acronym);
    expect(click.status).toBe(302);
    const target = new URL(click.location!);
    expect(`${target.origin}/`).toBe(new URL('/', process.env.SHOPIFY_STOREFRONT_URL).toString());
    expect(target.searchParams.get('discount')).toBe(campaign.school_acronym);
    expect(target.searchParams.get('via')).toBe('campaign_page');
  });

  it('is given by npm run migrate to a campaign launched before, once, and queued for the store', async () => {
    const id = randomUUID();
    const acronym = uniqueAcronym();
    const legacy: Campaign = {
      id,
      school_name: 'Legacy Quarry School',
      school_acronym: acronym,
      campaign_name: `Legacy Quarry ${id.slice(0, 8)}`,
      campaign_slug: `legacy-quarry-${id.slice(0, 8)}`,
      description: null,
      target_amount: 500,
      start_date: '2026-01-01',
      end_date: null,
      contact_email: null,
      contact_phone: null,
      status: 'active',
      start_here_config: null,
      ...CAMPAIGN_PRIVACY_DEFAULTS,
      created_at: new Date().toISOString(),
    };
    await transact(newCampaignWrites(legacy));
    const migrate = async () => {
      const pages: ProgrammeRecountPage[] = [];
      let cursor: string | null = null;
      do {
        const answer: { status: number; body: ProgrammeRecountPage } = await api<ProgrammeRecountPage>(
          'POST',
          pathOf(ambassadors.recountProgramme),
          { token: admin.token, body: cursor ? { cursor } : {} },
        );
        expect(answer.status).toBe(200);
        pages.push(answer.body);
        cursor = answer.body.next_cursor;
      } while (cursor);
      return pages.reduce((sum, page) => sum + page.campaign_codes, 0);
    };

    expect(await migrate()).toBeGreaterThanOrEqual(1);
    await settled();
    expect((await getCampaign(id))?.campaign_code).toBe(acronym);
    expect(await findCodeOwner(acronym)).toEqual({ campaignId: id });
    expect((await getCampaignCodeSyncs([id])).get(id)).toMatchObject({ personal_code: acronym, sync_status: 'pending' });

    // A second run leaves it as it is: no other candidate claimed for it.
    await migrate();
    expect((await getCampaign(id))?.campaign_code).toBe(acronym);
    expect(await findCodeOwner(`${acronym}2`)).toBeUndefined();
  });
});
