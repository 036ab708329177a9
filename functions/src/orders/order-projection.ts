import { deleteItems, putItems, type Item, type Key, type TransactItem } from '#lib/table';
import { applyOnce, netChanges, sumUpdates, type ItemChange } from '#lib/table-stream';
import { dayTotalsUpdates } from './daily-order-counts';
import { listingEntryWrites, orderKeys, searchEntryWrites, storedOrderOf, type StoredOrder } from './order-data';
import { difference, emptyOrderState, type OrderState } from './order-state';
import { orderTotalsUpdates } from './order-totals';

/** The order items, whose changes the read models below follow (an order item is never deleted). */
export const orderItems = { pkPrefix: orderKeys.primary('').pk, sk: orderKeys.primary('').sk };

/** An order before a change (nothing stored yet: an empty order, as the consumer starts from) and after it. */
function sides(change: ItemChange & { after: Item }): { stored: StoredOrder; written: StoredOrder; next: OrderState } {
  const written = storedOrderOf(change.after);
  const stored = change.before
    ? storedOrderOf(change.before)
    : { state: emptyOrderState(written.state.order_id), version: 0, applied_webhooks: [], listed: null };
  return { stored, written, next: written.state };
}

const isWrite = (change: ItemChange): change is ItemChange & { after: Item } => change.after !== undefined;

/**
 * What one change of an order moves in the counters across every order: its day's orders and revenue (the
 * dashboard's week, the reports' series) and the Codes & Orders cards. An order counts once, when its order's
 * data is first seen (a refund may come first), on its day; its revenue and commission move by what the change
 * moved them, refunds and cancellations included.
 */
function counterUpdates(change: ItemChange & { after: Item }): TransactItem[] {
  const { stored, next } = sides(change);
  const previous = stored.state;
  const orders = previous.order ? 0 : next.order ? 1 : 0;
  const salesCents = next.valued.sales_cents - previous.valued.sales_cents;
  const dated = next.order ?? previous.order;
  return [
    ...(dated ? dayTotalsUpdates(next.order_id, dated.processed_at ?? dated.created_at, { orders, sales_cents: salesCents }) : []),
    ...orderTotalsUpdates(next.order_id, {
      orders,
      sales_cents: salesCents,
      commission_cents: difference(next.counted, previous.counted).commission_cents,
    }),
  ];
}

/**
 * Each order's entries, moved from what they were before the batch to what its last change needs: its listing
 * entry (the ambassador's and the admin's order lists) and its search entries. Puts and Deletes of whole
 * entries, so a batch delivered twice leaves them as once.
 */
async function moveEntries(changes: readonly ItemChange[]): Promise<void> {
  const puts: Item[] = [];
  const deletes: Key[] = [];
  for (const change of netChanges(changes).filter(isWrite)) {
    const { stored, written, next } = sides(change);
    // The terms the item says it is found by: an item stored before the search says none, until a recount.
    for (const write of [...searchEntryWrites(stored, next, written.search_terms ?? []), ...listingEntryWrites(stored, next)]) {
      if (write.Put?.Item) puts.push(write.Put.Item);
      if (write.Delete) deletes.push(write.Delete.Key as Key);
    }
  }
  await putItems(puts);
  await deleteItems(deletes);
}

/**
 * The orders' read models, kept from their items' changes (lib/table-stream.ts): the entries first, then the
 * counters exactly once, so a batch that fails midway is delivered again whole and moves nothing twice.
 */
export async function projectOrders(changes: readonly ItemChange[]): Promise<void> {
  await moveEntries(changes);
  await applyOnce('orders', changes, (part) => sumUpdates(part.filter(isWrite).flatMap(counterUpdates)));
}
