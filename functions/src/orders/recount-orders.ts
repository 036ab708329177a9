import { RECOUNT_PAGE_SIZE, type RecountPage } from '@app/shared/orders';
import type { Contribution } from '@app/shared/leaderboards';
import type { ShirtRules } from '@app/shared/orders';
import { changed, recordAudit } from '#lib/audit';
import { transact, TransactionCancelled } from '#lib/table';
import { paymentSettings } from '../settings';
import { getStoredOrder, listingEntryWrites, listStoredOrders, searchEntryWrites, type StoredOrder } from './order-data';
import { difference, isZero, valueOrder } from './order-state';
import { orderFoldWrites } from './record-store-event';

// A store event racing the recount moves the order's version: read it again and recount it.
const MAX_ATTEMPTS = 12;

const shown = (counted: Contribution) => ({
  shirts: counted.units,
  sales: counted.sales_cents / 100,
  commission: counted.commission_cents / 100,
});

/**
 * Refolds one order with the rules of now and moves every total it adds to by the difference, in the
 * order's own transaction (guarded by its version, as a store event is); an order stored before the search
 * or listing entries gets them the same way. Undefined when no total moved.
 */
async function recountOrder(found: StoredOrder, rules: ShirtRules): Promise<RecountPage['changed'][number] | undefined> {
  let stored = found;
  for (let attempt = 1; ; attempt++) {
    const next = valueOrder(stored.state, rules);
    const unchanged = isZero(difference(next.valued, stored.state.valued)) && isZero(difference(next.counted, stored.state.counted));
    const indexed = searchEntryWrites(stored, next).length === 0 && listingEntryWrites(stored, next).length === 0;
    if (unchanged && indexed) return undefined;
    try {
      await transact(orderFoldWrites(stored, next, stored.applied_webhooks ?? []));
      if (unchanged) return undefined;
      return {
        order_id: next.order_id,
        order_reference: next.order?.name ?? '',
        before: shown(stored.state.valued),
        after: shown(next.valued),
      };
    } catch (error) {
      if (!(error instanceof TransactionCancelled) || !error.conditionFailedAt(0) || attempt >= MAX_ATTEMPTS) throw error;
      stored = await getStoredOrder(found.state.order_id);
    }
  }
}

/** One page of the recount, newest orders first; `cursor` continues where the last page stopped. */
export async function recountOrdersPage(cursor?: string): Promise<RecountPage> {
  const [page, rules] = await Promise.all([listStoredOrders(cursor, RECOUNT_PAGE_SIZE), paymentSettings()]);
  const moved = [];
  for (const stored of page.orders) {
    const change = await recountOrder(stored, rules);
    if (change) moved.push(change);
  }
  // Each order is its own transaction: the page's entry, once it is done, says which orders' totals moved.
  await recordAudit({
    subjectType: 'orders',
    subjectId: 'recount',
    changes: [
      changed('examined', null, page.orders.length),
      changed(
        'changed_orders',
        null,
        moved.map((order) => order.order_id),
      ),
    ],
  });
  return { examined: page.orders.length, changed: moved, next_cursor: page.next_cursor };
}
