import type { OrderStats } from '@app/shared/orders';
import * as z from 'zod';
import { batchGetAll, parseItem, type TransactItem } from '#lib/table';
import { shardOf, SHARDS } from './daily-order-counts';

/**
 * Every order's totals, for the Codes & Orders stat cards: orders, revenue (what the orders are worth
 * now, net of refunds and cancellations, attributed or not) and commission (what ambassadors earn), in
 * integer cents. Moved by ADD in the transaction that folds each store event, so the cards are one
 * BatchGetItem however many orders there are.
 * Keys: pk STATS#ORDERS_TOTAL#<shard>, sk TOTAL; attributes `orders`, `sales_cents`, `commission_cents`.
 * An order moves the shard its id picks (as the day counts do): a single item would be in every order's
 * transaction at once, and concurrent orders would conflict on it.
 */
const keys = { shard: (shard: number) => ({ pk: `STATS#ORDERS_TOTAL#${shard}`, sk: 'TOTAL' }) };

export interface OrderTotalsDelta {
  orders: number;
  sales_cents: number;
  commission_cents: number;
}

const isNothing = (delta: OrderTotalsDelta) => delta.orders === 0 && delta.sales_cents === 0 && delta.commission_cents === 0;

/** For an order's transaction: the totals move by what this event changed, in the order's shard (nothing if it changed nothing). */
export function orderTotalsUpdates(orderId: string, delta: OrderTotalsDelta): TransactItem[] {
  if (isNothing(delta)) return [];
  return [
    {
      Update: {
        Key: keys.shard(shardOf(orderId)),
        UpdateExpression: 'ADD orders :orders, sales_cents :sales, commission_cents :commission',
        ExpressionAttributeValues: { ':orders': delta.orders, ':sales': delta.sales_cents, ':commission': delta.commission_cents },
      },
    },
  ];
}

const shardSchema = z.object({
  orders: z.number().default(0),
  sales_cents: z.number().default(0),
  commission_cents: z.number().default(0),
});

/** The stat cards: every shard in one BatchGetItem, summed. */
export async function readOrderStats(): Promise<OrderStats> {
  const items = await batchGetAll(Array.from({ length: SHARDS }, (_, shard) => keys.shard(shard)));
  const sum = items
    .map((item) => parseItem(shardSchema, item))
    .reduce(
      (total, shard) => ({
        orders: total.orders + shard.orders,
        sales_cents: total.sales_cents + shard.sales_cents,
        commission_cents: total.commission_cents + shard.commission_cents,
      }),
      { orders: 0, sales_cents: 0, commission_cents: 0 },
    );
  return { total_orders: sum.orders, total_revenue: sum.sales_cents / 100, total_commission: sum.commission_cents / 100 };
}
