import { PAYOUT_METHODS, type PayoutMethod } from '@app/shared/settings';
import { batchGetAll, getItem, nowIso, type TransactItem } from '#lib/table';
import { paidBalanceKeys } from './payout-data';

/**
 * The member's payout method (issue 46): payout_method and payout_method_chosen_at on their paid balance
 * (payout-data.ts: pk USER#<userId>, sk PAYOUT_BALANCE), the row that already holds how they are paid. It goes
 * with the member's partition when they are erased: a preference, not a tax record. No attribute: they have not
 * chosen, and are paid the programme's default.
 */

const isPayoutMethod = (value: unknown): value is PayoutMethod => (PAYOUT_METHODS as readonly unknown[]).includes(value);

/** The method the member chose, or null (one GetItem of their paid balance, its payout_ids too, for their payouts). */
export async function getPaidBalanceOfMember(userId: string): Promise<{ preferred: PayoutMethod | null; payoutIds: string[] }> {
  const item = await getItem(paidBalanceKeys.primary(userId), { projection: ['payout_method', 'payout_ids'] });
  const preferred = item?.payout_method;
  return {
    preferred: isPayoutMethod(preferred) ? preferred : null,
    payoutIds: item?.payout_ids instanceof Set ? [...(item.payout_ids as Set<string>)] : [],
  };
}

/** Each member's chosen method, absent for one who has not chosen (one BatchGetItem per 100 paid balances). */
export async function getChosenMethodsMany(userIds: string[]): Promise<Map<string, PayoutMethod>> {
  const items = await batchGetAll([...new Set(userIds)].map(paidBalanceKeys.primary), { projection: ['member_user_id', 'payout_method'] });
  return new Map(items.flatMap((item) => (isPayoutMethod(item.payout_method) ? [[String(item.member_user_id), item.payout_method]] : [])));
}

/**
 * The Update that keeps the member's choice, for a transaction that also checks they are not being erased (the
 * row would come back after their partition went). It leaves paid_cents alone: a payout's condition on it holds.
 */
export function payoutMethodUpdate(userId: string, method: PayoutMethod): TransactItem {
  return {
    Update: {
      Key: paidBalanceKeys.primary(userId),
      UpdateExpression: 'SET member_user_id = :user, payout_method = :method, payout_method_chosen_at = :now',
      ExpressionAttributeValues: { ':user': userId, ':method': method, ':now': nowIso() },
    },
  };
}
