import { batchGetAll, type TransactItem } from '#lib/table';

/**
 * Orders per day of their order date (UTC), counted as each order first arrives: the admin dashboard's
 * 'Orders This Week' is one BatchGetItem of seven days whatever the number of orders.
 * Keys: pk STATS#ORDERS_BY_DAY, sk <yyyy-mm-dd>; attribute `orders`.
 */
const keys = { day: (day: string) => ({ pk: 'STATS#ORDERS_BY_DAY', sk: day }) };

const dayOf = (isoDate: string) => isoDate.slice(0, 10);

/** For an order's first transaction: its day's count goes up by one (by `count` for a bulk load). */
export function countNewOrder(orderDate: string, count = 1): TransactItem {
  return {
    Update: {
      // An unreadable date (the store's payload is only checked as text) counts on the day it arrives.
      Key: keys.day(dayOf(new Date(Number.isNaN(Date.parse(orderDate)) ? Date.now() : Date.parse(orderDate)).toISOString())),
      UpdateExpression: 'ADD orders :one',
      ExpressionAttributeValues: { ':one': count },
    },
  };
}

/** Orders dated within the last `days` calendar days (UTC), today included. */
export async function countRecentOrders(days: number, now = new Date()): Promise<number> {
  const dayKeys = Array.from({ length: days }, (_, back) => keys.day(dayOf(new Date(now.getTime() - back * 86_400_000).toISOString())));
  const items = await batchGetAll(dayKeys);
  return items.reduce((sum, item) => sum + Number(item.orders ?? 0), 0);
}
