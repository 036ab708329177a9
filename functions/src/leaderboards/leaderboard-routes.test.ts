import { randomUUID } from 'node:crypto';
import { AWAITING_APPROVAL } from '@app/shared/leaderboards';
import { api, givenUser } from '#test/api';
import { eventually, givenAmbassador, sendWebhook, settled, shopifyOrder } from '#test/store';
import { givenCampaign } from '#test/campaigns';

/** A member the admins approved: they hold a code, as every member on a leaderboard does. */
const approved = () => ({ personal_code: `R${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}` });

type MemberRow = { rank: number; name: string; units_sold: number; is_you: boolean; total_sales: number | null };

describe('leaderboard routes', () => {
  it('gives a campaign member the campaign leaderboard with its totals, and a student the student leaderboard', async () => {
    const campaign = await givenCampaign();
    const member = await givenAmbassador('fundraising_ambassador', { campaignId: campaign.id });
    const fundraiser = await givenUser('fundraising_ambassador', { campaign_id: campaign.id, ...approved() });
    const student = await givenUser('student', approved());
    // The member's ranking entry follows their totals row a moment later.
    await settled();

    const board = await api('GET', `/api/leaderboards/campaigns/${campaign.id}`, { token: fundraiser.token });
    const students = await api('GET', '/api/leaderboards/students?limit=5', { token: student.token });

    expect(board.status).toBe(200);
    expect(board.body.totals).toMatchObject({ campaign_id: campaign.id, total_units_sold: 0 });
    expect(board.body.leaderboard).toEqual([
      {
        rank: 1,
        name: `${member.firstName} T.`,
        school: campaign.school_name,
        units_sold: 0,
        badges: [],
        is_you: false,
        total_sales: null,
      },
    ]);
    expect(students.status).toBe(200);
    expect(students.body.leaderboard.length).toBeLessThanOrEqual(5);
  });

  it("names the others by first name and initial, with no id and no dollars, and gives a member their own row's sales", async () => {
    const seller = await givenAmbassador('student');
    const newcomer = await givenAmbassador('student');
    const reader = await givenUser('student', approved());
    await sendWebhook('orders/paid', shopifyOrder({ code: seller.code, quantity: 2, unitPrice: 25 }));

    const rows: MemberRow[] = await eventually(async () => {
      const { status, body } = await api('GET', '/api/leaderboards/students?limit=500', { token: reader.token });
      expect(status).toBe(200);
      expect(body.leaderboard).toContainEqual(
        expect.objectContaining({ name: `${seller.firstName} T.`, units_sold: 2, total_sales: null }),
      );
      return body.leaderboard;
    });

    expect(rows.some((row) => row.name === `${newcomer.firstName} T.`)).toBe(false);
    expect(rows.every((row) => row.units_sold > 0 && row.total_sales === null && !row.is_you)).toBe(true);
    expect(rows.map((row) => row.rank)).toEqual(rows.map((_, index) => index + 1));
    const text = JSON.stringify(rows);
    expect(text).not.toContain('Tester');
    expect(text).not.toContain(seller.userId);
    expect(text).not.toContain('member_user_id');
  });

  it('shows a member their own row in full, with their sales, and the others without', async () => {
    const campaign = await givenCampaign();
    const rival = await givenAmbassador('fundraising_ambassador', { campaignId: campaign.id });
    const me = await givenUser('fundraising_ambassador', { campaign_id: campaign.id, first_name: 'Quinn', last_name: 'Tester' });
    // Approved as a fundraiser's sign-up is: their code, which lists them on the campaign's leaderboard.
    const { assignPersonalCode } = await import('../code-sync');
    const code = await assignPersonalCode(me.userId, { campaignId: campaign.id });
    await sendWebhook('orders/paid', shopifyOrder({ code, quantity: 1, unitPrice: 25 }));

    const rows: MemberRow[] = await eventually(async () => {
      const { status, body } = await api('GET', `/api/leaderboards/campaigns/${campaign.id}`, { token: me.token });
      expect(status).toBe(200);
      expect(body.leaderboard).toContainEqual(expect.objectContaining({ name: 'Quinn Tester', is_you: true, units_sold: 1 }));
      return body.leaderboard;
    });

    expect(rows.find((row) => row.is_you)?.total_sales).toBeGreaterThan(0);
    expect(rows.find((row) => !row.is_you)).toMatchObject({ name: `${rival.firstName} T.`, total_sales: null });
  });

  it('answers a sign-up still awaiting approval 403 with a message, on both leaderboards', async () => {
    const campaign = await givenCampaign();
    const pendingStudent = await givenUser('student');
    const codelessMember = await givenUser('fundraising_ambassador', { campaign_id: campaign.id });

    const answers = await Promise.all([
      api('GET', '/api/leaderboards/students', { token: pendingStudent.token }),
      api('GET', `/api/leaderboards/campaigns/${campaign.id}`, { token: codelessMember.token }),
    ]);

    for (const { status, body } of answers) {
      expect(status).toBe(403);
      expect(body.error.message).toBe(AWAITING_APPROVAL);
    }
  });

  it("refuses a fundraising ambassador another campaign's leaderboard, and lets an admin read any", async () => {
    const [own, other] = await Promise.all([givenCampaign(), givenCampaign()]);
    const fundraiser = await givenUser('fundraising_ambassador', { campaign_id: own.id, ...approved() });
    const admin = await givenUser('admin');

    const refused = await api('GET', `/api/leaderboards/campaigns/${other.id}`, { token: fundraiser.token });
    const asAdmin = await api('GET', `/api/leaderboards/campaigns/${other.id}`, { token: admin.token });

    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('You can only see the leaderboard of your own campaign.');
    expect(asAdmin.status).toBe(200);
  });
});
