import { randomInt } from 'node:crypto';
import { getItem } from '#lib/table';
import { givenAmbassador, settled, shopifyOrder, shopifyRefund, storeDelivery } from '#test/store';
import { readDayTotals } from './daily-order-counts';
import { listAmbassadorOrders, orderKeys } from './order-data';
import { projectOrders } from './order-projection';
import { recordStoreEvent } from './record-store-event';

/** A day of its own for each test (the counters are shared by every test running), far from the others. */
const uniqueDay = () => new Date(Date.UTC(2040 + randomInt(0, 50), randomInt(0, 12), randomInt(1, 28), 12));
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
// Sequence numbers far past DynamoDB Local's, so these redeliveries never meet the stream's own markers.
let sequence = 10n ** 35n + BigInt(randomInt(0, 2 ** 40)) * 1000n;
const nextSequence = () => String(++sequence);

async function placedOrder(at: Date) {
  const student = await givenAmbassador('student');
  const order = shopifyOrder({ code: student.code, quantity: 2, at });
  await recordStoreEvent(await storeDelivery('orders/paid', order));
  await settled();
  const item = await getItem(orderKeys.primary(String(order.id)));
  return { student, order, item: item! };
}

describe('the orders projection (from the table stream)', () => {
  it('lists an order, and counts it on its day once its change is projected', async () => {
    const at = uniqueDay();
    const { student, order } = await placedOrder(at);

    expect((await listAmbassadorOrders(student.userId)).orders.map((o) => o.id)).toEqual([String(order.id)]);
    expect((await readDayTotals([dayOf(at)])).get(dayOf(at))).toEqual({ orders: 1, revenue: 36 });
  });

  it('moves the counters once when a batch is delivered twice, and applies only what follows when it comes back longer', async () => {
    const at = uniqueDay();
    const { item } = await placedOrder(at);
    // The order's insert delivered again under other sequence numbers: a second order's worth, as a replay would count.
    const first = { sequence: nextSequence(), after: item };
    const second = { sequence: nextSequence(), before: first.after, after: first.after };

    await projectOrders([first, second]);
    await projectOrders([first, second]);
    expect((await readDayTotals([dayOf(at)])).get(dayOf(at))).toEqual({ orders: 2, revenue: 72 });

    // Delivered again with one more change after it: only that one moves anything.
    const refunded = {
      ...first.after,
      state: { ...(first.after.state as object), valued: { ...(item.state as { valued: object }).valued, sales_cents: 0 } },
    };
    await projectOrders([first, second, { sequence: nextSequence(), before: first.after, after: refunded }]);
    expect((await readDayTotals([dayOf(at)])).get(dayOf(at))).toEqual({ orders: 2, revenue: 36 });
  });

  it('moves a refund off the order’s own day, and keeps the order listed once', async () => {
    const at = uniqueDay();
    const { student, order } = await placedOrder(at);

    await recordStoreEvent(await storeDelivery('refunds/create', shopifyRefund(order, [{ index: 0, quantity: 1 }])));
    await settled();

    expect((await readDayTotals([dayOf(at)])).get(dayOf(at))).toEqual({ orders: 1, revenue: 18 });
    expect((await listAmbassadorOrders(student.userId)).orders.map((o) => [o.id, o.status])).toEqual([
      [String(order.id), 'partially_refunded'],
    ]);
  });
});
