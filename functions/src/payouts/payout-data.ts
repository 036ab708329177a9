import {
  PAYOUT_RUN_SKIP_REASONS,
  PAYOUT_RUN_STATES,
  PAYOUT_STATES,
  RECENT_PAYOUT_RUNS_LIMIT,
  RECENT_PAYOUTS_LIMIT,
  type Payout,
  type PayoutRun,
} from '@app/shared/payouts';
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
 *   bonus on top (bonus_cents), the guardian paid (paid_to_guardian) and its run (run_id); card_generation, how
 *   many of its cards were deactivated and replaced (a card made whose code never reached us). While pending,
 *   gsi2 PAYOUTS#PENDING / <pending since>#<id> (a sparse entry, removed when the attempt ends): the payouts an
 *   attempt may have been cut short on, which the resume schedule reads without a scan.
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
  pending: (since = '', payoutId = '') => ({ gsi2pk: 'PAYOUTS#PENDING', gsi2sk: `${since}#${payoutId}` }),
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
    first_attempt_at: z.string().nullable().default(null),
    sent_at: z.string().nullable().default(null),
    card_generation: z.number().default(0),
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
  const {
    amount_cents: _cents,
    bonus_cents: _bonus,
    card_id: _card,
    issuing_since: _since,
    first_attempt_at: _first,
    sent_at: _sent,
    card_generation: _generation,
    ...payout
  } = stored;
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
  const pending = stored.state === 'pending' ? payoutKeys.pending(payout.created_at, payout.id) : {};
  return {
    Put: {
      Item: { ...payoutKeys.primary(payout.id), ...payoutKeys.recent(payout.created_at, payout.id), ...pending, ...stored },
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

/**
 * Claims a pending payout for one attempt to issue it, so one worker at a time asks the store for its card:
 * the claim (issuing_since) is taken only while the payout is pending, not voided, and unclaimed, or claimed
 * before `staleBefore` (a worker that died mid-attempt: its claim lapses). Counts the attempt and keeps the
 * first one's time. Answers the claimed payout, or undefined when it is not there to claim.
 */
export async function claimPayoutIssue(payoutId: string, { now, staleBefore }: { now: string; staleBefore: string }) {
  try {
    const item = await updateItem({
      Key: payoutKeys.primary(payoutId),
      UpdateExpression:
        'SET issuing_since = :now, first_attempt_at = if_not_exists(first_attempt_at, :now), attempts = if_not_exists(attempts, :zero) + :one',
      ConditionExpression:
        '#state = :pending AND attribute_not_exists(voided_at) AND (attribute_not_exists(issuing_since) OR issuing_since = :null OR issuing_since < :stale)',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':now': now, ':zero': 0, ':one': 1, ':pending': 'pending', ':null': null, ':stale': staleBefore },
      ReturnValues: 'ALL_NEW',
    });
    return item ? parseItem(storedPayoutSchema, item) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** The end of a claimed attempt, for its transaction: only while the claim is still this one (claimedAt). */
function attemptEnd(payout: StoredPayout, set: string, values: Record<string, unknown>): TransactItem {
  return {
    Update: {
      Key: payoutKeys.primary(payout.id),
      UpdateExpression: `SET ${set} REMOVE issuing_since, gsi2pk, gsi2sk`,
      ConditionExpression: 'issuing_since = :claim',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':claim': payout.issuing_since, ...values },
    },
  };
}

/**
 * The run's counters as one of its payouts moves from one state to another. Back to pending (a retry), the run
 * is running again, among the open runs the resume job continues.
 */
function runCountersMove(runId: string, from: 'pending' | 'failed', to: 'pending' | 'sent' | 'failed', now: string): TransactItem {
  const reopen = to === 'pending';
  const open = payoutRunKeys.open(runId);
  return {
    Update: {
      Key: payoutRunKeys.primary(runId),
      UpdateExpression: `SET updated_at = :now${reopen ? ', #state = :running, finished_at = :none, gsi2pk = :open, gsi2sk = :sort' : ''} ADD ${from}_count :minus, ${to}_count :plus`,
      ConditionExpression: 'attribute_exists(pk)',
      ...(reopen ? { ExpressionAttributeNames: { '#state': 'state' } } : {}),
      ExpressionAttributeValues: {
        ':now': now,
        ':minus': -1,
        ':plus': 1,
        ...(reopen ? { ':running': 'running', ':none': null, ':open': open.gsi2pk, ':sort': open.gsi2sk } : {}),
      },
    },
  };
}

/** A claimed payout's card was issued: sent, with its store id and last characters (never its code); its run counts it. */
export function payoutSentWrites(payout: StoredPayout, card: { cardId: string; lastCharacters: string }, now: string): TransactItem[] {
  return [
    attemptEnd(payout, '#state = :sent, card_id = :card, card_last_characters = :last, sent_at = :now, failure_message = :none', {
      ':sent': 'sent',
      ':card': card.cardId,
      ':last': card.lastCharacters,
      ':now': now,
      ':none': null,
    }),
    ...(payout.run_id ? [runCountersMove(payout.run_id, 'pending', 'sent', now)] : []),
  ];
}

/** A claimed payout's attempt failed: failed, with the store's message, for a retry; its run counts it. */
export function payoutFailedWrites(payout: StoredPayout, message: string, now: string): TransactItem[] {
  return [
    attemptEnd(payout, '#state = :failed, failure_message = :message, failed_at = :now', {
      ':failed': 'failed',
      ':message': message,
      ':now': now,
    }),
    ...(payout.run_id ? [runCountersMove(payout.run_id, 'pending', 'failed', now)] : []),
  ];
}

/** A failed payout goes back to pending for another attempt (condition: still failed, not voided); its run counts it. */
export function payoutRetryWrites(payout: StoredPayout, now: string): TransactItem[] {
  return [
    {
      Update: {
        Key: payoutKeys.primary(payout.id),
        UpdateExpression: 'SET #state = :pending, retried_at = :now, gsi2pk = :pendingPk, gsi2sk = :pendingSk',
        ConditionExpression: '#state = :failed AND attribute_not_exists(voided_at)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':failed': 'failed',
          ':now': now,
          ':pendingPk': payoutKeys.pending().gsi2pk,
          ':pendingSk': payoutKeys.pending(now, payout.id).gsi2sk,
        },
      },
    },
    ...(payout.run_id ? [runCountersMove(payout.run_id, 'failed', 'pending', now)] : []),
  ];
}

/**
 * The payouts pending since before `before` (gsi2's sparse entries: only pending payouts have one), oldest
 * first, with their run: those whose attempt a crash may have cut short. One Query of what is in flight.
 */
export async function pendingPayoutsSince(before: string): Promise<Array<{ id: string; run_id: string | null }>> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk < :before',
    ExpressionAttributeValues: { ':pk': payoutKeys.pending().gsi2pk, ':before': before },
    ProjectionExpression: 'id, run_id',
  });
  return items.map((item) => ({ id: String(item.id), run_id: typeof item.run_id === 'string' ? item.run_id : null }));
}

