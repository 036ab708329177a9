import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getAmbassadorTotalsMany, totalsUpdates } from '@app/functions/leaderboards';
import {
  applyStoreEvent,
  attributionFor,
  attributionCodesOf,
  emptyOrderState,
  orderIdOf,
  orderItem,
  storeWebhookDetail,
} from '@app/functions/orders/seeding';
import { countedWorks, resetTableUsage, tableUsage, type TableWork } from '@app/functions/platform';
import { events } from '@app/shared/contracts';
import { paymentSettings } from '@app/functions/settings';
import { isShirtLine } from '@app/shared/orders';
import { badgesEarned, NO_CONTRIBUTION, type Ambassador, type Contribution } from '@app/shared/leaderboards';
import { shopifyRefundPayload } from '@app/shared/orders';
import type { LocalBackend } from '#local/backend';
import { sendStoreWebhook, storeOrderPayload } from '../store/store-order';
import type { BenchAmbassador } from './ambassadors';
import { batchWriteAll } from './batch-write';
import { pool, secondsSince, type TableUsage } from './measure';

type StorePayload = ReturnType<typeof storeOrderPayload>;

// Far above the ids nextStoreOrderId() hands out, so a bench order never collides with a demo one.
const FIRST_ORDER_ID = 9_000_000_000;
// Webhook deliveries in flight at once, as a busy store sends them.
const SENDERS = 32;
// Every 100th order is delivered twice.
const DUPLICATE_EVERY = 100;
// Every 100th order sent end to end has one shirt refunded (with its shipping) after the orders are in.
const REFUND_EVERY = 100;
// Every 10th order also holds a gift card: a sale of neither shirts nor commission.
const GIFT_CARD_EVERY = 10;

/**
 * The run's orders, as the store sends them (shipping, tax, the code's 10% off): spread evenly over the
 * ambassadors (7919 is prime to their count), 1 to 4 shirts at $25, every tenth with a $20 gift card
 * besides, every fifth code typed in lower case (codes match case-insensitively).
 */
export function benchOrders(count: number, ambassadors: BenchAmbassador[]): StorePayload[] {
  return Array.from({ length: count }, (_, i) => {
    const { code } = ambassadors[(i * 7919) % ambassadors.length]!;
    return storeOrderPayload({
      id: FIRST_ORDER_ID + i,
      code: i % 5 === 0 ? code.toLowerCase() : code,
      quantity: 1 + (i % 4),
      unitPrice: 25,
      extraLines: i % GIFT_CARD_EVERY === 3 ? [{ quantity: 1, price: 20, gift_card: true }] : [],
    });
  });
}

/** The shirts in these orders, by the Payments settings' default rule (the bench keeps the defaults). */
export function shirtsIn(orders: StorePayload[]): number {
  const rules = { shirtSkuPrefix: '', shirtProductIds: [] };
  return orders.reduce(
    (sum, order) =>
      sum +
      order.line_items
        .filter((line) => isShirtLine({ ...line, product_id: line.product_id === null ? null : String(line.product_id) }, rules))
        .reduce((lines, line) => lines + line.quantity, 0),
    0,
  );
}

/** Whether the bench refunds one shirt of this order after sending it end to end. */
const isRefunded = (order: StorePayload) => (order.id - FIRST_ORDER_ID) % REFUND_EVERY === REFUND_EVERY / 4;

export interface Ingestion {
  orders: number;
  deliveries: number;
  /** Shirts refunded after the orders came in (one each of 1% of the orders). */
  refundedShirts: number;
  seconds: number;
  /** The DynamoDB requests the webhook route and the deliveries' consumer sent meanwhile (by operation) and the capacity units they consumed: the orders' hot path. */
  hotPath: TableUsage;
  /** Those of the projections that followed the orders and the ambassadors' totals on the table's stream (listings, counters, rankings, badges, Auto Sale objectives). */
  projections: TableUsage;
  /** Those of everything else that ran meanwhile: the consumers of the events that follow an order (badge e-mails), schedules. */
  others: TableUsage;
}

/** An order's hot path: the webhook route, then the consumer of the delivery it puts on the bus. */
const HOT_PATH: readonly TableWork[] = ['handlers', `consumer of ${events.storeWebhookReceived.detailType}`];

/**
 * Sends each order as a signed `orders/paid` webhook to the API, SENDERS at a time, and waits until the
 * bus has delivered everything to the consumers and their changes are projected. 1% of orders are delivered twice, right after the
 * first delivery so the two race: alternately Shopify's redelivery (same webhook id) and an
 * `orders/create` for the same paid order (another webhook id). Then 1% of the orders get a refund of
 * one shirt and the shipping (refunds/create), counted among the deliveries.
 */
