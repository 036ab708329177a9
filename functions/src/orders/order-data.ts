import { ADMIN_ORDERS_PAGE_SIZE } from '@app/shared/admin-orders';
import { adminOrders } from '@app/shared/contracts';
import type { Order } from '@app/shared/sales';
import { MAX_LENGTH } from '@app/shared/text';
import * as z from 'zod';
import { Invalid } from '#lib/errors';
import { getItem, parseItem, queryPage, type Item } from '#lib/table';
import { emptyOrderState, orderStateSchema, orderStatus, type OrderState } from './order-state';

/**
 * Order entity (spec part 1, section 3 `orders`), one item per store order. Keys:
 * - pk ORDER#<store order id>, sk ORDER: the order's state; a conditional write on `version` serialises its events
 * - gsi1pk ORDERS#<userId> (or ORDERS#UNATTRIBUTED), gsi1sk <order_date>#<id>: an ambassador's orders, or the unattributed ones, newest first
 * - gsi2pk ORDERS, gsi2sk <order_date>#<id>: every order by date (the admin's orders table)
 * A refund that arrives before its order leaves an item without index keys until the order comes.
 *
 * Webhook marker: pk WEBHOOK#<X-Shopify-Webhook-Id>, sk WEBHOOK, written once per delivery in the
 * transaction that applies it, so a redelivery changes nothing.
 */
export const orderKeys = {
  primary: (orderId: string) => ({ pk: `ORDER#${orderId}`, sk: 'ORDER' }),
  byAmbassador: (userId: string | null, orderDate = '', orderId = '') => ({
    gsi1pk: `ORDERS#${userId ?? 'UNATTRIBUTED'}`,
    gsi1sk: `${orderDate}#${orderId}`,
  }),
  all: (orderDate: string, orderId: string) => ({ gsi2pk: 'ORDERS', gsi2sk: `${orderDate}#${orderId}` }),
  webhook: (webhookId: string) => ({ pk: `WEBHOOK#${webhookId}`, sk: 'WEBHOOK' }),
};

/** The deliveries an order item remembers having applied (the latest ones; an order gets a handful of events). */
const APPLIED_WEBHOOKS_KEPT = 50;

const storedOrderSchema = z.object({
  state: orderStateSchema,
  version: z.number(),
  applied_webhooks: z.array(z.string()).optional(),
  created_at: z.string(),
  order_date: z.string().nullable(),
  student_user_id: z.string().nullable(),
  campaign_id: z.string().nullable(),
});

/** The item for an order's state, with the spec's fields beside it for reads, and the deliveries applied to it. */
export function orderItem(state: OrderState, version: number, createdAt: string, appliedWebhooks: readonly string[] = []): Item {
  const order = state.order;
  const orderDate = order ? (order.processed_at ?? order.created_at) : undefined;
  const userId = state.ambassador?.user_id ?? null;
  return {
    ...orderKeys.primary(state.order_id),
    ...(orderDate ? { ...orderKeys.byAmbassador(userId, orderDate, state.order_id), ...orderKeys.all(orderDate, state.order_id) } : {}),
    state,
    version,
    applied_webhooks: appliedWebhooks.slice(-APPLIED_WEBHOOKS_KEPT),
    id: state.order_id,
    created_at: createdAt,
    order_date: orderDate ?? null,
    student_user_id: userId,
    campaign_id: state.ambassador?.campaign_id ?? null,
    status: orderStatus(state),
  };
}

function toOrder(item: Item): Order {
  const stored = parseItem(storedOrderSchema, item);
  const { state } = stored;
  return {
    id: state.order_id,
    order_reference: state.order?.name ?? '',
    order_amount: state.valued.sales_cents / 100,
    commission_amount: state.counted.commission_cents / 100,
    gross_amount: (state.order?.gross_cents ?? 0) / 100,
    discount_code: state.order?.discount_code ?? null,
    order_date: stored.order_date ?? '',
    created_at: stored.created_at,
    student_user_id: stored.student_user_id,
    campaign_id: stored.campaign_id,
    status: orderStatus(state),
    shopify_line_items: (state.order?.line_items ?? []).map((line) => ({
      id: line.id,
      title: line.title,
      quantity: line.quantity,
      price: line.price / 100,
      refunded_quantity: state.refunded_lines[line.id]?.quantity ?? 0,
      sku: line.sku,
      product_id: line.product_id,
      gift_card: line.gift_card,
      requires_shipping: line.requires_shipping,
    })),
  };
}

