import { PAYOUT_STATES, RECENT_PAYOUTS_LIMIT, type Payout } from '@app/shared/payouts';
import { PAYOUT_METHODS } from '@app/shared/settings';
import * as z from 'zod';
import {
  batchGetAll,
  getItem,
  isConditionFailure,
  parseItem,
  queryAll,
  queryPage,
  updateItem,
  type Item,
  type TransactItem,
} from '#lib/table';

/**
 * Payouts' three entities.
 * - payout (the ledger): pk PAYOUT#<id>, sk PAYOUT; gsi1 PAYOUTS / <created_at>#<id>, every payout newest
 *   first. Its own partition, so the record of money sent stays when the ambassador's rows are erased
 *   (as orders do). A voided payout stays too, with void_reason, voided_by and voided_at. Its method (cash
 *   or gift_card; none stored: cash, as every payout before methods) and state (pending, sent, failed; none:
 *   sent); a gift card's store id (card_id) and last characters once issued, never its code; the attempts
 *   to issue it, the claim of the attempt under way (issuing_since) and the last failure's message; the
 *   bonus on top (bonus_cents), the guardian paid (paid_to_guardian) and its run (run_id).
 * - paid balance: pk USER#<userId>, sk PAYOUT_BALANCE; paid_cents, what admins have paid the ambassador
 *   in total (voided payouts taken out), and payout_ids and payouts_count, the ids and number of every payout
 *   recorded to them, voided ones too (their erasure puts those under their anonymous id).
 *   What they earned is their totals row's commission_cents (leaderboards); unpaid is the difference. No
 *   row yet means nothing paid, so existing ambassadors need no backfill.
 * - payout totals: pk STATS#PAYOUTS, sk TOTAL; paid_cents and payouts_count over every payout recorded and
 *   not voided, moved by ADD in each payout's (and each void's) transaction, so Impact & Reports reads what has been paid with one
 *   GetItem. One item, not sharded: payouts are a few a week, recorded by hand.
 */
export const payoutKeys = {
  primary: (payoutId: string) => ({ pk: `PAYOUT#${payoutId}`, sk: 'PAYOUT' }),
  recent: (createdAt = '', payoutId = '') => ({ gsi1pk: 'PAYOUTS', gsi1sk: `${createdAt}#${payoutId}` }),
};

export const paidBalanceKeys = {
  primary: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PAYOUT_BALANCE' }),
};

export const payoutTotalsKeys = {
  primary: () => ({ pk: 'STATS#PAYOUTS', sk: 'TOTAL' }),
};

const storedPayoutSchema = z
  .object({
    id: z.string(),
    user_id: z.string(),
    amount_cents: z.number(),
    paid_on: z.string(),
    reference: z.string(),
    recorded_by: z.string(),
    created_at: z.string(),
    void_reason: z.string().optional(),
    voided_by: z.string().optional(),
    voided_at: z.string().optional(),
    method: z.enum(PAYOUT_METHODS).default('cash'),
    state: z.enum(PAYOUT_STATES).default('sent'),
    bonus_cents: z.number().default(0),
    paid_to_guardian: z.string().nullable().default(null),
    card_id: z.string().nullable().default(null),
    card_last_characters: z.string().nullable().default(null),
    failure_message: z.string().nullable().default(null),
    attempts: z.number().default(0),
    code_emailed: z.boolean().default(false),
    run_id: z.string().nullable().default(null),
    issuing_since: z.string().nullable().default(null),
    sent_at: z.string().nullable().default(null),
  })
  .transform(({ amount_cents, bonus_cents, void_reason, voided_by, voided_at, ...payout }) => ({
    ...payout,
    amount: amount_cents / 100,
    amount_cents,
    bonus: bonus_cents / 100,
    bonus_cents,
    voided:
      void_reason !== undefined && voided_by !== undefined && voided_at !== undefined
        ? { reason: void_reason, voided_by, voided_at }
        : null,
  }));