/**
 * Moves a claimed payout on to its next card (its previous one deactivated: made, but its code never reached
 * us), only while the claim is still this one and the generation the one read. Answers the payout with it.
 */
export async function advanceCardGeneration(payout: StoredPayout): Promise<StoredPayout> {
  const next = payout.card_generation + 1;
  await updateItem({
    Key: payoutKeys.primary(payout.id),
    UpdateExpression: 'SET card_generation = :next',
    ConditionExpression: 'issuing_since = :claim AND (attribute_not_exists(card_generation) OR card_generation = :current)',
    ExpressionAttributeValues: { ':next': next, ':claim': payout.issuing_since, ':current': payout.card_generation },
  });
  return { ...payout, card_generation: next };
}

/** Notes that the card's code reached the member by e-mail (its one chance: the code is kept nowhere). */
export async function markCodeEmailed(payoutId: string): Promise<void> {
  await updateItem({
    Key: payoutKeys.primary(payoutId),
    UpdateExpression: 'SET code_emailed = :yes',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':yes': true },
  });
}

/** These payouts, as the ledger holds them (BatchGetItem, 100 keys a request), in the order asked; missing ones left out. */
export async function getPayouts(payoutIds: readonly string[]): Promise<StoredPayout[]> {
  const items = await batchGetAll(payoutIds.map(payoutKeys.primary));
  const byId = new Map(items.map((item) => [String(item.id), parseItem(storedPayoutSchema, item)]));
  return payoutIds.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The payout run: pk PAYOUT_RUN#<id>, sk RUN; gsi1 PAYOUT_RUNS / <created_at>#<id>, every run newest first; and,
 * while it is running, gsi2 PAYOUT_RUNS#OPEN / <id>, the runs the resume job continues (a sparse
 * entry, removed when the run finishes). It lists its payouts' ids (at most MAX_RUN_PAYEES) and counts them by
 * state: each payout's issue moves the counters in its own transaction.
 */
export const payoutRunKeys = {
  primary: (runId: string) => ({ pk: `PAYOUT_RUN#${runId}`, sk: 'RUN' }),
  recent: (createdAt = '', runId = '') => ({ gsi1pk: 'PAYOUT_RUNS', gsi1sk: `${createdAt}#${runId}` }),
  open: (runId = '') => ({ gsi2pk: 'PAYOUT_RUNS#OPEN', gsi2sk: runId }),
};

