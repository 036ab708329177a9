import { randomUUID } from 'node:crypto';
import { events, payouts as contracts } from '@app/shared/contracts';
import {
  earningsFromCents,
  taxYearOf,
  toCents,
  W9_THRESHOLD_CENTS,
  type Earnings,
  type MyEarnings,
  type PayoutBalance,
  type PayoutsOverview,
  type PayoutState,
  type RecordedPayout,
  type RecordPayoutRequest,
  type VoidPayoutRequest,
} from '@app/shared/payouts';
import { isMinor } from '@app/shared/auth';
import { guardianHold } from '@app/shared/guardians';
import { AMBASSADOR_ROLES, type Role } from '@app/shared/platform';
import type { PaymentSettings, PayoutMethod } from '@app/shared/settings';
import { auditWrites, changed } from '#lib/audit';
import { Conflict, NotFound } from '#lib/errors';
import { announce } from '#lib/events';
import { logger } from '#lib/observability';
import { InvalidFields } from '#lib/http';
import { nowIso, transact, TransactionCancelled } from '#lib/table';
import { getAmbassadorTotals, getAmbassadorTotalsMany, payableCommissionCoversCheck, type AmbassadorTotals } from '../leaderboards';
import { getProfile, getProfileSummaries, listProfilesByRole, notBeingErasedCheck } from '../profiles';
import { paymentSettings } from '../settings';
import {
  finishPayoutRun,
  getPaidCents,
  getPaidCentsMany,
  getPayout,
  getTotalPaidCents,
  paidBalanceUpdate,
  payoutOnWire,
  payoutPut,
  payoutRetryWrites,
  payoutRunAddition,
  payoutTotalsUpdate,
  payoutVoidWrites,
  recentPayoutRuns,
  recentPayouts,
  runOnWire,
  type NewPayout,
  type StoredPayout,
} from './payout-data';
import { payoutIssuers } from './payout-issuers';
import { issuePayout } from './payout-issuing';
import { taxYearUpdate } from './tax-data';
import { currentTaxYear, payeesTax } from './tax';

/** Where the payout's transaction checks that no erasure of the member has begun. */
const ERASURE_CHECK_AT = 4;

/** Where the void's transaction marks the payout voided, and checks that no erasure of the member has begun. */
const VOID_MARK_AT = 0;
const VOID_ERASURE_CHECK_AT = 3;