/** A payout as the ledger holds it: with its amounts in cents too, which its void moves back, and its card's store id. */
export type StoredPayout = z.output<typeof storedPayoutSchema>;

/** A stored payout as the wire carries it: no cents, no card id, no claim. */
export function payoutOnWire(stored: StoredPayout): Payout {
  const { amount_cents: _cents, bonus_cents: _bonus, card_id: _card, issuing_since: _since, sent_at: _sent, ...payout } = stored;
  return payout;
}

const toPayout = (item: Item): Payout => payoutOnWire(parseItem(storedPayoutSchema, item));

/** One payout, as the ledger holds it (GetItem; consistent when a write is computed from it). */
export async function getPayout(payoutId: string, consistent = false): Promise<StoredPayout | undefined> {
  const item = await getItem(payoutKeys.primary(payoutId), { consistent });
  return item ? parseItem(storedPayoutSchema, item) : undefined;
}

/** A payout as its transaction records it: a gift card's issue fields come later. */
export type NewPayout = Pick<Payout, 'id' | 'user_id' | 'paid_on' | 'reference' | 'recorded_by' | 'created_at'> &
  Partial<Pick<Payout, 'method' | 'state' | 'paid_to_guardian' | 'run_id'>> & { amount_cents: number; bonus_cents?: number };

