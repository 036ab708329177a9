import { randomUUID } from 'node:crypto';
import { shopifyRefundPayload } from '@app/shared/orders';
import type { ReconciliationRun, ReconciliationStatus } from '@app/shared/reconciliation';
import { api, givenUser } from '#test/api';
import { eventually, givenAmbassador, newOrderId, sendWebhook, settled, shopifyOrder, type ShopifyOrder } from '#test/store';
import { getAmbassadorTotals } from '../leaderboards';
import { getStoredOrder, listAmbassadorOrders } from '../orders';
import { reconcileStoreOrders } from './reconcile-store-orders';
import { claimRun, finishRun } from './reconciliation-data';

/**
 * The store stand-in the backend runs keeps the orders it was given and answers the Admin API's orders.json.
 * Each test sells its orders on a day of its own, years back, and runs reconciliation as if it were due on
 * that day (a test clock: the run's window ends at the time it was due): the runs the schedule or another
 * test starts at the real time read other days and cannot recover these orders first.
 */
const storeUrl = (path: string) => new URL(path, process.env.SHOPIFY_ADMIN_API_URL).toString();

async function inStore(path: string, body: unknown) {
  const response = await fetch(storeUrl(path), { method: 'POST', body: JSON.stringify(body) });
  expect(response.status).toBe(200);
}

/** Orders the store sold whose webhooks never reached us (Shopify gave up on them). */
const soldWithoutWebhook = (...orders: ShopifyOrder[]) => inStore('/_local/orders', { orders });

let nextDay = 0;
/** A day no other test sells on: noon of it is when the run is due, and its orders were placed an hour before. */
function testDay() {
  const day = new Date(Date.UTC(2021, 0, 1 + nextDay++ * 5, 12));
  return { due: day.toISOString(), placed: new Date(day.getTime() - 3_600_000) };
}

/** A run due at `due`; when another run holds the lease (a real-time run), once it is done. */
async function reconcile(due: string): Promise<ReconciliationRun> {
  return eventually(async () => {
    const run = await reconcileStoreOrders(due);
    expect(run).toBeDefined();
    return run!;
  }, 30_000);
}

async function totalsOf(userId: string) {
  const totals = await getAmbassadorTotals(userId, true);
  return { units: totals?.units_sold ?? 0, sales: totals?.total_sales ?? 0, orders: totals?.orders_count ?? 0 };
}

/**
 * The ambassador's totals recounted from their orders, as each order now stands. Their order list follows the
 * orders on the table's stream, so it is read once the stack has settled.
 */
async function recountedTotalsOf(userId: string) {
  await settled();
  const { orders } = await listAmbassadorOrders(userId);
  const units = orders.flatMap((order) => order.shopify_line_items).reduce((sum, line) => sum + line.quantity - line.refunded_quantity, 0);
  const sales = orders.reduce((sum, order) => sum + Math.round(order.order_amount * 100), 0) / 100;
  return { units, sales, orders: orders.filter((order) => order.order_amount > 0).length };
}

/** Sends a webhook and waits until the order consumer has applied it. */
async function deliverLate(topic: string, payload: unknown, orderId: string) {
  const webhookId = randomUUID();
  const { status } = await sendWebhook(topic, payload, { webhookId });
  expect(status).toBe(200);
  await eventually(async () => expect((await getStoredOrder(orderId)).applied_webhooks).toContain(webhookId));
}

