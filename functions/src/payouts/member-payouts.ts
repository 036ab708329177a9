import { payouts as contracts } from '@app/shared/contracts';
import { isMinor } from '@app/shared/auth';
import {
  MY_PAYOUTS_LIMIT,
  myPayoutMethodOf,
  payoutMethodChoices,
  payoutMethodLabel,
  type MyEarningsAndPayouts,
  type MyPayout,
  type MyPayoutMethod,
} from '@app/shared/payouts';
import { AMBASSADOR_ROLES, type AmbassadorRole, type Role } from '@app/shared/platform';
import type { PayoutMethod } from '@app/shared/settings';
import { Invalid, NotFound } from '#lib/errors';
import { transact, TransactionCancelled } from '#lib/table';
import { getProfile, notBeingErasedCheck } from '../profiles';
import { paymentSettings } from '../settings';
import { getPayouts, payoutOnWire } from './payout-data';
import { getPaidBalanceOfMember, payoutMethodUpdate } from './payout-method-data';
import { ambassadorEarnings } from './payouts';

/**
 * The member's side of payouts (issue 46): their payouts, each with how it reached them, and the payout
 * method they prefer among those Settings > Payments offers them (shared/src/payouts/member-payouts.ts says who
 * may choose what).
 */

const ambassadorRoleOf = (role: Role): AmbassadorRole | undefined =>
  (AMBASSADOR_ROLES as readonly Role[]).includes(role) ? (role as AmbassadorRole) : undefined;

/** The member as their payout method reads them: role and age today, or undefined when they are no ambassador. */
async function memberOf(userId: string) {
  const profile = await getProfile(userId);
  const role = profile ? ambassadorRoleOf(profile.role) : undefined;
  return profile && role ? { role, under18: isMinor(profile.adult_from, new Date()) } : undefined;
}

/**
 * GET /api/me/earnings: the member's earnings, their newest payouts (the ids their paid balance lists, read with
 * BatchGetItem: bounded by their own payouts, a few a month), each with its method in their words, and their
 * payout method with the choices they have.
 */
export async function memberEarnings(userId: string, callerRole: Role, limit = MY_PAYOUTS_LIMIT): Promise<MyEarningsAndPayouts> {
  const [earnings, member, settings, balance] = await Promise.all([
    ambassadorEarnings(userId),
    memberOf(userId),
    paymentSettings(),
    getPaidBalanceOfMember(userId),
  ]);
  const stored = await getPayouts(balance.payoutIds);
  const payouts = stored
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, limit)
    .map((payout): MyPayout => {
      const wire = payoutOnWire(payout);
      return {
        id: wire.id,
        amount: wire.amount,
        bonus: wire.bonus,
        method: wire.method,
        method_label: payoutMethodLabel(wire, 'member'),
        paid_on: wire.paid_on,
        state: wire.state,
        voided: wire.voided !== null,
      };
    });
  // No profile (a caller the route let in has one; this only keeps the answer whole): the caller's role, an adult.
  const who = member ?? { role: ambassadorRoleOf(callerRole) ?? 'student', under18: false };
  return { ...earnings, payouts, payout_method: myPayoutMethodOf(settings, { ...who, preferred: balance.preferred }) };
}

/**
 * PUT /api/me/payout-method: keeps the member's choice, one Settings offers them today (else 400, saying why),
 * in a transaction that checks their erasure has not begun.
 */
export async function choosePayoutMethod(userId: string, method: PayoutMethod): Promise<MyPayoutMethod> {
  const { errors } = contracts.choosePayoutMethod;
  const [member, settings] = await Promise.all([memberOf(userId), paymentSettings()]);
  if (!member) throw new NotFound(errors.notFound);
  if (!payoutMethodChoices(settings, member.under18).includes(method)) {
    const minorsStoreCreditOnly = member.under18 && settings.minorPayoutMethod === 'gift_card' && settings.payoutMethods.includes(method);
    throw new Invalid(minorsStoreCreditOnly ? errors.minorsStoreCredit : errors.notOffered, 'method');
  }
  try {
    await transact([payoutMethodUpdate(userId, method), notBeingErasedCheck(userId)]);
  } catch (error) {
    if (error instanceof TransactionCancelled && error.conditionFailed) throw new NotFound(errors.notFound);
    throw error;
  }
  return myPayoutMethodOf(settings, { ...member, preferred: method });
}
