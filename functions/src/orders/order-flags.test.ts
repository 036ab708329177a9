import { randomUUID } from 'node:crypto';
import type { FlaggedOrder, OrderFlagsPage } from '@app/shared/orders';
import { orders as contracts, pathOf } from '@app/shared/contracts';
import { api, givenUser } from '#test/api';
import { givenCampaign } from '#test/campaigns';
import { givenAmbassador, shopifyOrder, storeDelivery } from '#test/store';
import { getAmbassadorTotals } from '../leaderboards';
import { getCampaignTotals } from '../leaderboards/seeding';
import { ambassadorEarnings } from '../payouts';
import { personalCodeKeys } from '../profiles/seeding';
import { updateItem } from '#lib/table';
import { getStoredOrder } from './order-data';
import { recordStoreEvent } from './record-store-event';

const paid = async (payload: unknown) => recordStoreEvent(await storeDelivery('orders/paid', payload));

const figuresOf = async (userId: string) => {
  const totals = await getAmbassadorTotals(userId, true);
  return { shirts: totals?.units_sold ?? 0, commission: totals?.total_commission ?? 0 };
};

describe('self-referral and fraud flags', () => {
  let admin: string;
  beforeAll(async () => {
    admin = (await givenUser('admin', { first_name: 'Ada', last_name: 'Admin' })).token;
  });

  const decide = (orderId: string, body: unknown) =>
    api<FlaggedOrder>('POST', pathOf(contracts.decideOrderFlag, { orderId }), { token: admin, body });
  const heldFlags = async () => {
    const flags: FlaggedOrder[] = [];
    let cursor: string | undefined;
    do {
      const page = await api<OrderFlagsPage>('GET', `${pathOf(contracts.listOrderFlags)}?status=held${cursor ? `&cursor=${cursor}` : ''}`, {
        token: admin,
      });
      expect(page.status).toBe(200);
      flags.push(...page.body.flags);
      cursor = page.body.next_cursor ?? undefined;
    } while (cursor);
    return flags;
  };

  it('tells a self-referral on a code claimed before claims carried their owner’s e-mail, from the profile', async () => {
    const student = await givenAmbassador('student');
    await updateItem({ Key: personalCodeKeys.primary(student.code), UpdateExpression: 'REMOVE owner_email' });
    const order = shopifyOrder({ code: student.code, email: ` ${student.userId}@Example.test ` });

    await paid(order);

    expect((await getStoredOrder(String(order.id))).state.flag).toMatchObject({ reasons: ['self_referral'], status: 'held' });
    expect(await figuresOf(student.userId)).toEqual({ shirts: 0, commission: 0 });
  });

  it('holds an order bought with the ambassador’s own e-mail: no shirts, sales or commission for them or their campaign until an admin clears it', async () => {
    const campaign = await givenCampaign();
    const fundraiser = await givenAmbassador('fundraising_ambassador', { campaignId: campaign.id });
    const order = shopifyOrder({ code: fundraiser.code, quantity: 2, unitPrice: 25, email: `${fundraiser.userId}@EXAMPLE.test` });

    await paid(order);

    const orderId = String(order.id);
    expect((await getStoredOrder(orderId)).state.flag).toMatchObject({ reasons: ['self_referral'], status: 'held' });
    expect(await figuresOf(fundraiser.userId)).toEqual({ shirts: 0, commission: 0 });
    expect((await getCampaignTotals(campaign.id)).total_units_sold).toBe(0);
    expect((await ambassadorEarnings(fundraiser.userId)).total_earnings).toBe(0);
    const listed = (await heldFlags()).find((flag) => flag.order_id === orderId);
    expect(listed).toMatchObject({
      order_reference: order.name,
      commission_held: 4.5,
      buyer_email: `${fundraiser.userId}@example.test`,
      ambassador: { user_id: fundraiser.userId },
      flag: { reasons: ['self_referral'], status: 'held', decided_by_name: null },
    });

    const cleared = await decide(orderId, { decision: 'clear', note: 'Bought for her aunt.' });

    expect(cleared.status).toBe(200);
    expect(cleared.body.flag).toMatchObject({ status: 'cleared', decided_by_name: 'Ada Admin', note: 'Bought for her aunt.' });
    expect(await figuresOf(fundraiser.userId)).toEqual({ shirts: 2, commission: 4.5 });
    expect((await getCampaignTotals(campaign.id)).total_units_sold).toBe(2);
    expect((await ambassadorEarnings(fundraiser.userId)).total_earnings).toBe(4.5);
    expect((await heldFlags()).some((flag) => flag.order_id === orderId)).toBe(false);

    // Voiding a cleared order moves everything back; a voided order's flag cannot change.
    expect((await decide(orderId, { decision: 'void' })).status).toBe(200);
    expect(await figuresOf(fundraiser.userId)).toEqual({ shirts: 0, commission: 0 });
    expect((await getCampaignTotals(campaign.id)).total_units_sold).toBe(0);
    expect(await decide(orderId, { decision: 'clear' })).toMatchObject({ status: 409 });
  });

  it('flags the orders past the limit from one buyer with one code in a day, and counts those within it', async () => {
    const student = await givenAmbassador('student');
    const buyer = `buyer-${randomUUID()}@example.test`;
    const orders = Array.from({ length: 5 }, () => shopifyOrder({ code: student.code, email: buyer }));

    for (const order of orders) await paid(order);

    const flags = await Promise.all(orders.map(async (order) => (await getStoredOrder(String(order.id))).state.flag));
    expect(flags.slice(0, 3)).toEqual([undefined, undefined, undefined]);
    expect(flags.slice(3).map((flag) => flag?.reasons)).toEqual([['repeat_buyer'], ['repeat_buyer']]);
    expect((await figuresOf(student.userId)).shirts).toBe(3);
    // Another buyer's order the same day counts.
    await paid(shopifyOrder({ code: student.code }));
    expect((await figuresOf(student.userId)).shirts).toBe(4);

    const voided = await decide(String(orders[3]!.id), { decision: 'void', note: 'Testing the code' });
    expect(voided.body.flag).toMatchObject({ status: 'voided', note: 'Testing the code' });
    expect((await figuresOf(student.userId)).shirts).toBe(4);
  });

  it('refuses a decision on an order never flagged, an unknown order and a bad decision', async () => {
    const student = await givenAmbassador('student');
    const order = shopifyOrder({ code: student.code });
    await paid(order);

    expect(await decide(String(order.id), { decision: 'clear' })).toMatchObject({ status: 409 });
    expect(await decide('9999999999998', { decision: 'clear' })).toMatchObject({ status: 404 });
    expect(await decide(String(order.id), { decision: 'approve' })).toMatchObject({ status: 400 });
    expect(await decide(String(order.id), { decision: 'void', note: 'x'.repeat(501) })).toMatchObject({ status: 400 });
  });
});
