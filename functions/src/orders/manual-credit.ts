import { orders as contracts } from '@app/shared/contracts';
import type { AdminOrder, CreditOrderInput } from '@app/shared/orders';
import { changed } from '#lib/audit';
import { Conflict, NotFound } from '#lib/errors';
import type { Caller } from '#lib/http';
import { nowIso } from '#lib/table';
import { getProfile } from '../profiles';
import { adminOrderRows } from './admin-orders';
import { getListedOrder, type StoredOrder } from './order-data';
import { CREDIT_LOG_KEPT, type OrderCreditRecord, type OrderState } from './order-state';
import { ambassadorOf } from './record-store-event';
import { adminName, refold } from './refold-order';

/** The order as the admin's table shows it, after the change. */
async function adminOrder(orderId: string): Promise<AdminOrder> {
  const order = await getListedOrder(orderId);
  if (!order) throw new NotFound(contracts.creditOrder.errors.notFound);
  const [row] = await adminOrderRows([order]);
  return row!;
}

/** Who decided, and when. */
async function decision(caller: Caller, reason: string): Promise<OrderCreditRecord> {
  return { by_user_id: caller.userId, by_name: await adminName(caller), at: nowIso(), reason };
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
  await refold(
    orderId,
    (stored) => {
      const state = knownOrder(stored, errors.notFound);
      if (state.ambassador) throw new Conflict(errors.attributed, 'attributed');
      if (state.campaign_id) throw new Conflict(errors.campaignCode, 'campaign_code');
      return {
        ...state,
        ambassador: ambassadorOf(profile),
        credit,
        credit_log: [...state.credit_log, { ...credit, action: 'credited' as const }].slice(-CREDIT_LOG_KEPT),
      };
    },
    () => ({
      subjectType: 'order',
      subjectId: orderId,
      personId: profile.user_id,
      changes: [changed('ambassador', null, profile.user_id), changed('credit_reason', null, input.reason)],
    }),
  );
  return adminOrder(orderId);
}

/** Undo Credit: the order is unattributed again and every total it moved moves back; the log keeps both decisions. */
export async function undoOrderCredit(orderId: string, caller: Caller): Promise<AdminOrder> {
  const { errors } = contracts.undoOrderCredit;
  const undone = await decision(caller, '');
  await refold(
    orderId,
    (stored) => {
      const { credit, ...state } = knownOrder(stored, errors.notFound);
      if (!credit) throw new Conflict(errors.notCredited, 'not_credited');
      return {
        ...state,
        ambassador: null,
        credit_log: [...state.credit_log, { ...undone, reason: credit.reason, action: 'undone' as const }].slice(-CREDIT_LOG_KEPT),
      };
    },
    ({ state }) => ({
      subjectType: 'order',
      subjectId: orderId,
      personId: state.ambassador?.user_id ?? null,
      changes: [changed('ambassador', state.ambassador?.user_id, null), changed('credit_reason', state.credit?.reason, null)],
    }),
  );
  return adminOrder(orderId);
}