describe('reconciliation of store orders', () => {
  it('recovers an order sold without its webhook exactly once: a second run and the late webhook change nothing', async () => {
    const { due, placed } = testDay();
    const ambassador = await givenAmbassador('student');
    const order = shopifyOrder({ code: ambassador.code, quantity: 3, unitPrice: 20, at: placed });
    await soldWithoutWebhook(order);

    const first = await reconcile(due);

    expect(first).toMatchObject({ orders_read: 1, recovered_orders: 1, recovered_refunds: 0, error: null });
    expect(first.recovered).toEqual([{ order_id: String(order.id), order_name: order.name, order: true, refunds: 0 }]);
    expect(await totalsOf(ambassador.userId)).toEqual({ units: 3, sales: 54, orders: 1 });

    const second = await reconcile(due);
    expect(second).toMatchObject({ orders_read: 1, recovered_orders: 0, recovered: [] });

    await deliverLate('orders/paid', order, String(order.id));
    expect(await totalsOf(ambassador.userId)).toEqual({ units: 3, sales: 54, orders: 1 });
    expect(await recountedTotalsOf(ambassador.userId)).toEqual({ units: 3, sales: 54, orders: 1 });
    expect((await reconcile(due)).recovered_orders).toBe(0);
  });

  it('recovers a refund whose webhook never came, once, and takes back what it refunded', async () => {
    const { due, placed } = testDay();
    const ambassador = await givenAmbassador('student');
    const order = shopifyOrder({ code: ambassador.code, quantity: 3, unitPrice: 20, at: placed });
    await soldWithoutWebhook(order);
    await deliverLate('orders/paid', order, String(order.id));
    const refund = shopifyRefundPayload(order, {
      id: newOrderId(),
      lines: [{ index: 0, quantity: 1 }],
      at: new Date(placed.getTime() + 60_000),
    });
    await inStore('/_local/refunds', { refund });

    const run = await reconcile(due);

    expect(run).toMatchObject({ orders_read: 1, refunds_read: 1, recovered_orders: 1, recovered_refunds: 1 });
    expect(run.recovered).toEqual([{ order_id: String(order.id), order_name: order.name, order: false, refunds: 1 }]);
    expect(await totalsOf(ambassador.userId)).toEqual({ units: 2, sales: 36, orders: 1 });
    expect((await reconcile(due)).recovered_refunds).toBe(0);

    await deliverLate('refunds/create', refund, String(order.id));
    expect(await totalsOf(ambassador.userId)).toEqual({ units: 2, sales: 36, orders: 1 });
    expect(await recountedTotalsOf(ambassador.userId)).toEqual({ units: 2, sales: 36, orders: 1 });
  });

  it('reads every page of a store with more orders than one page holds, and keeps 50 of the recovered by name', async () => {
    const { due, placed } = testDay();
    const orders = Array.from({ length: 260 }, (_, i) => shopifyOrder({ quantity: 1, at: new Date(placed.getTime() + i * 1000) }));
    await soldWithoutWebhook(...orders);

    // The run's clock stands still: its time limit (22 s, for Lambda's 30) is not for a busy test machine to reach.
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    const run = await reconcile(due).finally(() => clock.mockRestore());

    expect(run).toMatchObject({ orders_read: 260, recovered_orders: 260, error: null });
    expect(run.recovered).toHaveLength(50);
    expect(new Set(run.recovered.map((entry) => entry.order_id)).size).toBe(50);
    expect((await reconcile(due)).recovered_orders).toBe(0);
  });

  it('waits out the store’s 429s (Retry-After) and 502s, and keeps the reason when the store never answers', async () => {
    const { due, placed } = testDay();
    const order = shopifyOrder({ quantity: 2, at: placed });
    await soldWithoutWebhook(order);
    await inStore('/_local/faults', { orders_rate_limited: 2, retry_after: 0.1, orders_fail: 1 });

    const run = await reconcile(due);

    expect(run).toMatchObject({ orders_read: 1, recovered_orders: 1, error: null });

    await inStore('/_local/faults', { orders_fail: 100 });
    try {
      const failed = await reconcile(due);
      expect(failed).toMatchObject({ orders_read: 0, recovered_orders: 0, error: 'The store answered HTTP 502.' });
    } finally {
      await inStore('/_local/faults', { orders_fail: 0 });
    }
  });

  describe('the admin routes', () => {
    let admin: string;
    beforeAll(async () => {
      admin = (await givenUser('admin')).token;
    });

    it('Run now starts a run in the background that the last reconciliation then shows', async () => {
      const started = await eventually(async () => {
        const answer = await api<ReconciliationStatus>('POST', '/api/admin/reconciliation/run', { token: admin });
        expect(answer.status).toBe(200);
        return answer.body;
      }, 30_000);
      expect(started.running_since).not.toBeNull();

      const shown = await eventually(async () => {
        const { body } = await api<ReconciliationStatus>('GET', '/api/admin/reconciliation', { token: admin });
        expect(body.running_since).toBeNull();
        expect(body.last?.scheduled_at.localeCompare(started.running_since!)).toBeGreaterThanOrEqual(0);
        return body.last!;
      }, 30_000);
      expect(shown.error).toBeNull();
    });

    it('refuses Run now with 409 while a run holds the lease', async () => {
      const holder = `test-${randomUUID()}`;
      const now = new Date();
      await eventually(async () => expect(await claimRun(holder, now.toISOString(), now.getTime() + 60_000)).toBe(true), 30_000);
      try {
        const { status, body } = await api('POST', '/api/admin/reconciliation/run', { token: admin });

        expect(status).toBe(409);
        expect(body).toEqual({ error: expect.objectContaining({ message: 'A reconciliation is already running.' }) });
        const { body: shown } = await api<ReconciliationStatus>('GET', '/api/admin/reconciliation', { token: admin });
        expect(shown.running_since).toBe(now.toISOString());
      } finally {
        const { due } = testDay();
        const released: ReconciliationRun = {
          scheduled_at: due,
          started_at: now.toISOString(),
          finished_at: now.toISOString(),
          window_start: due,
          orders_read: 0,
          refunds_read: 0,
          recovered_orders: 0,
          recovered_refunds: 0,
          recovered: [],
          error: null,
        };
        await finishRun(holder, released);
      }
    });
  });
});
