import { randomUUID } from 'node:crypto';
import { events, payouts as contracts } from '@app/shared/contracts';
import {
  earningsFromCents,
  toCents,
  type Earnings,
  type MyEarnings,
  type PayoutBalance,
  type PayoutsOverview,
  type RecordedPayout,
  type RecordPayoutRequest,
  type VoidPayoutRequest,
} from '@app/shared/payouts';
import { isMinor } from '@app/shared/auth';
import { guardianHold } from '@app/shared/guardians';
import { AMBASSADOR_ROLES, type Role } from '@app/shared/platform';
import { Conflict, NotFound } from '#lib/errors';
import { announce } from '#lib/events';
import { nowIso, transact, TransactionCancelled } from '#lib/table';
import { getAmbassadorTotals, getAmbassadorTotalsMany, payableCommissionCoversCheck, type AmbassadorTotals } from '../leaderboards';
import { getProfile, getProfileSummaries, listProfilesByRole, notBeingErasedCheck } from '../profiles';
import { paymentSettings } from '../settings';
import {
  getPaidCents,
  getPaidCentsMany,
  getPayout,
  getTotalPaidCents,
  paidBalanceUpdate,
  payoutOnWire,
  payoutPut,
  payoutTotalsUpdate,
  payoutVoidWrites,
  recentPayouts,
} from './payout-data';

/** Where the payout's transaction checks that no erasure of the member has begun. */
const ERASURE_CHECK_AT = 4;

/** Where the void's transaction marks the payout voided, and checks that no erasure of the member has begun. */
const VOID_MARK_AT = 0;
const VOID_ERASURE_CHECK_AT = 3;

const isAmbassadorRole = (role: Role): role is (typeof AMBASSADOR_ROLES)[number] => (AMBASSADOR_ROLES as readonly Role[]).includes(role);

/** Earnings from a totals row (none yet: nothing earned) and the paid balance. */
const earningsOf = (totals: AmbassadorTotals | undefined, paidCents: number): Earnings =>
  earningsFromCents({ earned: toCents(totals?.total_commission ?? 0), payable: toCents(totals?.payable_commission ?? 0), paid: paidCents });

/** One ambassador's earnings: their totals row's commission, the part past the hold, and their paid balance (two GetItems). */
export async function ambassadorEarnings(userId: string): Promise<MyEarnings> {
  const [totals, paidCents, settings] = await Promise.all([getAmbassadorTotals(userId), getPaidCents(userId), paymentSettings()]);
  return { ...earningsOf(totals, paidCents), commission_hold_days: settings.commissionHoldDays };
}

/** The commission admins have paid out to every ambassador in all, in dollars: the payout totals (one GetItem). */
export async function totalCommissionPaid(): Promise<number> {
  return (await getTotalPaidCents()) / 100;
}

/**
 * The Payouts view: every ambassador with a code (the role index, as the Ambassadors screen reads them),
 * their commission (totals rows) and what they have been paid (paid balances), two BatchGetItems per
 * hundred ambassadors; no order is read. Most unpaid first; flagged at the Payments tab's threshold.
 */
export async function payoutsOverview(): Promise<PayoutsOverview> {
  const [profilesByRole, settings, recent] = await Promise.all([
    Promise.all(AMBASSADOR_ROLES.map(listProfilesByRole)),
    paymentSettings(),
    recentPayouts(),
  ]);
  const ambassadors = profilesByRole.flat().filter((profile) => profile.personal_code);
  const ids = ambassadors.map((profile) => profile.user_id);
  const [totals, paid, payees] = await Promise.all([
    getAmbassadorTotalsMany(ids),
    getPaidCentsMany(ids),
    getProfileSummaries(recent.flatMap((payout) => [payout.user_id, ...(payout.voided ? [payout.voided.voided_by] : [])])),
  ]);
  const thresholdCents = toCents(settings.payoutThreshold);
  const now = new Date();
  const balances = ambassadors.flatMap((profile): PayoutBalance[] => {
    if (!isAmbassadorRole(profile.role)) return [];
    const earnings = earningsOf(totals.get(profile.user_id), paid.get(profile.user_id) ?? 0);
    // Due a payout: what could be paid now (past the hold) reaches the threshold.
    const payable = toCents(earnings.payable_earnings);
    return [
      {
        user_id: profile.user_id,
        first_name: profile.first_name,
        last_name: profile.last_name,
        email: profile.email,
        role: profile.role,
        personal_code: profile.personal_code,
        ...earnings,
        above_threshold: payable > 0 && payable >= thresholdCents,
        under_18: isMinor(profile.adult_from, now),
      },
    ];
  });
  balances.sort(
    (a, b) => b.unpaid_earnings - a.unpaid_earnings || `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`),
  );
  return {
    payout_threshold: settings.payoutThreshold,
    commission_hold_days: settings.commissionHoldDays,
    balances,
    recent_runs: [],
    recent_payouts: recent.map((payout) => {
      const payee = payees.get(payout.user_id);
      const voidedBy = payout.voided && payees.get(payout.voided.voided_by);
      return {
        ...payout,
        ambassador: payee ? { first_name: payee.first_name, last_name: payee.last_name, email: payee.email } : null,
        voided_by_name: voidedBy ? `${voidedBy.first_name} ${voidedBy.last_name}`.trim() : null,
      };
    }),
  };
}

/**
 * Records a payout: the ledger entry, the ambassador's paid total and the programme's payout totals in
 * ONE transaction. The ambassador's paid total moves only from the value read here (another payout in
 * between fails it: 409), and only while the totals row's payable commission (past the hold) still covers
 * the new paid total (a late refund in between fails it too), so no payout pays commission still in the
 * hold, nor takes the unpaid balance below zero. An order landing in
 * between only conflicts (as does another ambassador's payout, on the payout totals), and the transaction
 * is sent again with the same checks.
 */
