import { MAX_LENGTH } from '@app/shared/platform';
import { randomUUID } from 'node:crypto';
import { eventually, givenAmbassador, newOrderId, sendWebhook, settled, shopifyOrder, shopifyRefund } from '#test/store';
import { givenCampaign } from '#test/campaigns';
import { campaignLeaderboard, getAmbassadorTotals } from '../leaderboards';
import { getCampaignTotals, studentLeaderboard } from '../leaderboards/seeding';
import { getOrder, listAmbassadorOrders, listUnattributedOrders } from './order-data';

async function totalsOf(userId: string) {
  const totals = await getAmbassadorTotals(userId, true);
  return { units: totals?.units_sold, sales: totals?.total_sales, commission: totals?.total_commission, orders: totals?.orders_count };
}

describe('order attribution and totals', () => {
  it('stores a paid order for the ambassador whose code it used and moves their and their campaign totals together', async () => {
    const campaign = await givenCampaign();
    const member = await givenAmbassador('fundraising_ambassador', { campaignId: campaign.id });
    const order = shopifyOrder({ code: member.code.toLowerCase(), quantity: 3, unitPrice: 20 });

    await sendWebhook('orders/paid', order);

    await eventually(async () => expect(await totalsOf(member.userId)).toEqual({ units: 3, sales: 54, commission: 5.4, orders: 1 }));
    expect(await getCampaignTotals(campaign.id)).toMatchObject({
      total_units_sold: 3,
      total_sales: 54,
      total_donated_to_org: 15,
      total_donated_to_environment: 3,
      orders_count: 1,
    });
    expect(await getOrder(String(order.id))).toMatchObject({
      order_reference: order.name,
      order_amount: 54,
      commission_amount: 5.4,
      discount_code: member.code.toLowerCase(),
      student_user_id: member.userId,
      campaign_id: campaign.id,
      status: 'paid',
      shopify_line_items: [expect.objectContaining({ quantity: 3 })],
    });
    await settled();
    expect((await listAmbassadorOrders(member.userId)).orders.map((o) => o.id)).toEqual([String(order.id)]);
  });

  it('ranks campaign members and students on their leaderboards by shirts sold', async () => {
    const campaign = await givenCampaign();
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(() => givenAmbassador('fundraising_ambassador', { campaignId: campaign.id })),
    );
    const student = await givenAmbassador('student');
    await Promise.all([
      sendWebhook('orders/paid', shopifyOrder({ code: first!.code, quantity: 5 })),
      sendWebhook('orders/paid', shopifyOrder({ code: second!.code, quantity: 2 })),
      sendWebhook('orders/paid', shopifyOrder({ code: student.code, quantity: 7 })),
    ]);

    await eventually(async () => expect((await campaignLeaderboard(campaign.id)).map((row) => row.units_sold)).toEqual([5, 2, 0]));
    const rows = await campaignLeaderboard(campaign.id);
    expect(rows.map((row) => [row.rank, row.member_user_id])).toEqual([
      [1, first!.userId],
      [2, second!.userId],
      [3, third!.userId],
    ]);
    await eventually(async () =>
      expect((await studentLeaderboard(500)).find((row) => row.member_user_id === student.userId)?.units_sold).toBe(7),
    );
    expect((await studentLeaderboard(500)).some((row) => row.member_user_id === first!.userId)).toBe(false);
  });

  it('counts a redelivered webhook once', async () => {
    const { userId, code } = await givenAmbassador('student');
    const order = shopifyOrder({ code, quantity: 2 });
    const webhookId = randomUUID();

    await sendWebhook('orders/paid', order, { webhookId });
    await eventually(async () => expect((await totalsOf(userId)).units).toBe(2));
    await sendWebhook('orders/paid', order, { webhookId });
    await sendWebhook('orders/paid', order, { webhookId: randomUUID() });
    await sendWebhook('orders/create', order, { webhookId: randomUUID() });
    await settled();

    expect(await totalsOf(userId)).toEqual({ units: 2, sales: 36, commission: 3.6, orders: 1 });
  });

  it('applies a delivery whose marker a crashed write left behind without the order, once', async () => {
    const { userId, code } = await givenAmbassador('student');
    const order = shopifyOrder({ code, quantity: 2 });
    const webhookId = randomUUID();
    // What a store that died in the middle of the transaction leaves: the delivery's marker, no order.
    const { putItem } = await import('#lib/table');
    const { orderKeys } = await import('./order-data');
    await putItem({ Item: { ...orderKeys.webhook(webhookId), topic: 'orders/paid', order_id: String(order.id) } });

    await sendWebhook('orders/paid', order, { webhookId });
    await eventually(async () => expect((await totalsOf(userId)).units).toBe(2));
    await sendWebhook('orders/paid', order, { webhookId });
    await settled();

    expect(await totalsOf(userId)).toEqual({ units: 2, sales: 36, commission: 3.6, orders: 1 });
  });

  it('counts the same webhook fired five times at once only once', async () => {
    const { userId, code } = await givenAmbassador('student');
    const order = shopifyOrder({ code, quantity: 4 });
    const webhookId = randomUUID();

    const answers = await Promise.all(Array.from({ length: 5 }, () => sendWebhook('orders/paid', order, { webhookId })));
    // And the same order under five different delivery ids, as orders/create and orders/paid both bring it.
    await Promise.all(Array.from({ length: 5 }, (_, i) => sendWebhook(i % 2 ? 'orders/create' : 'orders/paid', order)));

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    await settled();
    expect(await totalsOf(userId)).toEqual({ units: 4, sales: 72, commission: 7.2, orders: 1 });
  });

  it('reverses a cancelled order exactly', async () => {
    const campaign = await givenCampaign();
    const member = await givenAmbassador('fundraising_ambassador', { campaignId: campaign.id });
    const kept = shopifyOrder({ code: member.code, quantity: 1, unitPrice: 30 });
    const cancelled = shopifyOrder({ code: member.code, quantity: 3 });
    await sendWebhook('orders/paid', kept);
    await sendWebhook('orders/paid', cancelled);
    await eventually(async () => expect((await totalsOf(member.userId)).units).toBe(4));

    await sendWebhook('orders/cancelled', { ...cancelled, cancelled_at: new Date().toISOString() });

    await eventually(async () => expect(await totalsOf(member.userId)).toEqual({ units: 1, sales: 27, commission: 2.7, orders: 1 }));
    expect(await getCampaignTotals(campaign.id)).toMatchObject({
      total_units_sold: 1,
      total_donated_to_org: 5,
      total_donated_to_environment: 1,
    });
    expect((await getOrder(String(cancelled.id)))?.status).toBe('cancelled');
  });

  it('keeps a cancellation that arrives before the paid event as a tombstone, so totals never go negative', async () => {
    const { userId, code } = await givenAmbassador('student');
    const order = shopifyOrder({ code, quantity: 2 });

    await sendWebhook('orders/cancelled', { ...order, financial_status: 'voided', cancelled_at: new Date().toISOString() });
    await eventually(async () => expect((await getOrder(String(order.id)))?.status).toBe('cancelled'));
    expect(await totalsOf(userId)).toEqual({ units: 0, sales: 0, commission: 0, orders: 0 });
    await sendWebhook('orders/paid', order);
    await settled();

    expect(await totalsOf(userId)).toEqual({ units: 0, sales: 0, commission: 0, orders: 0 });
    expect((await getOrder(String(order.id)))?.status).toBe('cancelled');
  });

  it('reverses a partial refund by its lines, once, and never beyond what was counted', async () => {
    const { userId, code } = await givenAmbassador('student');
    const order = shopifyOrder({
      code,
      lines: [
        { quantity: 3, price: 20 },
        { quantity: 1, price: 30 },
      ],
    });
    await sendWebhook('orders/paid', order);
    await eventually(async () => expect((await totalsOf(userId)).units).toBe(4));

    const refund = shopifyRefund(order, [{ index: 0, quantity: 1 }]);
    await sendWebhook('refunds/create', refund);
    await sendWebhook('refunds/create', refund);
    await eventually(async () => expect(await totalsOf(userId)).toEqual({ units: 3, sales: 63, commission: 6.3, orders: 1 }));
    expect(await getOrder(String(order.id))).toMatchObject({
      status: 'partially_refunded',
      order_amount: 63,
      commission_amount: 6.3,
      // What the buyer paid: $81.00 of shirts after the code, $6.48 tax and $5.00 shipping.
      gross_amount: 92.48,
    });

    // Refunds of everything and more: the order stops contributing, and nothing goes below zero.
    await sendWebhook(
      'refunds/create',
      shopifyRefund(
        order,
        [
          { index: 0, quantity: 3 },
          { index: 1, quantity: 1 },
        ],
        { shipping: true },
      ),
    );
    await eventually(async () => expect(await totalsOf(userId)).toEqual({ units: 0, sales: 0, commission: 0, orders: 0 }));
    expect((await getOrder(String(order.id)))?.status).toBe('refunded');
  });

  it('applies a refund that arrives before its order when the order comes', async () => {
    const { userId, code } = await givenAmbassador('student');
    const order = shopifyOrder({ code, quantity: 3, unitPrice: 10 });

    await sendWebhook('refunds/create', shopifyRefund(order, [{ index: 0, quantity: 1 }]));
    await settled();
    expect((await totalsOf(userId)).units).toBe(0);
    await sendWebhook('orders/paid', order);

    await eventually(async () => expect(await totalsOf(userId)).toEqual({ units: 2, sales: 18, commission: 1.8, orders: 1 }));
  });

  it('credits a member whose name is as long as a name may be, though it makes a code of over 100 characters', async () => {
    const campaign = await givenCampaign();
    const firstName = `Long${newOrderId()}`.padEnd(MAX_LENGTH.name, 'x');
    const member = await givenAmbassador('fundraising_ambassador', { campaignId: campaign.id, firstName });
    expect(member.code.length).toBeGreaterThan(100);

    await sendWebhook('orders/paid', shopifyOrder({ code: member.code, quantity: 2, unitPrice: 20 }));

    await eventually(async () => expect(await totalsOf(member.userId)).toMatchObject({ units: 2, orders: 1 }));
  });

  it('keeps an order whose code matches nobody as unattributed, changing no totals', async () => {
    const order = shopifyOrder({ code: `NOBODY${newOrderId()}`, quantity: 2 });

    await sendWebhook('orders/paid', order);

    await eventually(async () =>
      expect(await getOrder(String(order.id))).toMatchObject({
        student_user_id: null,
        campaign_id: null,
        status: 'paid',
        order_amount: 36,
        commission_amount: 0,
      }),
    );
    await settled();
    expect((await listUnattributedOrders(100)).orders.map((o) => o.id)).toContain(String(order.id));
  });
});
