import { randomUUID } from 'node:crypto';
import { payouts as contracts } from '@app/shared/contracts';
import {
  toCents,
  unpaidCents,
  type Earnings,
  type PayoutBalance,
  type PayoutsOverview,
  type RecordedPayout,
  type RecordPayoutRequest,
} from '@app/shared/payouts';
import { AMBASSADOR_ROLES, type Role } from '@app/shared/platform';
import { Conflict, NotFound } from '#lib/errors';
import { nowIso, transact, TransactionCancelled } from '#lib/table';
import { commissionCoversCheck, getAmbassadorTotals, getAmbassadorTotalsMany } from '../leaderboards';
import { getProfile, getProfileSummaries, listProfilesByRole } from '../profiles';
import { paymentSettings } from '../settings';
import {
  getPaidCents,
  getPaidCentsMany,
  getTotalPaidCents,
  paidBalanceUpdate,
  payoutPut,
  payoutTotalsUpdate,
  recentPayouts,
} from './payout-data';

const isAmbassadorRole = (role: Role): role is (typeof AMBASSADOR_ROLES)[number] => (AMBASSADOR_ROLES as readonly Role[]).includes(role);

function earningsOf(earnedCents: number, paidCents: number): Earnings {
  return {
    total_earnings: earnedCents / 100,
    paid_earnings: paidCents / 100,
    unpaid_earnings: unpaidCents(earnedCents, paidCents) / 100,
  };
}

/** One ambassador's earnings: their totals row's commission and their paid balance (two GetItems). */
export async function ambassadorEarnings(userId: string): Promise<Earnings> {
  const [totals, paidCents] = await Promise.all([getAmbassadorTotals(userId), getPaidCents(userId)]);
  return earningsOf(toCents(totals?.total_commission ?? 0), paidCents);
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
    getProfileSummaries(recent.map((payout) => payout.user_id)),
  ]);
  const thresholdCents = toCents(settings.payoutThreshold);
  const balances = ambassadors.flatMap((profile): PayoutBalance[] => {
    if (!isAmbassadorRole(profile.role)) return [];
    const earnings = earningsOf(toCents(totals.get(profile.user_id)?.total_commission ?? 0), paid.get(profile.user_id) ?? 0);
    const unpaid = toCents(earnings.unpaid_earnings);
    return [
      {
        user_id: profile.user_id,
        first_name: profile.first_name,
        last_name: profile.last_name,
        email: profile.email,
        role: profile.role,
        personal_code: profile.personal_code,
        ...earnings,
        above_threshold: unpaid > 0 && unpaid >= thresholdCents,
      },
    ];
  });
  balances.sort(
    (a, b) => b.unpaid_earnings - a.unpaid_earnings || `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`),
  );
  return {
    payout_threshold: settings.payoutThreshold,
    balances,
    recent_payouts: recent.map((payout) => {
      const payee = payees.get(payout.user_id);
      return { ...payout, ambassador: payee ? { first_name: payee.first_name, last_name: payee.last_name, email: payee.email } : null };
    }),
  };
}

/**
 * Records a payout: the ledger entry, the ambassador's paid total and the programme's payout totals in
 * ONE transaction. The ambassador's paid total moves only from the value read here (another payout in
 * between fails it: 409), and only while the totals row's commission still covers the new paid total (a
 * refund in between fails it too), so no payout takes the unpaid balance below zero. An order landing in
 * between only conflicts (as does another ambassador's payout, on the payout totals), and the transaction
 * is sent again with the same checks.
 */
export async function recordPayout(adminId: string, input: RecordPayoutRequest): Promise<RecordedPayout> {
  const { errors } = contracts.recordPayout;
  const profile = await getProfile(input.user_id);
  if (!profile || !isAmbassadorRole(profile.role)) throw new NotFound(errors.notFound);

  const [totals, paidCents] = await Promise.all([getAmbassadorTotals(input.user_id, true), getPaidCents(input.user_id, true)]);
  const earnedCents = toCents(totals?.total_commission ?? 0);
  const amountCents = toCents(input.amount);
  if (amountCents > unpaidCents(earnedCents, paidCents)) throw new Conflict(errors.moreThanUnpaid, 'more_than_unpaid');

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
      paidBalanceUpdate(input.user_id, paidCents, newPaidCents, input.paid_on, createdAt),
      payoutTotalsUpdate(amountCents, createdAt),
      commissionCoversCheck(input.user_id, newPaidCents),
    ]);
  } catch (error) {
    if (error instanceof TransactionCancelled && error.conditionFailed) throw new Conflict(errors.balanceMoved, 'balance_moved');
    throw error;
  }
  const { amount_cents: _cents, ...recorded } = payout;
  return { payout: { ...recorded, amount: amountCents / 100 }, earnings: earningsOf(earnedCents, newPaidCents) };
}