export async function ingestEndToEnd(backend: LocalBackend, orders: StorePayload[]): Promise<Ingestion> {
  const deliveries = orders.flatMap((payload, i) => {
    const first = { topic: 'orders/paid', payload, webhookId: randomUUID() };
    if (i % DUPLICATE_EVERY !== DUPLICATE_EVERY / 2) return [first];
    const redelivery = Math.floor(i / DUPLICATE_EVERY) % 2 === 0;
    return [first, redelivery ? first : { topic: 'orders/create', payload, webhookId: randomUUID() }];
  });
  const refunds = orders.filter(isRefunded).map((order) => ({
    topic: 'refunds/create',
    payload: shopifyRefundPayload(order, { id: order.id + 1, lines: [{ index: 0, quantity: 1 }], shipping: true }),
  }));
  resetTableUsage();
  const start = performance.now();
  const send = async ({ topic, payload, webhookId }: { topic: string; payload: { id: number }; webhookId?: string }) => {
    const status = await sendStoreWebhook(backend.apiEndpoint, topic, payload, webhookId);
    if (status !== 200) throw new Error(`The webhook route answered ${status} for ${topic} ${payload.id}`);
  };
  await pool(deliveries, SENDERS, send);
  await backend.events.idle();
  await pool(refunds, SENDERS, send);
  // Until the admins' read models show them too: the projections that follow the orders on the table's stream.
  await backend.settled();
  return {
    orders: orders.length,
    deliveries: deliveries.length + refunds.length,
    refundedShirts: refunds.length,
    seconds: secondsSince(start),
    hotPath: tableUsage(HOT_PATH),
    projections: tableUsage('projections'),
    others: tableUsage(countedWorks().filter((of) => of !== 'projections' && !HOT_PATH.includes(of))),
  };
}

function plus(a: Contribution, b: Contribution): Contribution {
  return {
    units: a.units + b.units,
    sales_cents: a.sales_cents + b.sales_cents,
    commission_cents: a.commission_cents + b.commission_cents,
    orders: a.orders + b.orders,
  };
}

/**
 * Fills the table without the webhook round trip: each order is folded and stored by the consumer's own
 * functions (attribution, applyStoreEvent, orderItem), written 25 at a time; the totals move once per
 * ambassador by the sum of their orders, through the consumer's own updates, with the milestone badges that
 * sum takes them to: the consumer would have set them one order at a time (their e-mails are history), so
 * the orders sent after them earn only the badges they reach themselves. Its listing entry and the counters
 * across every order follow on the table's stream, as any order's do: `settled` waits for them.
 */
export async function bulkWriteOrders(orders: StorePayload[], settled: () => Promise<void>): Promise<void> {
  // The bench's own client: bulk loading is not a product path, so it does not go through the functions' table helpers.
  const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  const TableName = process.env.TABLE_NAME!;
  const terms = await paymentSettings();
  const attributions = new Map<string, Ambassador | null>();
  const sums = new Map<string, { ambassador: Ambassador; sum: Contribution }>();
  const items: Array<Record<string, unknown>> = [];
  for (const payload of orders) {
    const now = new Date().toISOString();
    const detail = storeWebhookDetail('orders/paid', { webhook_id: `bench-${payload.id}`, shop: 'bench', received_at: now }, payload);
    const codes = attributionCodesOf(detail);
    const key = codes.join(' ');
    if (!attributions.has(key)) attributions.set(key, await attributionFor(codes));
    const state = applyStoreEvent(emptyOrderState(orderIdOf(detail)), detail, { ambassador: attributions.get(key), terms });
    items.push({ ...orderItem(state, 1, now), updated_at: now });
    if (!state.ambassador) continue;
    const entry = sums.get(state.ambassador.user_id) ?? { ambassador: state.ambassador, sum: NO_CONTRIBUTION };
    sums.set(state.ambassador.user_id, { ...entry, sum: plus(entry.sum, state.counted) });
  }

  await batchWriteAll(
    db,
    TableName,
    items.map((Item) => ({ PutRequest: { Item } })),
    16,
  );
  const before = await getAmbassadorTotalsMany([...sums.keys()]);
  const at = new Date().toISOString();
  await pool([...sums.values()], 16, ({ ambassador, sum }) => {
    const totals = before.get(ambassador.user_id);
    const shirts = badgesEarned((totals?.units_sold ?? 0) + sum.units, totals?.badges ?? []);
    const move = shirts.length > 0 ? { badges: { shirts, at } } : undefined;
    return Promise.all(totalsUpdates(ambassador, sum, move).map(({ Update }) => db.send(new UpdateCommand({ ...Update!, TableName }))));
  });
  await settled();
}