export async function recordPayout(adminId: string, input: RecordPayoutRequest): Promise<RecordedPayout> {
  const { errors } = contracts.recordPayout;
  const profile = await getProfile(input.user_id);
  if (!profile || !isAmbassadorRole(profile.role)) throw new NotFound(errors.notFound);
  // Nothing is paid to a member under 18 before their guardian acknowledges, nor after a guardian withdrew (issue 44).
  const hold = guardianHold(profile, new Date());
  if (hold === 'awaiting_guardian') throw new Conflict(errors.awaitingGuardian, hold);
  if (hold === 'guardian_withdrew') throw new Conflict(errors.guardianWithdrew, hold);

  const [totals, paidCents] = await Promise.all([getAmbassadorTotals(input.user_id, true), getPaidCents(input.user_id, true)]);
  const before = earningsOf(totals, paidCents);
  const amountCents = toCents(input.amount);
  if (amountCents > toCents(before.unpaid_earnings)) throw new Conflict(errors.moreThanUnpaid, 'more_than_unpaid');
  if (amountCents > toCents(before.payable_earnings)) throw new Conflict(errors.moreThanPayable, 'more_than_payable');

  const newPaidCents = paidCents + amountCents;
  const createdAt = nowIso();
  const payout = {
    id: randomUUID(),
    user_id: input.user_id,
    amount_cents: amountCents,
    paid_on: input.paid_on,
    reference: input.reference,
    recorded_by: adminId,
    created_at: createdAt,
  };
  try {
    await transact([
      payoutPut(payout),
      paidBalanceUpdate(input.user_id, payout.id, { seenCents: paidCents, newCents: newPaidCents, paidOn: input.paid_on, now: createdAt }),
      payoutTotalsUpdate(amountCents, createdAt),
      payableCommissionCoversCheck(input.user_id, newPaidCents),
      notBeingErasedCheck(input.user_id),
    ]);
  } catch (error) {
    // The member's erasure began since they were read: they are no longer anyone to pay (issue 44).
    if (error instanceof TransactionCancelled && error.conditionFailedAt(ERASURE_CHECK_AT)) throw new NotFound(errors.notFound);
    if (error instanceof TransactionCancelled && error.conditionFailed) throw new Conflict(errors.balanceMoved, 'balance_moved');
    throw error;
  }
  const { amount_cents: _cents, ...recorded } = payout;
  const wire = {
    ...recorded,
    bonus: 0,
    method: 'cash' as const,
    state: 'sent' as const,
    paid_to_guardian: null,
    card_last_characters: null,
    failure_message: null,
    attempts: 0,
    code_emailed: false,
    run_id: null,
  };
  await announce(events.payoutRecorded, {
    payout_id: payout.id,
    user_id: payout.user_id,
    amount: amountCents / 100,
    paid_on: payout.paid_on,
    reference: payout.reference,
  });
  return { payout: { ...wire, amount: amountCents / 100, voided: null }, earnings: earningsOf(totals, newPaidCents) };
}

/**
 * Voids a payout (issue 45): marks it voided, with the reason, the admin and the time, and moves the
 * ambassador's paid total and the payout totals back by its amount, in ONE transaction (payoutVoidWrites)
 * that also checks the member is still there and not being erased. A payout already voided, before the
 * read or by a concurrent void, is refused with 409; so is one whose ambassador was erased (their balance is
 * gone, and the ledger names nobody). The ambassador is told by e-mail.
 */
export async function voidPayout(adminId: string, payoutId: string, input: VoidPayoutRequest): Promise<RecordedPayout> {
  const { errors } = contracts.voidPayout;
  const payout = await getPayout(payoutId, true);
  if (!payout) throw new NotFound(errors.notFound);
  if (payout.voided) throw new Conflict(errors.alreadyVoided, 'already_voided');
  if (!(await getProfile(payout.user_id))) throw new Conflict(errors.ambassadorGone, 'ambassador_gone');

  const voided = { reason: input.reason, voided_by: adminId, voided_at: nowIso() };
  try {
    await transact([
      ...payoutVoidWrites(payout, { reason: voided.reason, voidedBy: adminId, now: voided.voided_at }),
      notBeingErasedCheck(payout.user_id),
    ]);
  } catch (error) {
    if (error instanceof TransactionCancelled && error.conditionFailedAt(VOID_ERASURE_CHECK_AT)) {
      throw new Conflict(errors.ambassadorGone, 'ambassador_gone');
    }
    if (error instanceof TransactionCancelled && error.conditionFailedAt(VOID_MARK_AT)) {
      const now = await getPayout(payoutId, true);
      if (now?.voided) throw new Conflict(errors.alreadyVoided, 'already_voided');
      throw new Conflict(errors.ambassadorGone, 'ambassador_gone');
    }
    throw error;
  }
  const { amount_cents: amountCents } = payout;
  const rest = payoutOnWire(payout);
  await announce(events.payoutVoided, {
    payout_id: payout.id,
    user_id: payout.user_id,
    amount: amountCents / 100,
    paid_on: payout.paid_on,
    reference: payout.reference,
    reason: voided.reason,
  });
  const [totals, paidCents] = await Promise.all([getAmbassadorTotals(payout.user_id, true), getPaidCents(payout.user_id, true)]);
  return { payout: { ...rest, voided }, earnings: earningsOf(totals, paidCents) };
}