export interface StoredOrder {
  state: OrderState;
  version: number;
  created_at?: string;
  /** The deliveries applied to it, latest last; undefined for an item written before they were kept. */
  applied_webhooks?: string[];
}

/** An order's folded state and version (strongly consistent: the consumer writes on top of it); version 0 when new. */
export async function getStoredOrder(orderId: string): Promise<StoredOrder> {
  const item = await getItem(orderKeys.primary(orderId), { consistent: true });
  if (!item) return { state: emptyOrderState(orderId), version: 0, applied_webhooks: [] };
  return storedOrderOf(item);
}

function storedOrderOf(item: Item): StoredOrder {
  const { state, version, created_at, applied_webhooks } = parseItem(storedOrderSchema, item);
  return { state, version, created_at, applied_webhooks };
}

/** One order as the API shows it. */
export async function getOrder(orderId: string): Promise<Order | undefined> {
  const item = await getItem(orderKeys.primary(orderId));
  return item?.order_date ? toOrder(item) : undefined;
}

/** Where the last page stopped: the Query's LastEvaluatedKey, carried by the browser as base64url JSON. */
const cursorSchema = z.record(z.string(), z.string().max(MAX_LENGTH.id * 2));
const allOrdersCursorSchema = z.object({ pk: z.string(), sk: z.string(), gsi2pk: z.literal('ORDERS'), gsi2sk: z.string() }).strict();

const encodeCursor = (lastKey: Item | undefined) => (lastKey ? Buffer.from(JSON.stringify(lastKey)).toString('base64url') : null);

/** A cursor back into the key it carries; a cursor that is not one of ours is the caller's mistake (400). */
function decodeCursor<S extends z.ZodType>(cursor: string | undefined, schema: S): z.output<S> | undefined {
  if (!cursor) return undefined;
  try {
    return schema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new Invalid(adminOrders.listAdminOrders.errors.badCursor, 'cursor');
  }
}

/** One page of an ambassador's orders, newest first; `cursor` continues where the last page stopped. */
async function ordersPage(gsi1pk: string, limit: number, cursor?: string) {
  const page = await queryPage(
    {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi1pk },
      ScanIndexForward: false,
      Limit: limit,
    },
    decodeCursor(cursor, cursorSchema),
  );
  return { orders: page.items.map(toOrder), next_cursor: encodeCursor(page.lastKey) };
}

/** An ambassador's orders, newest first (their own dashboard). */
export function listAmbassadorOrders(userId: string, limit = 50, cursor?: string) {
  return ordersPage(orderKeys.byAmbassador(userId).gsi1pk, limit, cursor);
}

/** Orders whose code matched no ambassador, newest first (for the admin). */
export function listUnattributedOrders(limit = 50, cursor?: string) {
  return ordersPage(orderKeys.byAmbassador(null).gsi1pk, limit, cursor);
}

/** One page of every order, attributed or not, newest first (Query gsi2). */
function allOrdersPage(cursor: string | undefined, limit: number) {
  return queryPage(
    {
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': 'ORDERS' },
      ScanIndexForward: false,
      Limit: limit,
    },
    decodeCursor(cursor, allOrdersCursorSchema),
  );
}

/** One page of the admin's orders table. */
export async function listAllOrders(cursor?: string, limit = ADMIN_ORDERS_PAGE_SIZE) {
  const page = await allOrdersPage(cursor, limit);
  return { orders: page.items.map(toOrder), next_cursor: encodeCursor(page.lastKey) };
}

/** One page of every order's stored state, for the recount (the index may lag: its writes check the version). */
export async function listStoredOrders(cursor: string | undefined, limit: number) {
  const page = await allOrdersPage(cursor, limit);
  return { orders: page.items.map(storedOrderOf), next_cursor: encodeCursor(page.lastKey) };
}
