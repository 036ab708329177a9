import { api, givenUser } from '#test/api';
import { eventually, givenAmbassador, sendWebhook, settled, shopifyOrder } from '#test/store';
import { givenCampaign } from '#test/campaigns';
import { randomUUID } from 'node:crypto';
import { campaigns, pathOf } from '@app/shared/contracts';
import { putAsset } from '../content/seeding';
import { getProfile } from '../profiles';
import { setCampaignStatus } from './seeding';

const campaignPagePath = (slug: string) => pathOf(campaigns.getCampaignPage, { slug });

describe('public campaign page', () => {
  it('serves the public campaign page: campaign, totals at $5 and $1 a shirt, and the ranked members with their shop links', async () => {
    const campaign = await givenCampaign({ school_name: 'Hillside High School', description: 'Shirts for the climate' });
    const jane = await givenAmbassador('fundraising_ambassador', { campaignId: campaign.id, firstName: 'Jane' });
    const omar = await givenAmbassador('fundraising_ambassador', { campaignId: campaign.id, firstName: 'Omar' });
    await sendWebhook('orders/paid', shopifyOrder({ code: jane.code, quantity: 3, unitPrice: 25 }));
    // The members' ranks follow their totals on the table's stream.
    await settled();

    const page = await eventually(async () => {
      const answer = await api('GET', `/api/leaderboards/campaign-pages/${campaign.campaign_slug}`);
      expect(answer.body.stats.total_units_sold).toBe(3);
      return answer;
    });

    // The same store link as each member's own shop link card.
    const [janeLink, omarLink] = await Promise.all([jane, omar].map(async ({ userId }) => (await getProfile(userId))!.shop_link));
    expect(janeLink).toContain(jane.code);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('public, max-age=30');
    // Its members' first names are no search engine's to list, whatever the campaign's page allows.
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.body).toEqual({
      campaign: expect.objectContaining({
        id: campaign.id,
        school_name: 'Hillside High School',
        campaign_slug: campaign.campaign_slug,
        description: 'Shirts for the climate',
        search_listed: false,
      }),
      stats: { total_units_sold: 3, total_donated_to_org: 15, total_donated_to_environment: 3 },
      shirt_image: page.body.shirt_image,
      leaderboard: [
        {
          rank: 1,
          student_name: 'Jane T.',
          units_sold: 3,
          badges: [1],
          personal_code: jane.code,
          shop_link: janeLink,
        },
        { rank: 2, student_name: 'Omar T.', units_sold: 0, badges: [], personal_code: omar.code, shop_link: omarLink },
      ],
    });
    // Public: no member's last name, id, e-mail, dollars or any other profile field (issue 44).
    expect(Object.keys(page.body.leaderboard[0]).sort()).toEqual([
      'badges',
      'personal_code',
      'rank',
      'shop_link',
      'student_name',
      'units_sold',
    ]);
    expect(JSON.stringify(page.body.leaderboard)).not.toMatch(/Tester|67\.5/);
  });

  describe("the admin's choice of how members are named in public (issue 44)", () => {
    let admin: { token: string };
    beforeAll(async () => {
      admin = await givenUser('admin');
    });

    const edit = (campaignId: string, body: Record<string, unknown>) =>
      api('PATCH', pathOf(campaigns.updateCampaign, { campaign_id: campaignId }), { token: admin.token, body });
    const namesOn = async (slug: string) =>
      ((await api('GET', campaignPagePath(slug))).body as { leaderboard: Array<{ student_name: string }> }).leaderboard.map(
        (row) => row.student_name,
      );

    it('names members by first name only, or by a pseudonym that stays the same, as the admin chooses', async () => {
      const campaign = await givenCampaign();
      await givenAmbassador('fundraising_ambassador', { campaignId: campaign.id, firstName: 'Jane' });
      await settled();

      expect((await edit(campaign.id, { public_naming: 'first_name' })).status).toBe(200);
      expect(await namesOn(campaign.campaign_slug)).toEqual(['Jane']);
      expect((await edit(campaign.id, { public_naming: 'pseudonym' })).status).toBe(200);
      const [pseudonym] = await namesOn(campaign.campaign_slug);
      expect(pseudonym).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(pseudonym).not.toContain('Jane');
      expect(await namesOn(campaign.campaign_slug)).toEqual([pseudonym]);
    });

    it('names members in full, and lets search engines list the page, only for a campaign whose members are all adults', async () => {
      const campaign = await givenCampaign();
      await givenAmbassador('fundraising_ambassador', { campaignId: campaign.id, firstName: 'Jane' });
      await settled();

      const refused = await Promise.all([edit(campaign.id, { public_naming: 'full_name' }), edit(campaign.id, { search_listed: true })]);
      expect(refused.map(({ status, body }) => [status, body.error.field, body.error.message])).toEqual([
        [400, 'public_naming', campaigns.updateCampaign.errors.fullNameForAdults],
        [400, 'search_listed', campaigns.updateCampaign.errors.searchForAdults],
      ]);
      expect(await namesOn(campaign.campaign_slug)).toEqual(['Jane T.']);

      const adults = await edit(campaign.id, { adults_only: true, public_naming: 'full_name', search_listed: true });
      expect(adults.status).toBe(200);
      expect(await namesOn(campaign.campaign_slug)).toEqual(['Jane Tester']);
      expect((await api('GET', campaignPagePath(campaign.campaign_slug))).body.campaign.search_listed).toBe(true);

      // No longer adults-only: back to the least, without being asked.
      const minors = await edit(campaign.id, { adults_only: false });
      expect(minors.body).toMatchObject({ adults_only: false, public_naming: 'initial', search_listed: false });
      expect(await namesOn(campaign.campaign_slug)).toEqual(['Jane T.']);
    });

    it('refuses a naming it does not know, and changes nothing', async () => {
      const campaign = await givenCampaign({ public_naming: 'first_name' });

      const { status, body } = await edit(campaign.id, { public_naming: 'surname', adults_only: 'yes' });

      expect(status).toBe(400);
      expect(body.error.message).toBeTruthy();
      expect((await edit(campaign.id, { status: 'active' })).body).toMatchObject({ public_naming: 'first_name', adults_only: false });
    });
  });

  it("shows the newest image tagged 'shirt' (in any case) as the shirt's picture, with its public address and name", async () => {
    const campaign = await givenCampaign();
    const image = (name: string, tags: string[], file_type: 'image' | 'video' = 'image') =>
      putAsset({ name, description: null, file_type, file_key: `public/${randomUUID()}.png`, tags, target_role: 'all' });
    const old = await image('Old tee', ['shirt']);
    // Assets are ordered by their creation time: the newer one is made once the clock has moved on.
    while (new Date().toISOString() <= old.created_at) await new Promise((resolve) => setTimeout(resolve, 2));
    const newest = await image('The Climate Tee', ['product', 'Shirt']);
    await image('Tee clip', ['shirt'], 'video');
    await image('Logo', ['logo']);

    const { status, body } = await api('GET', campaignPagePath(campaign.campaign_slug));

    expect(status).toBe(200);
    expect(body.shirt_image).toEqual({ url: newest.file_url, alt: 'The Climate Tee' });
    expect(newest.file_url).toMatch(new RegExp(`^${process.env.ASSETS_BASE_URL}/public/`));
  });

  it("answers 404 'Campaign not found' for an unknown or inactive campaign", async () => {
    const pending = await givenCampaign({ status: 'pending' });

    for (const slug of ['no-such-campaign', pending.campaign_slug]) {
      const { status, body } = await api('GET', `/api/leaderboards/campaign-pages/${slug}`);
      expect(status).toBe(404);
      expect(body.error.message).toBe('Campaign not found');
    }
  });

  it('stops serving a campaign page as soon as the campaign is no longer active, even after it was read', async () => {
    const campaign = await givenCampaign();
    const before = await api('GET', `/api/leaderboards/campaign-pages/${campaign.campaign_slug}`);
    await setCampaignStatus(campaign, 'cancelled');

    const after = await api('GET', `/api/leaderboards/campaign-pages/${campaign.campaign_slug}`);

    expect(before.status).toBe(200);
    expect(after.status).toBe(404);
  });
});
