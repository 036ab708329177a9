import { orders as contracts } from '@app/shared/contracts';
import type { AdminOrder, CreditOrderInput } from '@app/shared/orders';
import { Conflict, NotFound } from '#lib/errors';
import type { Caller } from '#lib/http';
import { nowIso, transact, TransactionCancelled } from '#lib/table';
import { getProfile } from '../profiles';
import { paymentTermsHeld } from '../settings';
import { adminOrderRows } from './admin-orders';
import { cachedPaymentTerms } from './ingest-cache';
import { getListedOrder, getStoredOrder, type StoredOrder } from './order-data';
import { CREDIT_LOG_KEPT, valueOrder, type OrderCreditRecord, type OrderState } from './order-state';
import { ambassadorOf, announceBadges, orderFoldWrites, saleFor } from './record-store-event';

// A store event (or another admin) moving the order under us means read it again and decide again.
const MAX_ATTEMPTS = 12;

/**
 * Refolds an order with `change` made to its state: every total moves by the difference in the order's own
 * transaction, guarded by its version and the Payments settings as a store event's is, with the milestone
 * badges and Auto Sale objectives an added sale earns. `change` decides on the order as read, each attempt.
 */
async function refold(orderId: string, change: (stored: StoredOrder) => OrderState): Promise<void> {
  let freshTerms = false;
  for (let attempt = 1; ; attempt++) {
    const stored = await getStoredOrder(orderId);
    const changed = change(stored);
    const terms = await cachedPaymentTerms(freshTerms);
    const next = valueOrder(changed, terms.settings);
    const sale = await saleFor(stored, next);
    try {
      await transact([...orderFoldWrites(stored, next, stored.applied_webhooks ?? [], sale), paymentTermsHeld(terms)]);
      if (next.ambassador && sale?.move.badges) await announceBadges(next.ambassador.user_id, sale.move.badges.shirts);
      return;
    } catch (error) {
      if (!(error instanceof TransactionCancelled) || !error.conditionFailed || attempt >= MAX_ATTEMPTS) throw error;
      freshTerms = true;
    }
  }
}

/** The order as the admin's table shows it, after the change. */
async function adminOrder(orderId: string): Promise<AdminOrder> {
  const order = await getListedOrder(orderId);
  if (!order) throw new NotFound(contracts.creditOrder.errors.notFound);
  const [row] = await adminOrderRows([order]);
  return row!;
}

/** Who decided, and when: the admin's name as their profile has it. */
async function decision(caller: Caller, reason: string): Promise<OrderCreditRecord> {
  const admin = await getProfile(caller.userId);
  const name = admin ? `${admin.first_name} ${admin.last_name}`.trim() : '';
  return { by_user_id: caller.userId, by_name: name || 'An admin', at: nowIso(), reason };
}

/** The order's data must have come from the store: a refund alone says nothing of what was sold. */
function knownOrder({ state, version }: StoredOrder, notFound: string): OrderState & { order: NonNullable<OrderState['order']> } {
  if (version === 0 || !state.order) throw new NotFound(notFound);
  return state as OrderState & { order: NonNullable<OrderState['order']> };
}

/**
 * Credit to Ambassador: an order whose code matched nobody becomes the named ambassador's, as if it had
 * carried their code (their totals, their campaign's, the leaderboards, badges and Auto Sale objectives),
 * with the admin's reason kept on the order.
 */
export async function creditOrder(orderId: string, input: Required<CreditOrderInput>, caller: Caller): Promise<AdminOrder> {
  const { errors } = contracts.creditOrder;
  const [profile, credit] = await Promise.all([getProfile(input.user_id), decision(caller, input.reason)]);
  if (!profile || profile.role === 'admin') throw new NotFound(errors.notAmbassador);
  await refold(orderId, (stored) => {
    const state = knownOrder(stored, errors.notFound);
    if (state.ambassador) throw new Conflict(errors.attributed, 'attributed');
    return {
      ...state,
      ambassador: ambassadorOf(profile),
      credit,
      credit_log: [...state.credit_log, { ...credit, action: 'credited' as const }].slice(-CREDIT_LOG_KEPT),
    };
  });
  return adminOrder(orderId);
}

/** Undo Credit: the order is unattributed again and every total it moved moves back; the log keeps both decisions. */
export async function undoOrderCredit(orderId: string, caller: Caller): Promise<AdminOrder> {
  const { errors } = contracts.undoOrderCredit;
  const undone = await decision(caller, '');
  await refold(orderId, (stored) => {
    const { credit, ...state } = knownOrder(stored, errors.notFound);
    if (!credit) throw new Conflict(errors.notCredited, 'not_credited');
    return {
      ...state,
      ambassador: null,
      credit_log: [...state.credit_log, { ...undone, reason: credit.reason, action: 'undone' as const }].slice(-CREDIT_LOG_KEPT),
    };
  });
  return adminOrder(orderId);
}
