import { logger } from '#lib/observability';
import { nowIso, transact, TransactionCancelled } from '#lib/table';
import { claimPayoutIssue, markCodeEmailed, payoutFailedWrites, payoutSentWrites, type StoredPayout } from './payout-data';
import { payoutIssuers } from './payout-issuers';

/**
 * Issuing a pending payout through its method's rail (payout-issuers.ts), never twice: the payout is claimed
 * first (a conditional update: pending, not voided, not claimed by a live attempt), the rail is asked under the
 * payout's own key, and a retry asks the rail whether an earlier attempt made it before making anything. The
 * attempt ends sent (the card's id and last characters) or failed (the rail's message), only while its claim
 * still holds.
 */

/**
 * How long a claim holds: longer than any one attempt can take (one store call, 10 s at most, and its
 * throttle wait; a consumer Lambda stops at 30 s), so a claim this old belongs to a worker that died.
 */
export const CLAIM_LEASE_MS = 60_000;

/** Issues one pending payout: answers it as it ended, or undefined when it was not there to claim (sent, voided, or in another worker's hands). */
export async function issuePayout(payoutId: string): Promise<StoredPayout | undefined> {
  const claimed = await claimPayoutIssue(payoutId, { now: nowIso(), staleBefore: new Date(Date.now() - CLAIM_LEASE_MS).toISOString() });
  if (!claimed) return undefined;
  const issuer = payoutIssuers[claimed.method];
  if (!issuer.issue) throw new Error(`A ${claimed.method} payout is not issued: it was recorded ${issuer.recordedAs}`);
  const outcome = await issuer
    .issue(claimed)
    .catch((error: unknown) => ({ ok: false as const, message: `The store could not be reached: ${(error as Error).message}` }));
  const now = nowIso();
  if (!outcome.ok) {
    await endAttempt(claimed, () => transact(payoutFailedWrites(claimed, outcome.message, now)));
    return { ...claimed, state: 'failed', failure_message: outcome.message, issuing_since: null };
  }
  const ended = await endAttempt(claimed, () =>
    transact(payoutSentWrites(claimed, { cardId: outcome.issued.id, lastCharacters: outcome.issued.lastCharacters }, now)),
  );
  const sent: StoredPayout = {
    ...claimed,
    state: 'sent',
    card_id: outcome.issued.id,
    card_last_characters: outcome.issued.lastCharacters,
    failure_message: null,
    issuing_since: null,
    sent_at: now,
  };
  // The code is in this answer only: sent once the payout is marked sent, or never. A claim that lapsed meanwhile
  // belongs to the worker that took the payout over, which deactivates this card and sends its own.
  if (!ended) return sent;
  if (outcome.send && (await outcome.send())) {
    await markCodeEmailed(sent.id);
    return { ...sent, code_emailed: true };
  }
  return sent;
}

/**
 * Ends an attempt, answering whether it did; a claim that lapsed meanwhile (another worker took the payout over)
 * leaves the ending to that worker.
 */
async function endAttempt(payout: StoredPayout, end: () => Promise<void>): Promise<boolean> {
  try {
    await end();
    return true;
  } catch (error) {
    if (!(error instanceof TransactionCancelled && error.conditionFailed)) throw error;
    logger.warn('A payout attempt ended after its claim lapsed: the worker that took it over ends it', { payoutId: payout.id });
    return false;
  }
}

/**
 * Issues these payouts, `concurrency` at a time, starting no new one past `deadline` (a Lambda's time is
 * bounded; the rest wait for the next delivery). The store's cost-based throttling is the store client's
 * (lib/store-admin-api.ts waits for its bucket). Answers how many were left unstarted.
 */
export async function issuePayouts(payoutIds: readonly string[], { concurrency, deadline }: { concurrency: number; deadline: number }) {
  let next = 0;
  const worker = async () => {
    while (next < payoutIds.length && Date.now() < deadline) {
      const payoutId = payoutIds[next++]!;
      try {
        await issuePayout(payoutId);
      } catch (error) {
        // One payout's trouble (the table, not the store: the store's become failed payouts) stops no other.
        logger.error('A payout could not be issued; it stays pending for the resume job', { payoutId, error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, payoutIds.length) }, worker));
  return { unstarted: payoutIds.length - next };
}