const storedRunSchema = z.object({
  id: z.string(),
  state: z.enum(PAYOUT_RUN_STATES),
  started_by: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable().default(null),
  payout_ids: z.array(z.string()).default([]),
  payouts_count: z.number(),
  pending_count: z.number(),
  sent_count: z.number(),
  failed_count: z.number(),
  total_amount_cents: z.number(),
  total_bonus_cents: z.number(),
  skipped: z.array(z.object({ user_id: z.string(), reason: z.enum(PAYOUT_RUN_SKIP_REASONS) })).default([]),
});

export type StoredPayoutRun = z.output<typeof storedRunSchema>;

/** A stored run as the wire carries it. */
export function runOnWire({ payout_ids: _ids, total_amount_cents, total_bonus_cents, ...run }: StoredPayoutRun): PayoutRun {
  return { ...run, total_amount: total_amount_cents / 100, total_bonus: total_bonus_cents / 100 };
}

/**
 * A new run, running, with no payout yet: each joins it in its own transaction (payoutRunAddition). Until
 * `creatingUntil` (or until its creation is marked done) it cannot finish, however few of its payouts are pending.
 */
export function payoutRunPut(run: Pick<StoredPayoutRun, 'id' | 'started_by' | 'created_at'>, creatingUntil: string): TransactItem {
  const stored = {
    ...run,
    state: 'running',
    finished_at: null,
    payout_ids: [],
    payouts_count: 0,
    pending_count: 0,
    sent_count: 0,
    failed_count: 0,
    total_amount_cents: 0,
    total_bonus_cents: 0,
    skipped: [],
    creating_until: creatingUntil,
  };
  return {
    Put: {
      Item: { ...payoutRunKeys.primary(run.id), ...payoutRunKeys.recent(run.created_at, run.id), ...payoutRunKeys.open(run.id), ...stored },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** A payout joins its run, in the payout's own transaction: listed, counted pending, its amounts added. */
export function payoutRunAddition(runId: string, payoutId: string, amountCents: number, bonusCents: number, now: string): TransactItem {
  return {
    Update: {
      Key: payoutRunKeys.primary(runId),
      UpdateExpression:
        'SET payout_ids = list_append(payout_ids, :ids), updated_at = :now ADD payouts_count :one, pending_count :one, total_amount_cents :amount, total_bonus_cents :bonus',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':ids': [payoutId], ':now': now, ':one': 1, ':amount': amountCents, ':bonus': bonusCents },
    },
  };
}

/** The run's payouts are all recorded: it keeps whom it skipped, and may finish once none is pending. */
export async function markPayoutRunCreated(runId: string, skipped: StoredPayoutRun['skipped']): Promise<void> {
  await updateItem({
    Key: payoutRunKeys.primary(runId),
    UpdateExpression: 'SET skipped = :skipped REMOVE creating_until',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':skipped': skipped },
  });
}

/** One run (GetItem; consistent when the run's next step is computed from it). */
export async function getPayoutRun(runId: string, consistent = false): Promise<StoredPayoutRun | undefined> {
  const item = await getItem(payoutRunKeys.primary(runId), { consistent });
  return item ? parseItem(storedRunSchema, item) : undefined;
}

/** The newest runs (one Query on gsi1). */
export async function recentPayoutRuns(limit = RECENT_PAYOUT_RUNS_LIMIT): Promise<StoredPayoutRun[]> {
  const { items } = await queryPage({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': payoutRunKeys.recent().gsi1pk },
    ScanIndexForward: false,
    Limit: limit,
  });
  return items.map((item) => parseItem(storedRunSchema, item));
}

/** The ids of the runs still running (gsi2's sparse entries: only open runs have one). */
export async function openPayoutRunIds(): Promise<string[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': payoutRunKeys.open().gsi2pk },
    ProjectionExpression: 'id',
  });
  return items.map((item) => String(item.id));
}

/**
 * Finishes a run once none of its payouts is pending and all are recorded (condition: its creation is done, or
 * was cut short before `creating_until`), and takes it off the open runs. Answers whether it did.
 */
export async function finishPayoutRun(runId: string, now: string): Promise<boolean> {
  try {
    await updateItem({
      Key: payoutRunKeys.primary(runId),
      UpdateExpression: 'SET #state = :finished, finished_at = :now REMOVE gsi2pk, gsi2sk, creating_until',
      ConditionExpression:
        '#state = :running AND pending_count = :zero AND (attribute_not_exists(creating_until) OR creating_until < :now)',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':finished': 'finished', ':running': 'running', ':now': now, ':zero': 0 },
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