/** Where the retry's transaction puts the payout back to pending. */
const RETRY_MARK_AT = 0;

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
  const [profilesByRole, settings, recent, runs] = await Promise.all([
    Promise.all(AMBASSADOR_ROLES.map(listProfilesByRole)),
    paymentSettings(),
    recentPayouts(),
    recentPayoutRuns(),
  ]);
  const ambassadors = profilesByRole.flat().filter((profile) => profile.personal_code);
  const ids = ambassadors.map((profile) => profile.user_id);
  const taxYear = currentTaxYear();
  const [totals, paid, payees, tax] = await Promise.all([
    getAmbassadorTotalsMany(ids),
    getPaidCentsMany(ids),
    getProfileSummaries(recent.flatMap((payout) => [payout.user_id, ...(payout.voided ? [payout.voided.voided_by] : [])])),
    // This year's totals and W-9s of the same ambassadors (tax.ts): two more BatchGetItems per hundred.
    payeesTax(
      taxYear,
      ambassadors.map((profile) => ({ userId: profile.user_id, under18: isMinor(profile.adult_from, new Date()) })),
    ),
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
        ...(tax.get(profile.user_id) ?? { tax_year_paid: 0, w9_needed: false, w9: null }),
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
    tax_year: taxYear,
    w9_threshold: W9_THRESHOLD_CENTS / 100,
    recent_runs: runs.map(runOnWire),
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

/** What one payout pays, to whom and how: Record Payout's input, or one payee of a run. */
export interface PayoutPlan {
  userId: string;
  amountCents: number;
  method: PayoutMethod;
  paidOn: string;
  reference: string;
  paidToGuardian: string | null;
  runId: string | null;
  recordedBy: string;
}

/** Why a payout was not recorded, for its caller to word (Record Payout's errors, a run's skips). */
export class PayoutRefused extends Error {
  constructor(readonly reason: 'not_found' | 'more_than_unpaid' | 'more_than_payable' | 'balance_moved') {
    super(reason);
    this.name = 'PayoutRefused';
  }
}

/** The store-credit bonus on a payout of `amountCents`, whole cents (Settings > Payments; cash gets none). */
const bonusCentsOf = (method: PayoutMethod, amountCents: number, settings: PaymentSettings) =>
  method === 'gift_card' ? Math.round((amountCents * settings.storeCreditBonusPercent) / 100) : 0;

/**
 * Records one payout: the ledger entry, the ambassador's paid total, the programme's payout totals, the payee's
 * tax year and its audit entry in ONE transaction. The ambassador's paid total moves only from the value read
 * here (another payout in between fails it), and only while the totals row's payable commission (past the hold)
 * still covers the new paid total (a late refund in between fails it too), so no payout pays commission still in
 * the hold, nor takes the unpaid balance below zero. An order landing in between only conflicts (as does another
 * ambassador's payout, on the payout totals), and the transaction is sent again with the same checks. A gift card
 * is recorded pending, for its issuer; cash is sent. Only the amount counts against commission, not the bonus.
 */
async function payOut(plan: PayoutPlan, settings: PaymentSettings): Promise<{ payout: StoredPayout; earnings: Earnings }> {
  const [totals, paidCents] = await Promise.all([getAmbassadorTotals(plan.userId, true), getPaidCents(plan.userId, true)]);
  const before = earningsOf(totals, paidCents);
  if (plan.amountCents > toCents(before.unpaid_earnings)) throw new PayoutRefused('more_than_unpaid');
  if (plan.amountCents > toCents(before.payable_earnings)) throw new PayoutRefused('more_than_payable');

  const newPaidCents = paidCents + plan.amountCents;
  const createdAt = nowIso();
  const payout: NewPayout & { bonus_cents: number; state: PayoutState } = {
    id: randomUUID(),
    user_id: plan.userId,
    amount_cents: plan.amountCents,
    bonus_cents: bonusCentsOf(plan.method, plan.amountCents, settings),
    method: plan.method,
    state: payoutIssuers[plan.method].recordedAs,
    paid_to_guardian: plan.paidToGuardian,
    run_id: plan.runId,
    paid_on: plan.paidOn,
    reference: plan.reference,
    recorded_by: plan.recordedBy,
    created_at: createdAt,
  };
  try {
    await transact([
      payoutPut(payout),
      paidBalanceUpdate(plan.userId, payout.id, { seenCents: paidCents, newCents: newPaidCents, paidOn: plan.paidOn, now: createdAt }),
      payoutTotalsUpdate(plan.amountCents, createdAt),
      payableCommissionCoversCheck(plan.userId, newPaidCents),
      notBeingErasedCheck(plan.userId),
      taxYearUpdate({
        userId: plan.userId,
        year: taxYearOf(plan.paidOn),
        method: plan.method,
        cents: payout.amount_cents + payout.bonus_cents,
      }),
      ...(plan.runId ? [payoutRunAddition(plan.runId, payout.id, payout.amount_cents, payout.bonus_cents, createdAt)] : []),
      ...auditWrites({
        kind: 'payout.recorded',
        subjectType: 'payout',
        subjectId: payout.id,
        personId: plan.userId,
        changes: [
          changed('amount', null, plan.amountCents / 100),
          changed('method', null, plan.method),
          changed('state', null, payout.state),
          ...(payout.bonus_cents > 0 ? [changed('bonus', null, payout.bonus_cents / 100)] : []),
          ...(plan.paidToGuardian ? [changed('paid_to_guardian', null, plan.paidToGuardian)] : []),
          ...(plan.runId ? [changed('run_id', null, plan.runId)] : []),
          ...(plan.method === 'cash' ? [changed('reference', null, plan.reference)] : []),
          changed('paid_earnings', paidCents / 100, newPaidCents / 100),
        ],
      }),
    ]);
  } catch (error) {
    // The member's erasure began since they were read: they are no longer anyone to pay (issue 44).
    if (error instanceof TransactionCancelled && error.conditionFailedAt(ERASURE_CHECK_AT)) throw new PayoutRefused('not_found');
    if (error instanceof TransactionCancelled && error.conditionFailed) throw new PayoutRefused('balance_moved');
    throw error;
  }
  const stored = await getPayout(payout.id, true);
  if (!stored) throw new Error(`Payout ${payout.id} was recorded but cannot be read back`);
  return { payout: stored, earnings: earningsOf(totals, newPaidCents) };
}

/** One payee's gift card payout in a run: pending, for the run's issuing. */
export function recordRunPayout(
  payee: Pick<PayoutPlan, 'userId' | 'amountCents' | 'paidOn' | 'recordedBy'> & { runId: string },
  settings: PaymentSettings,
): Promise<{ payout: StoredPayout; earnings: Earnings }> {
  return payOut({ ...payee, method: 'gift_card', reference: '', paidToGuardian: null }, settings);
}

/**
 * Record Payout. Cash is a ledger line, sent as recorded, for a member under 18 only to their guardian, named;
 * the ambassador is told by e-mail. A gift card is recorded pending and issued at once (its code e-mailed to
 * the ambassador, and to their guardian); the answer says whether it was sent or failed (to retry).
 */
export async function recordPayout(adminId: string, input: RecordPayoutRequest): Promise<RecordedPayout> {
  const { errors } = contracts.recordPayout;
  const [profile, settings] = await Promise.all([getProfile(input.user_id), paymentSettings()]);
  if (!profile || !isAmbassadorRole(profile.role)) throw new NotFound(errors.notFound);
  const now = new Date();
  // Nothing is paid to a member under 18 before their guardian acknowledges, nor after a guardian withdrew (issue 44).
  const hold = guardianHold(profile, now);
  if (hold === 'awaiting_guardian') throw new Conflict(errors.awaitingGuardian, hold);
  if (hold === 'guardian_withdrew') throw new Conflict(errors.guardianWithdrew, hold);
  if (!settings.payoutMethods.includes(input.method)) throw new Conflict(errors.methodNotAllowed, 'method_not_allowed');
  const minor = isMinor(profile.adult_from, now);
  // Cash to a member under 18 goes to their guardian, whose name is recorded; to nobody else's guardian.
  const guardianProblem =
    input.method !== 'cash'
      ? input.paid_to_guardian && errors.guardianNameForCashOnly
      : minor
        ? !input.paid_to_guardian && errors.guardianNameRequired
        : input.paid_to_guardian && errors.notAMinor;
  if (guardianProblem) throw new InvalidFields({ paid_to_guardian: guardianProblem });

  const plan: PayoutPlan = {
    userId: input.user_id,
    amountCents: toCents(input.amount),
    method: input.method,
    paidOn: input.paid_on ?? now.toISOString().slice(0, 10),
    reference: input.reference ?? '',
    paidToGuardian: input.paid_to_guardian,
    runId: null,
    recordedBy: adminId,
  };
  let recorded: { payout: StoredPayout; earnings: Earnings };
  try {
    recorded = await payOut(plan, settings);
  } catch (error) {
    if (!(error instanceof PayoutRefused)) throw error;
    if (error.reason === 'not_found') throw new NotFound(errors.notFound);
    throw new Conflict(
      { more_than_unpaid: errors.moreThanUnpaid, more_than_payable: errors.moreThanPayable, balance_moved: errors.balanceMoved }[
        error.reason
      ],
      error.reason,
    );
  }
  const { payout } = recorded;
  if (payout.state === 'sent') {
    await announce(events.payoutRecorded, {
      payout_id: payout.id,
      user_id: payout.user_id,
      amount: payout.amount,
      paid_on: payout.paid_on,
      reference: payout.reference,
    });
    return { payout: payoutOnWire(payout), earnings: recorded.earnings };
  }
  const issued = (await issuePayout(payout.id)) ?? (await getPayout(payout.id, true)) ?? payout;
  return { payout: payoutOnWire(issued), earnings: recorded.earnings };
}

/**
 * Voids a payout (issue 45): marks it voided, with the reason, the admin and the time, and moves the
 * ambassador's paid total, the payout totals and their tax year back by its amount, in ONE transaction
 * (payoutVoidWrites) that also checks the member is still there and not being erased, with its audit entry. A
 * payout already voided, before the read or by a concurrent void, is refused with 409; so is one whose
 * ambassador was erased (their balance is gone, and the ledger names nobody), and a gift card the store is
 * issuing right now. A sent gift card's card stays in the store: voiding it here takes back the commission,
 * the card itself is deactivated in the store's admin. The ambassador is told by e-mail.
 */
export async function voidPayout(adminId: string, payoutId: string, input: VoidPayoutRequest): Promise<RecordedPayout> {
  const { errors } = contracts.voidPayout;
  const payout = await getPayout(payoutId, true);
  if (!payout) throw new NotFound(errors.notFound);
  if (payout.voided) throw new Conflict(errors.alreadyVoided, 'already_voided');
  if (payout.state === 'pending') throw new Conflict(errors.stillIssuing, 'still_issuing');
  if (!(await getProfile(payout.user_id))) throw new Conflict(errors.ambassadorGone, 'ambassador_gone');
  const paidBefore = await getPaidCents(payout.user_id, true);
  // A sent gift card is deactivated in the store first: the credit voided is no longer there to spend.
  try {
    await payoutIssuers[payout.method].takeBack?.(payout);
  } catch (error) {
    logger.warn('The store refused to take back a voided payout', { payoutId, error });
    throw new Conflict(errors.storeRefused, 'store_refused');
  }

  const voided = { reason: input.reason, voided_by: adminId, voided_at: nowIso() };
  try {
    await transact([
      ...payoutVoidWrites(payout, { reason: voided.reason, voidedBy: adminId, now: voided.voided_at }),
      notBeingErasedCheck(payout.user_id),
      taxYearUpdate({
        userId: payout.user_id,
        year: taxYearOf(payout.paid_on),
        method: payout.method,
        cents: -(payout.amount_cents + payout.bonus_cents),
      }),
      ...auditWrites({
        subjectType: 'payout',
        subjectId: payout.id,
        personId: payout.user_id,
        changes: [
          changed('voided', null, voided.reason),
          changed('paid_earnings', paidBefore / 100, Math.max(0, paidBefore - payout.amount_cents) / 100),
        ],
      }),
    ]);
  } catch (error) {
    if (error instanceof TransactionCancelled && error.conditionFailedAt(VOID_ERASURE_CHECK_AT)) {
      throw new Conflict(errors.ambassadorGone, 'ambassador_gone');
    }
    if (error instanceof TransactionCancelled && error.conditionFailedAt(VOID_MARK_AT)) {
      const now = await getPayout(payoutId, true);
      if (now?.voided) throw new Conflict(errors.alreadyVoided, 'already_voided');
      if (now?.state === 'pending') throw new Conflict(errors.stillIssuing, 'still_issuing');
      throw new Conflict(errors.ambassadorGone, 'ambassador_gone');
    }
    throw error;
  }
  await announce(events.payoutVoided, {
    payout_id: payout.id,
    user_id: payout.user_id,
    amount: payout.amount,
    paid_on: payout.paid_on,
    reference: payout.reference,
    reason: voided.reason,
  });
  const [totals, paidCents] = await Promise.all([getAmbassadorTotals(payout.user_id, true), getPaidCents(payout.user_id, true)]);
  return { payout: { ...payoutOnWire(payout), voided }, earnings: earningsOf(totals, paidCents) };
}

/**
 * Retry of a failed gift card payout: back to pending (condition: still failed, not voided) with its audit
 * entry, in one transaction, then issued again at once. Its attempts are counted, so the issuer asks the store
 * for the payout's card before making one: a card the store made late is found, not made twice.
 */
export async function retryPayout(payoutId: string): Promise<RecordedPayout> {
  const { errors } = contracts.retryPayout;
  const payout = await getPayout(payoutId, true);
  if (!payout) throw new NotFound(errors.notFound);
  if (payout.voided) throw new Conflict(errors.voided, 'voided');
  if (payout.state !== 'failed') throw new Conflict(errors.notFailed, 'not_failed');
  try {
    await transact([
      ...payoutRetryWrites(payout, nowIso()),
      ...auditWrites({
        subjectType: 'payout',
        subjectId: payout.id,
        personId: payout.user_id,
        changes: [
          changed('state', 'failed', 'pending'),
          ...(payout.failure_message ? [changed('failure_message', payout.failure_message, null)] : []),
        ],
      }),
    ]);
  } catch (error) {
    if (!(error instanceof TransactionCancelled && error.conditionFailedAt(RETRY_MARK_AT))) throw error;
    const now = await getPayout(payoutId, true);
    if (now?.voided) throw new Conflict(errors.voided, 'voided');
    throw new Conflict(errors.notFailed, 'not_failed');
  }
  const issued = (await issuePayout(payout.id)) ?? (await getPayout(payout.id, true)) ?? payout;
  // The retry reopened its run: with this payout no longer pending, the run may finish again.
  if (payout.run_id) await finishPayoutRun(payout.run_id, nowIso());
  const [totals, paidCents] = await Promise.all([getAmbassadorTotals(payout.user_id), getPaidCents(payout.user_id, true)]);
  return { payout: payoutOnWire(issued), earnings: earningsOf(totals, paidCents) };
}