/** The ledger entry's Put, for the payout's transaction (a new id, so the condition only guards a collision). */
export function payoutPut(payout: NewPayout): TransactItem {
  const stored = { method: 'cash', state: 'sent', bonus_cents: 0, paid_to_guardian: null, run_id: null, attempts: 0, ...payout };
  return {
    Put: {
      Item: { ...payoutKeys.primary(payout.id), ...payoutKeys.recent(payout.created_at, payout.id), ...stored },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * The Update that moves an ambassador's paid total from `seenCents` (what the caller read) to `newCents`,
 * for the payout's transaction: it fails when another payout moved it in between, so two payouts
 * computed from the same balance cannot both pass.
 */
export function paidBalanceUpdate(
  userId: string,
  payoutId: string,
  { seenCents, newCents, paidOn, now }: { seenCents: number; newCents: number; paidOn: string; now: string },
): TransactItem {
  return {
    Update: {
      Key: paidBalanceKeys.primary(userId),
      UpdateExpression:
        'SET member_user_id = :user, paid_cents = :new, last_paid_on = :paidOn, updated_at = :now ADD payouts_count :one, payout_ids :payout',
      ConditionExpression: seenCents === 0 ? 'attribute_not_exists(paid_cents) OR paid_cents = :seen' : 'paid_cents = :seen',
      ExpressionAttributeValues: {
        ':user': userId,
        ':new': newCents,
        ':seen': seenCents,
        ':paidOn': paidOn,
        ':now': now,
        ':one': 1,
        ':payout': new Set([payoutId]),
      },
    },
  };
}

/**
 * The void's three writes, for one transaction: the payout is marked voided (condition: not voided yet, and
 * still the member's, so neither a second void nor an erasure in between passes), the member's paid total
 * goes down by its amount (never below zero) and the payout totals too. The paid balance keeps the payout's
 * id and count: its erasure still finds the voided payout to anonymize.
 */
export function payoutVoidWrites(payout: StoredPayout, { reason, voidedBy, now }: { reason: string; voidedBy: string; now: string }) {
  const payoutUpdate: TransactItem = {
    Update: {
      Key: payoutKeys.primary(payout.id),
      UpdateExpression: 'SET void_reason = :reason, voided_by = :by, voided_at = :now',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(voided_at) AND user_id = :user',
      ExpressionAttributeValues: { ':reason': reason, ':by': voidedBy, ':now': now, ':user': payout.user_id },
    },
  };
  const balanceUpdate: TransactItem = {
    Update: {
      Key: paidBalanceKeys.primary(payout.user_id),
      UpdateExpression: 'SET paid_cents = paid_cents - :amount, updated_at = :now',
      ConditionExpression: 'paid_cents >= :amount',
      ExpressionAttributeValues: { ':amount': payout.amount_cents, ':now': now },
    },
  };
  return [payoutUpdate, balanceUpdate, payoutTotalsUpdate(-payout.amount_cents, now, -1)];
}

/**
 * Puts an erased member's payouts under their anonymous id (issue 44): the ledger keeps what was paid, when and
 * with which reference, naming nobody. Their ids come from the paid balance (read before the member's partition
 * goes); a balance that counts more payouts than it lists dates from before it listed them, and those are
 * found among every payout (gsi1, filtered: only for members paid before then). Each payout moves only while
 * it is still theirs, so running it again moves nothing.
 */
export async function anonymizePayouts(userId: string, anonymousId: string): Promise<number> {
  const balance = await getItem(paidBalanceKeys.primary(userId), { consistent: true, projection: ['payouts_count', 'payout_ids'] });
  if (!balance) return 0;
  const listed = balance.payout_ids instanceof Set ? [...(balance.payout_ids as Set<string>)] : [];
  const payoutIds = Number(balance.payouts_count ?? 0) > listed.length ? await payoutIdsOf(userId) : listed;
  for (const payoutId of payoutIds) {
    try {
      await updateItem({
        Key: payoutKeys.primary(payoutId),
        UpdateExpression: 'SET user_id = :anonymous',
        ConditionExpression: 'user_id = :user',
        ExpressionAttributeValues: { ':anonymous': anonymousId, ':user': userId },
      });
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return payoutIds.length;
}

/** The ids of every payout to a member, from the list of every payout (gsi1, every page). */
async function payoutIdsOf(userId: string): Promise<string[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    FilterExpression: 'user_id = :user',
    ExpressionAttributeValues: { ':pk': payoutKeys.recent().gsi1pk, ':user': userId },
    ProjectionExpression: 'id',
  });
  return items.map((item) => String(item.id));
}

/** The Update that adds a payout to the programme's payout totals (or, negative, takes a voided one out), for the payout's transaction. */
export function payoutTotalsUpdate(amountCents: number, now: string, count: 1 | -1 = 1): TransactItem {
  return {
    Update: {
      Key: payoutTotalsKeys.primary(),
      UpdateExpression: 'SET updated_at = :now ADD paid_cents :amount, payouts_count :count',
      ExpressionAttributeValues: { ':amount': amountCents, ':count': count, ':now': now },
    },
  };
}

const paidCentsOf = (item: Item | undefined) => (typeof item?.paid_cents === 'number' ? item.paid_cents : 0);

/** What admins have paid every ambassador in all, in cents (one GetItem); no item yet means nothing paid. */
export async function getTotalPaidCents(): Promise<number> {
  return paidCentsOf(await getItem(payoutTotalsKeys.primary(), { projection: ['paid_cents'] }));
}

/** What admins have paid one ambassador, in cents (GetItem; consistent before a payout is computed from it). */
export async function getPaidCents(userId: string, consistent = false): Promise<number> {
  return paidCentsOf(await getItem(paidBalanceKeys.primary(userId), { consistent, projection: ['paid_cents'] }));
}

/** What admins have paid each of these ambassadors, in cents (BatchGetItem, 100 keys a request); absent means 0. */
export async function getPaidCentsMany(userIds: string[]): Promise<Map<string, number>> {
  const items = await batchGetAll([...new Set(userIds)].map(paidBalanceKeys.primary), { projection: ['member_user_id', 'paid_cents'] });
  return new Map(items.map((item) => [String(item.member_user_id), paidCentsOf(item)]));
}

/** The newest payouts, every ambassador's (one Query on gsi1). */
export async function recentPayouts(limit = RECENT_PAYOUTS_LIMIT): Promise<Payout[]> {
  const { items } = await queryPage({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': payoutKeys.recent().gsi1pk },
    ScanIndexForward: false,
    Limit: limit,
  });
  return items.map(toPayout);
}
