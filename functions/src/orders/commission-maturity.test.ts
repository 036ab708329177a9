import { randomUUID } from 'node:crypto';
import { pathOf, payouts } from '@app/shared/contracts';
import type { StoreTopic } from '@app/shared/orders';
import { api, givenUser } from '#test/api';
import { givenAmbassador, settled, shopifyOrder, shopifyRefund, type ShopifyOrder } from '#test/store';
import { getAmbassadorTotals } from '../leaderboards';
import { paymentSettings } from '../settings';
import { matureCommissions } from './commission-maturity';
import { getStoredOrder } from './order-data';
import { recordStoreEvent } from './record-store-event';
import { storeWebhookDetail } from './shopify-payload';

const DAY_MS = 24 * 3600 * 1000;

/** One store delivery through the consumer, called directly, then its order listed (the run finds orders there). */
async function fold(topic: StoreTopic, payload: unknown) {
  await recordStoreEvent(
    storeWebhookDetail(
      topic,
      { webhook_id: randomUUID(), shop: 'local-store.myshopify.com', received_at: new Date().toISOString() },
      payload,
    ),
  );
  await settled();
}

async function commissionOf(userId: string) {
  const totals = await getAmbassadorTotals(userId, true);
  return { earned: totals?.total_commission ?? 0, payable: totals?.payable_commission ?? 0 };
}

const maturedAt = async (order: ShopifyOrder) => (await getStoredOrder(String(order.id))).state.matured_at;

let holdDays: number;
let admin: string;
beforeAll(async () => {
  // The hold as Settings > Payments holds it: no test changes it.
  holdDays = (await paymentSettings()).commissionHoldDays;
  admin = (await givenUser('admin')).token;
});

/**
 * An ambassador's paid order placed a day more than the hold ago. Runs share one watermark, so every test
 * clock here stays within a few days of the real one (each run reads a week behind the watermark).
 */
async function givenOrderPastTheHold(quantity = 2) {
  const ambassador = await givenAmbassador('student');
  const placed = new Date(Date.now() - (holdDays + 1) * DAY_MS);
  const order = shopifyOrder({ code: ambassador.code, quantity, unitPrice: 50, at: placed });
  await fold('orders/paid', order);
  const { earned } = await commissionOf(ambassador.userId);
  expect(earned).toBeGreaterThan(0);
  return { ambassador, order, earned };
}

describe('the commission hold', () => {
  it('never makes payable an order refunded inside the hold: it matures with nothing left, and no payout can take its commission', async () => {
    const ambassador = await givenAmbassador('student');
    // Inside the hold by the real clock, so no other run matures it before the test clock does.
    const placed = new Date(Date.now() - (holdDays - 1) * DAY_MS);
    const order = shopifyOrder({ code: ambassador.code, quantity: 2, unitPrice: 50, at: placed });
    await fold('orders/paid', order);
    expect((await commissionOf(ambassador.userId)).earned).toBeGreaterThan(0);

    await matureCommissions(new Date());
    expect(await maturedAt(order)).toBeUndefined();
    expect((await commissionOf(ambassador.userId)).payable).toBe(0);
    await fold('refunds/create', shopifyRefund(order, [{ index: 0, quantity: 2 }]));

    // The test clock: a day past its hold.
    await matureCommissions(new Date(placed.getTime() + (holdDays + 1) * DAY_MS));

    expect(await maturedAt(order)).toBeDefined();
    expect(await commissionOf(ambassador.userId)).toEqual({ earned: 0, payable: 0 });
    const payout = await api('POST', pathOf(payouts.recordPayout), {
      token: admin,
      body: { user_id: ambassador.userId, amount: 0.01, paid_on: '2026-01-05', reference: 'HOLD-1' },
    });
    expect(payout.status).toBe(409);
  });

  it('keeps an order inside the hold pending, while an order past it becomes payable', async () => {
    const { ambassador, earned } = await givenOrderPastTheHold();
    const fresh = shopifyOrder({ code: ambassador.code, quantity: 1, unitPrice: 50 });
    await fold('orders/paid', fresh);

    await matureCommissions(new Date());

    const after = await commissionOf(ambassador.userId);
    expect(after.payable).toBe(earned);
    expect(after.earned).toBeGreaterThan(earned);
    expect(await maturedAt(fresh)).toBeUndefined();
  });

  it('makes an order past the hold payable exactly once, however many runs see it', async () => {
    const { ambassador, order, earned } = await givenOrderPastTheHold();

    await matureCommissions(new Date());
    const first = await maturedAt(order);
    await matureCommissions(new Date());
    await Promise.all([matureCommissions(new Date()), matureCommissions(new Date())]);

    expect(await commissionOf(ambassador.userId)).toEqual({ earned, payable: earned });
    expect(await maturedAt(order)).toBe(first);
  });

  it('matures an order once when two runs overlap on it', async () => {
    const { ambassador, earned } = await givenOrderPastTheHold();

    await Promise.all([matureCommissions(new Date()), matureCommissions(new Date()), matureCommissions(new Date())]);

    expect(await commissionOf(ambassador.userId)).toEqual({ earned, payable: earned });
  });

  it('takes a late refund, after the order matured, off what is payable in the same transaction', async () => {
    const { ambassador, order, earned } = await givenOrderPastTheHold(2);
    await matureCommissions(new Date());
    expect((await commissionOf(ambassador.userId)).payable).toBe(earned);

    await fold('refunds/create', shopifyRefund(order, [{ index: 0, quantity: 1 }]));

    const after = await commissionOf(ambassador.userId);
    expect(after.earned).toBeCloseTo(earned / 2, 2);
    expect(after.payable).toBe(after.earned);
    // A second run finds it matured: the refund is not counted again.
    await matureCommissions(new Date());
    expect(await commissionOf(ambassador.userId)).toEqual(after);
  });

  it('moves what is payable with a cancellation after maturity, never below what the order still counts', async () => {
    const { ambassador, order } = await givenOrderPastTheHold(1);
    await matureCommissions(new Date());

    await fold('orders/cancelled', { ...order, cancelled_at: new Date().toISOString(), financial_status: 'refunded' });

    expect(await commissionOf(ambassador.userId)).toEqual({ earned: 0, payable: 0 });
  });
});
