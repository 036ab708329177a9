import { createHash } from 'node:crypto';
import { batchGetAll, type TransactItem } from '#lib/table';

/**
 * Orders per day of their order date (UTC), counted as each order first arrives: the admin dashboard's
 * 'Orders This Week' is one BatchGetItem of seven days whatever the number of orders.
 * Keys: pk STATS#ORDERS_BY_DAY#<shard>, sk <yyyy-mm-dd>; attribute `orders`. Each order counts in one of
 * SHARDS items of its day (by its id): one item per day would be in every order's transaction at once,
 * and concurrent orders would conflict on it.
 */
export const SHARDS = 10;
const keys = { day: (day: string, shard: number) => ({ pk: `STATS#ORDERS_BY_DAY#${shard}`, sk: day }) };

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
/** The shard an order's counters move in: by its id, so each order always lands in the same one. */
export const shardOf = (orderId: string) => createHash('sha256').update(orderId).digest().readUInt16BE(0) % SHARDS;

/** For an order's first transaction: its day's count goes up by one (by `count` for a bulk load, spread by `orderId`). */
export function countNewOrder(orderId: string, orderDate: string, count = 1): TransactItem {
  // An unreadable date (the store's payload is only checked as text) counts on the day it arrives.
  const time = Number.isNaN(Date.parse(orderDate)) ? Date.now() : Date.parse(orderDate);
  return {
    Update: {
      Key: keys.day(dayOf(time), shardOf(orderId)),
      UpdateExpression: 'ADD orders :count',
      ExpressionAttributeValues: { ':count': count },
    },
  };
}

/** Orders dated within the last `days` calendar days (UTC), today included: one BatchGetItem of days × shards. */
export async function countRecentOrders(days: number, now = new Date()): Promise<number> {
  const dayKeys = Array.from({ length: days }, (_, back) => dayOf(now.getTime() - back * 86_400_000)).flatMap((day) =>
    Array.from({ length: SHARDS }, (_, shard) => keys.day(day, shard)),
  );
  const items = await batchGetAll(dayKeys);
  return items.reduce((sum, item) => sum + Number(item.orders ?? 0), 0);
}
