import { randomUUID } from 'node:crypto';
import type { AdminOrdersPage, RecountPage } from '@app/shared/orders';
import { orders as contracts, pathOf } from '@app/shared/contracts';
import { shopifyRefundPayload } from '@app/shared/orders';
import * as z from 'zod';
import { deleteItems, getItem, putItem, transact, updateItem } from '#lib/table';
import { api, givenUser } from '#test/api';
import { givenCampaign } from '#test/campaigns';
import { MONEY_CASES } from '#test/money-cases';
import { eventually, givenAmbassador, newOrderId, sendWebhook, settled, shopifyOrder } from '#test/store';
import { getAmbassadorTotals, totalsUpdates } from '../leaderboards';
import { getCampaignTotals } from '../leaderboards/seeding';
import { getOrder, orderKeys } from './order-data';

async function creditOf(userId: string) {
  const totals = await getAmbassadorTotals(userId, true);
  return { shirts: totals?.units_sold, sales: totals?.total_sales, commission: totals?.total_commission };
}

describe('money on real store orders, through the signed webhook, the bus and the consumer', () => {
  it.each(MONEY_CASES)('$name', async ({ deliveries, expected }) => {
    const campaign = await givenCampaign();
    const member = await givenAmbassador('fundraising_ambassador', { campaignId: campaign.id });
    for (const { topic, payload } of deliveries(member.code, newOrderId())) {
      expect((await sendWebhook(topic, payload)).status).toBe(200);
    }

    await eventually(async () => expect(await creditOf(member.userId)).toEqual(expected));
    // The organization's $5 and the climate $1 move with eligible shirts only.
    expect(await getCampaignTotals(campaign.id)).toMatchObject({
      total_units_sold: expected.shirts,
      total_sales: expected.sales,
      total_donated_to_org: expected.shirts * 5,
      total_donated_to_environment: expected.shirts,
    });
  });
});

describe('the recount', () => {
  let admin: string;
  beforeAll(async () => {
    admin = (await givenUser('admin')).token;
  });

  /** Every page of the recount, as `npm run recount` walks them; the changes it reported. */
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

  it('moves an order stored before the money rules to them, once, while its refund arrives', async () => {
    const { userId, code } = await givenAmbassador('student');
    // 3 shirts at $20 with the code (54.00 of lines), shipping 5.00 and tax 4.32: counted then as its $63.32 total.
    const order = shopifyOrder({ code, quantity: 3, unitPrice: 20 });
    const orderId = String(order.id);
    const line = order.line_items[0]!;
    const ambassador = {
      user_id: userId,
      role: 'student' as const,
      campaign_id: null,
      first_name: 'Amb',
      last_name: 'Tester',
      school: 'Test High School',
    };
    const counted = { units: 3, sales_cents: 6332, commission_cents: 633, orders: 1 };
    const legacyState = {
      order_id: orderId,
      order: {
        name: order.name,
        created_at: order.created_at,
        processed_at: order.processed_at,
        currency: 'USD',
        line_items: [{ id: String(line.id), quantity: 3, price: 2000, title: line.title }],
        gross_cents: 6332,
        discount_code: code,
      },
      ambassador,
      paid: true,
      cancelled: false,
      commission_rate: 10,
      refund_ids: [],
      refunded_quantities: {},
      refunded_cents: 0,
      counted,
    };
    await putItem({
      Item: {
        ...orderKeys.primary(orderId),
        ...orderKeys.byAmbassador(userId, order.processed_at, orderId),
        ...orderKeys.all(order.processed_at, orderId),
        state: legacyState,
        version: 1,
        applied_webhooks: [],
        id: orderId,
        created_at: order.created_at,
        order_date: order.processed_at,
        student_user_id: userId,
        campaign_id: null,
        status: 'paid',
      },
    });
    await transact(totalsUpdates(ambassador, counted));
    expect(await creditOf(userId)).toEqual({ shirts: 3, sales: 63.32, commission: 6.33 });

    // A refund of one shirt ($18.00 after the code) races the recount: whichever goes first, the order ends
    // as 2 shirts. The old state kept no discount, so its lines are valued at their $60.00 list price.
    const [changed] = await Promise.all([
      recountAll(),
      sendWebhook('refunds/create', shopifyRefundPayload(order, { id: newOrderId(), lines: [{ index: 0, quantity: 1 }] })),
    ]);

    await eventually(async () => expect(await creditOf(userId)).toEqual({ shirts: 2, sales: 42, commission: 4.2 }));
    expect(await getOrder(orderId)).toMatchObject({
      order_amount: 42,
      commission_amount: 4.2,
      gross_amount: 63.32,
      status: 'partially_refunded',
    });
    const reported = changed.find((change) => change.order_id === orderId);
    if (reported) expect(reported.before).toEqual({ shirts: 3, sales: 63.32, commission: 6.33 });

    // Idempotent: a second recount finds nothing to change for it.
    expect((await recountAll()).some((change) => change.order_id === orderId)).toBe(false);
    expect(await creditOf(userId)).toEqual({ shirts: 2, sales: 42, commission: 4.2 });
  });

  /** The ids of the orders the admin's search finds first. */
  async function searchFinds(search: string): Promise<string[]> {
    const query = new URLSearchParams({ search }).toString();
    const page = await api<AdminOrdersPage>('GET', `${pathOf(contracts.listAdminOrders)}?${query}`, { token: admin });
    expect(page.status).toBe(200);
    return page.body.orders.map((order) => order.id);
  }

  it('gives an order stored before the search its search entries, and moves no total', async () => {
    const { userId, code } = await givenAmbassador('student');
    const email = `buyer-${randomUUID()}@example.test`;
    const order = shopifyOrder({ code, quantity: 2, unitPrice: 20, email });
    const orderId = String(order.id);
    await sendWebhook('orders/paid', order);
    await eventually(async () => expect(await searchFinds(email)).toEqual([orderId]));
    const credit = await creditOf(userId);
    // As stored before the search: no entries, and no list of the terms they index.
    const stored = await getItem(orderKeys.primary(orderId));
    const terms = z.array(z.string()).parse(stored?.search_terms);
    await deleteItems(terms.map((term) => orderKeys.search(term, order.processed_at, orderId)));
    await updateItem({ Key: orderKeys.primary(orderId), UpdateExpression: 'REMOVE search_terms' });
    await settled();
    expect(await searchFinds(email)).toEqual([]);

    const changed = await recountAll();
    await settled();

    expect(changed.some((change) => change.order_id === orderId)).toBe(false);
    for (const search of [order.name, code, email]) expect(await searchFinds(search)).toContain(orderId);
    expect(await creditOf(userId)).toEqual(credit);
  });

  it('refuses a cursor that is not one of its own, and anyone but an admin', async () => {
    const bad = await api('POST', pathOf(contracts.recountOrders), { token: admin, body: { cursor: 'not-a-cursor' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(contracts.recountOrders.errors.badCursor);
    const student = await givenUser('student');
    expect((await api('POST', pathOf(contracts.recountOrders), { token: student.token, body: {} })).status).toBe(403);
  });
});
