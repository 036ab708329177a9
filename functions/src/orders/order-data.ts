import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#lib/clients';
import { TABLE } from '#lib/table';
import { emptyOrderState, netValueOf, orderStatus, type OrderState } from './order-state';

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
  byAmbassador: (userId: string | null, orderDate: string, orderId: string) => ({
    gsi1pk: `ORDERS#${userId ?? 'UNATTRIBUTED'}`,
    gsi1sk: `${orderDate}#${orderId}`,
  }),
  all: (orderDate: string, orderId: string) => ({ gsi2pk: 'ORDERS', gsi2sk: `${orderDate}#${orderId}` }),
  webhook: (webhookId: string) => ({ pk: `WEBHOOK#${webhookId}`, sk: 'WEBHOOK' }),
};

/**
 * An order as the API returns it (spec part 1, section 3 `orders`), in dollars, net of refunds and
 * cancellation; commission is what its ambassador earns (none for an unattributed order).
 */
export interface Order {
  id: string;
  order_reference: string;
  order_amount: number;
  commission_amount: number;
  gross_amount: number;
  discount_code: string | null;
  order_date: string;
  created_at: string;
  student_user_id: string | null;
  campaign_id: string | null;
  status: ReturnType<typeof orderStatus>;
  shopify_line_items: Array<{ id: string; title: string; quantity: number; price: number; refunded_quantity: number }>;
}

interface StoredOrder {
  state: OrderState;
  version: number;
}

/** The item for an order's state, with the spec's fields beside it for reads. */
export function orderItem(state: OrderState, version: number, createdAt: string): Record<string, unknown> {
  const order = state.order;
  const orderDate = order ? (order.processed_at ?? order.created_at) : undefined;
  const userId = state.ambassador?.user_id ?? null;
  return {
    ...orderKeys.primary(state.order_id),
    ...(orderDate ? { ...orderKeys.byAmbassador(userId, orderDate, state.order_id), ...orderKeys.all(orderDate, state.order_id) } : {}),
    state,
    version,
    id: state.order_id,
    created_at: createdAt,
    order_date: orderDate ?? null,
    student_user_id: userId,
    campaign_id: state.ambassador?.campaign_id ?? null,
    status: orderStatus(state),
  };
}

function toOrder(item: Record<string, unknown>): Order {
  const state = item.state as OrderState;
  const order = state.order;
  return {
    id: state.order_id,
    order_reference: order?.name ?? '',
    order_amount: netValueOf(state).sales_cents / 100,
    commission_amount: state.counted.commission_cents / 100,
    gross_amount: (order?.gross_cents ?? 0) / 100,
    discount_code: order?.discount_code ?? null,
    order_date: (item.order_date as string | null) ?? '',
    created_at: item.created_at as string,
    student_user_id: (item.student_user_id as string | null) ?? null,
    campaign_id: (item.campaign_id as string | null) ?? null,
    status: orderStatus(state),
    shopify_line_items: (order?.line_items ?? []).map((line) => ({
      id: line.id,
      title: line.title,
      quantity: line.quantity,
      price: line.price / 100,
      refunded_quantity: state.refunded_quantities[line.id] ?? 0,
    })),
  };
}

/** An order's folded state and version (strongly consistent: the consumer writes on top of it). */
export async function getStoredOrder(orderId: string): Promise<StoredOrder & { created_at?: string }> {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE, Key: orderKeys.primary(orderId), ConsistentRead: true }));
  if (!Item) return { state: emptyOrderState(orderId), version: 0 };
  return { state: Item.state as OrderState, version: Item.version as number, created_at: Item.created_at as string };
}

/** One order as the API shows it. */
export async function getOrder(orderId: string): Promise<Order | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE, Key: orderKeys.primary(orderId) }));
  return Item?.order_date ? toOrder(Item) : undefined;
}

async function queryOrders(index: 'gsi1' | 'gsi2', pk: string, limit: number, cursor?: string) {
  const page = await db.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: index,
      KeyConditionExpression: `${index}pk = :pk`,
      ExpressionAttributeValues: { ':pk': pk },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: cursor ? (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>) : undefined,
    }),
  );
  return {
    orders: (page.Items ?? []).map(toOrder),
    next_cursor: page.LastEvaluatedKey ? Buffer.from(JSON.stringify(page.LastEvaluatedKey)).toString('base64url') : null,
  };
}

/** An ambassador's orders, newest first (their own dashboard). */
export function listAmbassadorOrders(userId: string, limit = 50, cursor?: string) {
  return queryOrders('gsi1', orderKeys.byAmbassador(userId, '', '').gsi1pk, limit, cursor);
}

/** Orders whose code matched no ambassador, newest first (for the admin). */
export function listUnattributedOrders(limit = 50, cursor?: string) {
  return queryOrders('gsi1', orderKeys.byAmbassador(null, '', '').gsi1pk, limit, cursor);
}

/** Every order, newest first (the admin's orders table). */
export function listOrders(limit = 50, cursor?: string) {
  return queryOrders('gsi2', 'ORDERS', limit, cursor);
}
