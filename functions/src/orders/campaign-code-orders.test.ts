import type { AdminOrderDetail, AdminOrdersPage, RecountPage } from '@app/shared/orders';
import { orders as contracts, pathOf } from '@app/shared/contracts';
import { api, givenUser } from '#test/api';
import { givenCampaign } from '#test/campaigns';
import { eventually, givenAmbassador, sendWebhook, settled, shopifyOrder, shopifyRefund } from '#test/store';
import { campaignLeaderboard, getAmbassadorTotals } from '../leaderboards';
import { getCampaignTotals } from '../leaderboards/seeding';
import { getOrder, listUnattributedOrders } from './order-data';

let admin: string;
beforeAll(async () => {
  admin = (await givenUser('admin')).token;
});

async function memberTotals(userId: string) {
  const totals = await getAmbassadorTotals(userId, true);
  return { units: totals?.units_sold ?? 0, sales: totals?.total_sales ?? 0, commission: totals?.total_commission ?? 0 };
}

const campaignFigures = async (campaignId: string) => {
  const totals = await getCampaignTotals(campaignId);
  return {
    units: totals.total_units_sold,
    sales: totals.total_sales,
    commission: totals.total_commission,
    org: totals.total_donated_to_org,
    climate: totals.total_donated_to_environment,
    orders: totals.orders_count,
  };
};

/** Every page of the order recount, as `npm run recount` walks them; the changes it reported. */
async function recountAll(): Promise<RecountPage['changed']> {
  const changed: RecountPage['changed'] = [];
  let cursor: string | undefined;
  do {
    const page = await api<RecountPage>('POST', pathOf(contracts.recountOrders), { token: admin, body: cursor ? { cursor } : {} });
    expect(page.status).toBe(200);
    changed.push(...page.body.changed);
    cursor = page.body.next_cursor ?? undefined;
  } while (cursor);
  return changed;
}

describe("orders with a campaign's own code (issue 45)", () => {
  it("move the campaign's totals, $5 and $1 a shirt, and no member's, with no commission; a refund moves them back; the recount agrees", async () => {
    const campaign = await givenCampaign();
    const member = await givenAmbassador('fundraising_ambassador', { campaignId: campaign.id });
    // 3 shirts at $20 with the code's 10% off: $54.00 of sales.
    const order = shopifyOrder({ code: campaign.campaign_code!.toLowerCase(), quantity: 3, unitPrice: 20 });

    expect((await sendWebhook('orders/paid', order)).status).toBe(200);

    await eventually(async () =>
      expect(await campaignFigures(campaign.id)).toEqual({ units: 3, sales: 54, commission: 0, org: 15, climate: 3, orders: 1 }),
    );
    await settled();
    expect(await memberTotals(member.userId)).toEqual({ units: 0, sales: 0, commission: 0 });
    expect((await campaignLeaderboard(campaign.id)).map((row) => [row.member_user_id, row.units_sold])).toEqual([[member.userId, 0]]);
    expect(await getOrder(String(order.id))).toMatchObject({
      order_amount: 54,
      commission_amount: 0,
      student_user_id: null,
      campaign_id: campaign.id,
      status: 'paid',
    });
    // The campaign's order, not an unattributed one: listed apart, and no admin may credit it to a member.
    expect((await listUnattributedOrders(200)).orders.some((listed) => listed.id === String(order.id))).toBe(false);
    // Its row in Codes & Orders says why it earned no commission (issue 45), as its page does.
    const search = `${pathOf(contracts.listAdminOrders)}?search=${encodeURIComponent(order.name)}`;
    await eventually(async () =>
      expect(
        (await api<AdminOrdersPage>('GET', search, { token: admin })).body.orders.find((row) => row.id === String(order.id)),
      ).toMatchObject({
        commission_reason: 'campaign_code',
      }),
    );
    const detail = await api<AdminOrderDetail>('GET', pathOf(contracts.getAdminOrder, { orderId: String(order.id) }), { token: admin });
    expect(detail.body).toMatchObject({
      campaign_id: campaign.id,
      campaign_name: campaign.campaign_name,
      ambassador: null,
      attributed_by: 'code',
      credited: {
        shirts: 3,
        commission: { amount: 0, reason: 'campaign_code' },
        organization: { amount: 15, reason: 'earned' },
        climate: { amount: 3, reason: 'earned' },
      },
    });
    const credit = await api('POST', pathOf(contracts.creditOrder, { orderId: String(order.id) }), {
      token: admin,
      body: { user_id: member.userId, reason: 'Their friend' },
    });
    expect(credit.status).toBe(409);
    expect(credit.body).toMatchObject({ error: { message: contracts.creditOrder.errors.campaignCode } });

    // A refund of one shirt ($18.00 of its lines) moves the campaign back by exactly it.
    expect((await sendWebhook('refunds/create', shopifyRefund(order, [{ index: 0, quantity: 1 }]))).status).toBe(200);
    await eventually(async () =>
      expect(await campaignFigures(campaign.id)).toEqual({ units: 2, sales: 36, commission: 0, org: 10, climate: 2, orders: 1 }),
    );

    // The recount folds it as the webhooks did: nothing to change.
    expect((await recountAll()).some((change) => change.order_id === String(order.id))).toBe(false);
    await settled();
    expect(await campaignFigures(campaign.id)).toEqual({ units: 2, sales: 36, commission: 0, org: 10, climate: 2, orders: 1 });
    expect(await memberTotals(member.userId)).toEqual({ units: 0, sales: 0, commission: 0 });
  });

  it('takes a cancellation back out of the campaign totals', async () => {
    const campaign = await givenCampaign();
    const order = shopifyOrder({ code: campaign.campaign_code!, quantity: 2, unitPrice: 25 });

    await sendWebhook('orders/paid', order);
    await eventually(async () => expect((await campaignFigures(campaign.id)).units).toBe(2));
    await sendWebhook('orders/cancelled', { ...order, cancelled_at: new Date().toISOString() });

    await eventually(async () =>
      expect(await campaignFigures(campaign.id)).toEqual({ units: 0, sales: 0, commission: 0, org: 0, climate: 0, orders: 0 }),
    );
  });
});
