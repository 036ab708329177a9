import { orders as contracts } from '@app/shared/contracts';
import type { DecideFlagInput, FlaggedOrder, OrderFlagsPage } from '@app/shared/orders';
import { changed } from '#lib/audit';
import { Conflict, NotFound } from '#lib/errors';
import type { Caller } from '#lib/http';
import { getItem, nowIso, parseItem, type Item } from '#lib/table';
import * as z from 'zod';
import { adminOrderRows } from './admin-orders';
import { cachedPaymentTerms } from './ingest-cache';
import { orderKeys, toListedOrder } from './order-data';
import { flaggedOrderItems } from './order-flags-data';
import { orderStateSchema, valueOrder, type OrderState } from './order-state';
import { adminName, refold } from './refold-order';

const itemStateSchema = z.object({ state: orderStateSchema });

/** Flagged orders as the Flags view shows them, their ambassadors named (one BatchGetItem for them all). */
async function flaggedOrders(items: Item[]): Promise<FlaggedOrder[]> {
  const [rows, terms] = await Promise.all([adminOrderRows(items.map(toListedOrder)), cachedPaymentTerms()]);
  return items.map((item, index) => {
    const { state } = parseItem(itemStateSchema, item);
    const row = rows[index]!;
    return {
      order_id: row.id,
      order_reference: row.order_reference,
      order_date: row.order_date,
      order_amount: row.order_amount,
      commission_held: commissionIfCleared(state, terms.settings) / 100,
      buyer_email: state.order?.email ?? null,
      ambassador: row.ambassador,
      flag: row.flag!,
    };
  });
}

/** The commission an order earns once its flag is cleared (as it is, refunds and all). */
function commissionIfCleared(state: OrderState, rules: Parameters<typeof valueOrder>[1]): number {
  if (!state.flag || state.flag.status === 'voided') return 0;
  return valueOrder({ ...state, flag: { ...state.flag, status: 'cleared' } }, rules).counted.commission_cents;
}

/** The Flags view: one page of flagged orders, those held for a decision or those decided, newest first. */
export async function orderFlagsPage({ status, cursor }: { status: 'held' | 'decided'; cursor?: string }): Promise<OrderFlagsPage> {
  const page = await flaggedOrderItems(status, cursor);
  return { flags: await flaggedOrders(page.items), next_cursor: page.next_cursor };
}

/**
 * Clear or Void a flagged order, with who decided, when and their note kept on it. Cleared, the order counts
 * for its ambassador and campaign as any order does, in the order's own transaction (badges and Auto Sale
 * objectives included); voided, it never counts, and a cleared order voided later moves everything back.
 */
export async function decideOrderFlag(orderId: string, input: DecideFlagInput, caller: Caller): Promise<FlaggedOrder> {
  const { errors } = contracts.decideOrderFlag;
  const decided = { by_user_id: caller.userId, by_name: await adminName(caller), at: nowIso(), note: input.note ?? null };
  await refold(
    orderId,
    ({ state, version }) => {
      if (version === 0) throw new NotFound(errors.notFound);
      const { flag } = state;
      if (!flag) throw new Conflict(errors.notFlagged, 'not_flagged');
      if (flag.status === 'voided') throw new Conflict(errors.voided, 'voided');
      if (input.decision === 'clear' && flag.status === 'cleared') throw new Conflict(errors.alreadyCleared, 'already_cleared');
      return { ...state, flag: { ...flag, status: input.decision === 'clear' ? 'cleared' : 'voided', decided } };
    },
    ({ state }, next) => ({
      subjectType: 'order',
      subjectId: orderId,
      personId: state.ambassador?.user_id ?? null,
      changes: [
        changed('flag_status', state.flag?.status, next.flag?.status),
        changed('flag_note', state.flag?.decided?.note, decided.note),
      ],
    }),
  );
  const item = await getItem(orderKeys.primary(orderId), { consistent: true });
  const [flagged] = await flaggedOrders(item ? [item] : []);
  if (!flagged) throw new NotFound(errors.notFound);
  return flagged;
}
