import { api, givenUser } from '#test/api';
import { eventually, givenAmbassador, sendWebhook, settled, shopifyOrder } from '#test/store';
import { givenCampaign } from '#test/campaigns';

describe('leaderboard routes', () => {
  it('gives a campaign member the campaign leaderboard with its totals, and a student the student leaderboard', async () => {
    const campaign = await givenCampaign();
    const member = await givenAmbassador('fundraising_ambassador', { campaignId: campaign.id });
    const fundraiser = await givenUser('fundraising_ambassador', { campaign_id: campaign.id });
    const student = await givenUser('student');
    // The member's ranking entry follows their totals row a moment later.
    await settled();

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
});
