import { randomUUID } from 'node:crypto';
import { events, payouts as contracts } from '@app/shared/contracts';
import { guardianHold } from '@app/shared/guardians';
import {
  earningsFromCents,
  MAX_RUN_PAYEES,
  payoutMethodOf,
  toCents,
  type Payout,
  type PayoutRunDetail,
  type PayoutRunSkip,
  type RecentPayout,
  type StartPayoutRunRequest,
} from '@app/shared/payouts';
import { isMinor } from '@app/shared/auth';
import { AMBASSADOR_ROLES, type AmbassadorRole, type Role } from '@app/shared/platform';
import { auditWrites, changed } from '#lib/audit';
import { Conflict, NotFound } from '#lib/errors';
import { announce } from '#lib/events';
import { logger } from '#lib/observability';
import { nowIso, transact } from '#lib/table';
import { getAmbassadorTotalsMany } from '../leaderboards';
import { getProfileSummaries, listProfilesByRole } from '../profiles';
import type { PaymentSettings } from '@app/shared/settings';
import { paymentSettings } from '../settings';
import {
  finishPayoutRun,
  getPaidCentsMany,
  getPayoutRun,
  getPayouts,
  markPayoutRunCreated,
  openPayoutRunIds,
  payoutOnWire,
  pendingPayoutsSince,
  payoutRunPut,
  runOnWire,
} from './payout-data';
import { CLAIM_LEASE_MS, issuePayouts } from './payout-issuing';
import { getChosenMethodsMany } from './payout-method-data';
import { PayoutRefused, recordRunPayout } from './payouts';

/**
 * Payout runs (issue 46): an admin pays the chosen ambassadors, or every one whose payable commission reaches
 * the payout threshold, one gift card each, for their whole payable commission. The request records the run and
 * each payout (pending, each in its own transaction moving the paid balance, with its audit entry) and announces
 * the run; the payouts domain's consumer then issues the cards a few at a time, a slice per delivery. A run cut
 * short anywhere (a crash, a deploy, a Lambda's time running out) is continued by the next delivery or by the
 * resume schedule, and every payout is claimed before its card is asked for, so nobody is paid twice.
 */

/** Cards asked for at once: the store client waits out its cost-based throttle on top of this. */
const RUN_CONCURRENCY = 4;

/** How long one delivery issues cards before handing the rest to the next (a consumer Lambda stops at 30 s). */
const RUN_SLICE_MS = 15_000;

/** How long a run's request may take to record its payouts: a run still unfinished past it was cut short. */
const RUN_CREATION_MS = 2 * 60_000;

const isAmbassadorRole = (role: Role): role is AmbassadorRole => (AMBASSADOR_ROLES as readonly Role[]).includes(role);

interface Payee {
  userId: string;
  payableCents: number;
}

/**
 * Who a run pays, and whom it skips (with why), from the balances as read now (BatchGets): a payee is an
 * ambassador with no guardian hold whose payable commission reaches the threshold. Each payout's own
 * transaction checks the balance again.
 */
async function payeesOf(input: StartPayoutRunRequest, settings: PaymentSettings) {
  const thresholdCents = toCents(settings.payoutThreshold);
  const chosen = input.all_payable
    ? (await Promise.all(AMBASSADOR_ROLES.map(listProfilesByRole)))
        .flat()
        .filter((profile) => profile.personal_code)
        .map((profile) => profile.user_id)
    : (input.user_ids ?? []);
  const [profiles, totals, paid, methods] = await Promise.all([
    getProfileSummaries(chosen),
    getAmbassadorTotalsMany(chosen),
    getPaidCentsMany(chosen),
    getChosenMethodsMany(chosen),
  ]);
  const now = new Date();
  const payees: Payee[] = [];
  const skipped: { user_id: string; reason: PayoutRunSkip }[] = [];
  for (const userId of chosen) {
    const profile = profiles.get(userId);
    const skip = (reason: PayoutRunSkip) => {
      // Everyone without a payable balance is no skip of "all payable": they were never chosen.
      if (!input.all_payable) skipped.push({ user_id: userId, reason });
    };
    if (!profile || !isAmbassadorRole(profile.role)) {
      skip('not_found');
      continue;
    }
    const row = totals.get(userId);
    const { payable_earnings } = earningsFromCents({
      earned: toCents(row?.total_commission ?? 0),
      payable: toCents(row?.payable_commission ?? 0),
      paid: paid.get(userId) ?? 0,
    });
    const payableCents = toCents(payable_earnings);
    if (payableCents <= 0) skip('nothing_payable');
    else if (payableCents < thresholdCents) skip('below_threshold');
    else {
      const hold = guardianHold(profile, now);
      const under18 = isMinor(profile.adult_from, now);
      // A run pays gift cards: a member paid in cash (their choice, or the programme's way for them) is paid by hand.
      const { method } = payoutMethodOf(settings, { role: profile.role, under18, preferred: methods.get(userId) ?? null });
      if (hold) skipped.push({ user_id: userId, reason: hold });
      else if (method !== 'gift_card') skipped.push({ user_id: userId, reason: 'paid_in_cash' });
      else payees.push({ userId, payableCents });
    }
  }
  // The most owed first, when all payable are more than a run takes.
  payees.sort((a, b) => b.payableCents - a.payableCents);
  return { payees: payees.slice(0, MAX_RUN_PAYEES), skipped };
}

/**
 * Start Payout Run: records the run (with its audit entry) and a pending gift card payout per payee, each in its
 * own transaction with its own entry, then announces it for the cards to be issued.
 */
