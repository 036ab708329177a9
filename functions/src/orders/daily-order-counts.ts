import { createHash } from 'node:crypto';
import * as z from 'zod';
import { batchGetAll, parseItem, type TransactItem } from '#lib/table';
import { DAY_MS, utcDay } from '@app/shared/platform';

/**
 * Orders and their revenue per day of their order date (UTC), moved in the transaction that folds each
 * store event: the admin dashboard's 'Orders This Week' and the reports' weekly series are one
 * BatchGetItem of the days whatever the number of orders.
 * Keys: pk STATS#ORDERS_BY_DAY#<shard>, sk <yyyy-mm-dd>; attributes `orders` (counted when an order is
 * first seen) and `sales_cents` (what the day's orders are worth now: a refund or cancellation takes its
 * share off the order's own day, so the days add up to the Total Revenue card). Each order counts in one
 * of SHARDS items of its day (by its id): one item per day would be in every order's transaction at
 * once, and concurrent orders would conflict on it.
 */
export const SHARDS = 10;
const keys = { day: (day: string, shard: number) => ({ pk: `STATS#ORDERS_BY_DAY#${shard}`, sk: day }) };

/** The shard an order's counters move in: by its id, so each order always lands in the same one. */
export const shardOf = (orderId: string) => createHash('sha256').update(orderId).digest().readUInt16BE(0) % SHARDS;

export interface DayTotalsDelta {
  orders: number;
  sales_cents: number;
}

/**
 * For an order's transaction: its day's counters move by what this event changed (by more for a bulk
 * load, spread by `orderId`); nothing when it changed nothing.
 */
export function dayTotalsUpdates(orderId: string, orderDate: string, delta: DayTotalsDelta): TransactItem[] {
  if (delta.orders === 0 && delta.sales_cents === 0) return [];
  // An unreadable date (the store's payload is only checked as text) counts on the day it arrives.
  const time = Number.isNaN(Date.parse(orderDate)) ? Date.now() : Date.parse(orderDate);
  return [
    {
      Update: {
        Key: keys.day(utcDay(time), shardOf(orderId)),
        UpdateExpression: 'ADD orders :orders, sales_cents :sales',
        ExpressionAttributeValues: { ':orders': delta.orders, ':sales': delta.sales_cents },
      },
    },
  ];
}

const dayItemSchema = z.object({ sk: z.string(), orders: z.number().default(0), sales_cents: z.number().default(0) });

/** Orders and revenue (dollars) of each of these days (yyyy-mm-dd), by day: one BatchGetItem of days × shards. */
export async function readDayTotals(days: readonly string[]): Promise<Map<string, { orders: number; revenue: number }>> {
  const items = await batchGetAll(days.flatMap((day) => Array.from({ length: SHARDS }, (_, shard) => keys.day(day, shard))));
  const cents = new Map(days.map((day) => [day, { orders: 0, sales_cents: 0 }]));
  for (const item of items.map((found) => parseItem(dayItemSchema, found))) {
    const day = cents.get(item.sk);
    if (day) cents.set(item.sk, { orders: day.orders + item.orders, sales_cents: day.sales_cents + item.sales_cents });
  }
  return new Map([...cents].map(([day, total]) => [day, { orders: total.orders, revenue: total.sales_cents / 100 }]));
}

/** The last `days` calendar days (UTC), today included. */
const recentDays = (days: number, now: Date) => Array.from({ length: days }, (_, back) => utcDay(now.getTime() - back * DAY_MS));

/** Orders dated within the last `days` calendar days (UTC), today included: one BatchGetItem of days × shards. */
export async function countRecentOrders(days: number, now = new Date()): Promise<number> {
  const totals = await readDayTotals(recentDays(days, now));
  return [...totals.values()].reduce((sum, day) => sum + day.orders, 0);
}
