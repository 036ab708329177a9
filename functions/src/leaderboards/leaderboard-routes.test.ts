import { api, givenUser } from '#test/api';
import { eventually, givenAmbassador, sendWebhook, shopifyOrder } from '#test/store';
import { givenCampaign } from '#test/campaigns';
import { setCampaignStatus } from '../campaigns';

describe('leaderboard routes', () => {
  it('serves the public campaign page: campaign, totals at $5 and $1 a shirt, and the ranked members', async () => {
    const campaign = await givenCampaign({ school_name: 'Hillside High School', description: 'Shirts for the climate' });
    const jane = await givenAmbassador('fundraising_ambassador', { campaignId: campaign.id, firstName: 'Jane' });
    await givenAmbassador('fundraising_ambassador', { campaignId: campaign.id, firstName: 'Omar' });
    await sendWebhook('orders/paid', shopifyOrder({ code: jane.code, quantity: 3, unitPrice: 25 }));

    const page = await eventually(async () => {
      const answer = await api('GET', `/api/leaderboards/campaign-pages/${campaign.campaign_slug}`);
      expect(answer.body.stats.total_units_sold).toBe(3);
      return answer;
    });

    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('public, max-age=30');
    expect(page.body).toEqual({
      campaign: expect.objectContaining({
        id: campaign.id,
        school_name: 'Hillside High School',
        campaign_slug: campaign.campaign_slug,
        description: 'Shirts for the climate',
      }),
      stats: { total_units_sold: 3, total_donated_to_org: 15, total_donated_to_environment: 3 },
      leaderboard: [
        { rank: 1, student_name: 'Jane Tester', units_sold: 3, total_sales: 67.5 },
        { rank: 2, student_name: 'Omar Tester', units_sold: 0, total_sales: 0 },
      ],
    });
  });

  it("answers 404 'Campaign not found' for an unknown or inactive campaign", async () => {
    const pending = await givenCampaign({ status: 'pending' });

    for (const slug of ['no-such-campaign', pending.campaign_slug]) {
      const { status, body } = await api('GET', `/api/leaderboards/campaign-pages/${slug}`);
      expect(status).toBe(404);
      expect(body.error.message).toBe('Campaign not found');
    }
  });

  it('gives a campaign member the campaign leaderboard with its totals, and a student the student leaderboard', async () => {
    const campaign = await givenCampaign();
    const member = await givenAmbassador('fundraising_ambassador', { campaignId: campaign.id });
    const fundraiser = await givenUser('fundraising_ambassador', { campaign_id: campaign.id });
    const student = await givenUser('student');

    const board = await api('GET', `/api/leaderboards/campaigns/${campaign.id}`, { token: fundraiser.token });
    const students = await api('GET', '/api/leaderboards/students?limit=5', { token: student.token });

    expect(board.status).toBe(200);
    expect(board.body.totals).toMatchObject({ campaign_id: campaign.id, total_units_sold: 0 });
    expect(board.body.leaderboard).toEqual([expect.objectContaining({ rank: 1, member_user_id: member.userId, units_sold: 0 })]);
    expect(students.status).toBe(200);
    expect(students.body.leaderboard.length).toBeLessThanOrEqual(5);
  });

  it('lists on the student leaderboard only the students who have sold, ranked from 1', async () => {
    const seller = await givenAmbassador('student');
    const newcomer = await givenAmbassador('student');
    const reader = await givenUser('student');
    await sendWebhook('orders/paid', shopifyOrder({ code: seller.code, quantity: 2, unitPrice: 25 }));

    const rows: Array<{ rank: number; member_user_id: string; units_sold: number }> = await eventually(async () => {
      const { status, body } = await api('GET', '/api/leaderboards/students?limit=500', { token: reader.token });
      expect(status).toBe(200);
      expect(body.leaderboard).toContainEqual(expect.objectContaining({ member_user_id: seller.userId, units_sold: 2, total_sales: 45 }));
      return body.leaderboard;
    });

    expect(rows.some((row) => row.member_user_id === newcomer.userId)).toBe(false);
    expect(rows.every((row) => row.units_sold > 0)).toBe(true);
    expect(rows.map((row) => row.rank)).toEqual(rows.map((_, index) => index + 1));
  });

  it("refuses a fundraising ambassador another campaign's leaderboard, and lets an admin read any", async () => {
    const [own, other] = await Promise.all([givenCampaign(), givenCampaign()]);
    const fundraiser = await givenUser('fundraising_ambassador', { campaign_id: own.id });
    const admin = await givenUser('admin');

    const refused = await api('GET', `/api/leaderboards/campaigns/${other.id}`, { token: fundraiser.token });
    const asAdmin = await api('GET', `/api/leaderboards/campaigns/${other.id}`, { token: admin.token });

    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('You can only see the leaderboard of your own campaign.');
    expect(asAdmin.status).toBe(200);
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