export async function startPayoutRun(adminId: string, input: StartPayoutRunRequest): Promise<PayoutRunDetail> {
  const { errors } = contracts.startPayoutRun;
  const settings = await paymentSettings();
  if (!settings.payoutMethods.includes('gift_card')) throw new Conflict(errors.giftCardsNotAllowed, 'gift_cards_not_allowed');
  const { payees, skipped } = await payeesOf(input, settings);
  if (payees.length === 0) throw new Conflict(errors.nobodyToPay, 'nobody_to_pay');

  const run = { id: randomUUID(), started_by: adminId, created_at: nowIso() };
  await transact([
    payoutRunPut(run, new Date(Date.now() + RUN_CREATION_MS).toISOString()),
    ...auditWrites({
      subjectType: 'payout_run',
      subjectId: run.id,
      changes: [
        changed('state', null, 'running'),
        changed('payees', null, payees.length),
        changed('payable_total', null, payees.reduce((sum, payee) => sum + payee.payableCents, 0) / 100),
        ...(input.all_payable ? [changed('all_payable', null, true)] : []),
      ],
    }),
  ]);
  const paidOn = run.created_at.slice(0, 10);
  let next = 0;
  const recorder = async () => {
    while (next < payees.length) {
      const payee = payees[next++]!;
      try {
        await recordRunPayout(
          { userId: payee.userId, amountCents: payee.payableCents, runId: run.id, paidOn, recordedBy: adminId },
          settings,
        );
      } catch (error) {
        if (!(error instanceof PayoutRefused)) throw error;
        skipped.push({ user_id: payee.userId, reason: error.reason === 'not_found' ? 'not_found' : 'balance_moved' });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(RUN_CONCURRENCY, payees.length) }, recorder));
  await markPayoutRunCreated(run.id, skipped);
  await announce(events.payoutRunStarted, { run_id: run.id });
  return payoutRunDetail(run.id);
}

/** One run and each of its payouts, with whom it paid (a BatchGet per hundred payouts, one for the names). */
export async function payoutRunDetail(runId: string): Promise<PayoutRunDetail> {
  const run = await getPayoutRun(runId, true);
  if (!run) throw new NotFound(contracts.getPayoutRun.errors.notFound);
  const payouts = (await getPayouts(run.payout_ids)).map(payoutOnWire);
  return { run: runOnWire(run), payouts: await withPayees(payouts) };
}

/** Payouts with the names of whom they paid (null once gone) and of who voided them. */
async function withPayees(payouts: Payout[]): Promise<RecentPayout[]> {
  const people = await getProfileSummaries(
    payouts.flatMap((payout) => [payout.user_id, ...(payout.voided ? [payout.voided.voided_by] : [])]),
  );
  return payouts.map((payout) => {
    const payee = people.get(payout.user_id);
    const voidedBy = payout.voided && people.get(payout.voided.voided_by);
    return {
      ...payout,
      ambassador: payee ? { first_name: payee.first_name, last_name: payee.last_name, email: payee.email } : null,
      voided_by_name: voidedBy ? `${voidedBy.first_name} ${voidedBy.last_name}`.trim() : null,
    };
  });
}

/**
 * Issues a run's pending cards, a slice at a time (until `deadline`), and hands what is left to a new delivery;
 * a run with none pending finishes. Payouts claimed by a worker that died wait out their claim, for the resume
 * schedule. Redelivered, it issues nothing twice.
 */
export async function continuePayoutRun(runId: string, deadline = Date.now() + RUN_SLICE_MS): Promise<{ issued: number }> {
  const run = await getPayoutRun(runId, true);
  if (!run || run.state === 'finished') return { issued: 0 };
  const pending = (await getPayouts(run.payout_ids))
    .filter((payout) => payout.state === 'pending' && !payout.voided)
    .map((payout) => payout.id);
  const { unstarted } = await issuePayouts(pending, { concurrency: RUN_CONCURRENCY, deadline });
  if (unstarted > 0) await announce(events.payoutRunStarted, { run_id: runId });
  else await finishPayoutRun(runId, nowIso());
  return { issued: pending.length - unstarted };
}

/**
 * The resume schedule: every run not finished is continued (a run cut short by a crash, or a retry's), and every
 * payout of no run left pending past a claim's lease (Record Payout's or Retry's request cut short mid-issue) is
 * issued: its claim has lapsed, so the retry's lookup finds what the cut-short attempt made.
 */
export async function resumePayoutRuns(): Promise<{ runs: number; stranded: number }> {
  const deadline = Date.now() + RUN_SLICE_MS;
  const [runIds, pending] = await Promise.all([
    openPayoutRunIds(),
    pendingPayoutsSince(new Date(Date.now() - CLAIM_LEASE_MS).toISOString()),
  ]);
  // A run's payouts are its own to continue, below.
  const stranded = pending.filter((payout) => payout.run_id === null).map((payout) => payout.id);
  await issuePayouts(stranded, { concurrency: RUN_CONCURRENCY, deadline });
  for (const runId of runIds) {
    if (Date.now() >= deadline) {
      // The next schedule continues the rest; announcing them now spreads the work at once.
      await announce(events.payoutRunStarted, { run_id: runId });
      continue;
    }
    await continuePayoutRun(runId, deadline).catch((error: unknown) =>
      logger.error('A payout run could not be continued', { runId, error }),
    );
  }
  return { runs: runIds.length, stranded: stranded.length };
}
