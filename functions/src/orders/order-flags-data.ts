import { createHash } from 'node:crypto';
import { ORDER_FLAGS_PAGE_SIZE } from '@app/shared/orders';
import { orders } from '@app/shared/contracts';
import * as z from 'zod';
import { batchGetAll, decodeCursor, encodeCursor, parseItem, queryPage, type Item, type TransactItem } from '#lib/table';
import { orderKeys } from './order-data';
import type { OrderState } from './order-state';

/**
 * Flag entries and buyer counters (issue 25's fraud flags):
 * - a flagged order's entry: pk ORDER_FLAGS#held (waiting for an admin) or ORDER_FLAGS#decided, sk
 *   <flagged or decided at>#<orderId>, order_id; moved in the order's own transaction as its flag changes,
 *   so the Flags view is one Query and one BatchGetItem a page;
 * - a buyer's orders with one ambassador's code on one day: pk BUYER_DAY#<userId>#<day>#<hash of the e-mail>,
 *   sk COUNT, orders, expires_at (TTL two days on). No e-mail is stored. Moved by the order's first
 *   attribution, in its transaction; the condition that it stays within the limit is what flags the next.
 */
export const flagKeys = {
  entry: (status: 'held' | 'decided', at: string, orderId: string) => ({ pk: `ORDER_FLAGS#${status}`, sk: `${at}#${orderId}` }),
  buyerDay: (userId: string, day: string, email: string) => ({
    pk: `BUYER_DAY#${userId}#${day}#${createHash('sha256').update(email).digest('base64url').slice(0, 32)}`,
    sk: 'COUNT',
  }),
};

const BUYER_DAY_TTL_SECONDS = 2 * 24 * 3600;

/** Where an order's flag is listed: held under when it was flagged, decided under when it was decided. */
function entryOf(state: OrderState) {
  const { flag } = state;
  if (!flag) return undefined;
  return flag.status === 'held' || !flag.decided
    ? flagKeys.entry('held', flag.flagged_at, state.order_id)
    : flagKeys.entry('decided', flag.decided.at, state.order_id);
}

/** The writes that move an order's flag entry from where `previous` lists it to where `next` does. */
export function flagEntryWrites(previous: OrderState, next: OrderState): TransactItem[] {
  const [was, now] = [entryOf(previous), entryOf(next)];
  if (was?.pk === now?.pk && was?.sk === now?.sk) return [];
  return [...(was ? [{ Delete: { Key: was } }] : []), ...(now ? [{ Put: { Item: { ...now, order_id: next.order_id } } }] : [])];
}

/**
 * The Update that counts an order among its buyer's orders with the ambassador's code that day; `within`:
 * only while the count stays within `limit` (the transaction fails at it when this order is one too many).
 */
export function buyerDayCount(userId: string, day: string, email: string, within?: number): TransactItem {
  return {
    Update: {
      Key: flagKeys.buyerDay(userId, day, email),
      UpdateExpression: 'ADD orders :one SET expires_at = :expires',
      ...(within === undefined ? {} : { ConditionExpression: 'attribute_not_exists(orders) OR orders < :limit' }),
      ExpressionAttributeValues: {
        ':one': 1,
        ':expires': Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + BUYER_DAY_TTL_SECONDS,
        ...(within === undefined ? {} : { ':limit': within }),
      },
    },
  };
}

const entrySchema = z.object({ order_id: z.string() });

/** One page of flagged orders' items, held or decided, newest first: one Query and one BatchGetItem. */
export async function flaggedOrderItems(
  status: 'held' | 'decided',
  cursor?: string,
): Promise<{ items: Item[]; next_cursor: string | null }> {
  const { pk } = flagKeys.entry(status, '', '');
  const page = await queryPage(
    { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ScanIndexForward: false, Limit: ORDER_FLAGS_PAGE_SIZE },
    decodeCursor(cursor, z.object({ pk: z.literal(pk), sk: z.string() }).strict(), orders.listOrderFlags.errors.badCursor),
  );
  const orderIds = page.items.map((entry) => parseItem(entrySchema, entry).order_id);
  const items = orderIds.length > 0 ? await batchGetAll(orderIds.map((id) => orderKeys.primary(id))) : [];
  const found = new Map(items.map((item) => [String(item.pk), item]));
  return {
    items: orderIds.flatMap((id): Item[] => {
      const item = found.get(orderKeys.primary(id).pk);
      return item ? [item] : [];
    }),
    next_cursor: encodeCursor(page.lastKey),
  };
}
