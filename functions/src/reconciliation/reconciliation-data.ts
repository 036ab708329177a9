import { reconciliationRunSchema, type ReconciliationRun, type ReconciliationStatus } from '@app/shared/reconciliation';
import * as z from 'zod';
import { getItem, isConditionFailure, parseItem, updateItem } from '#lib/table';

/**
 * The reconciliation of store orders, one item: the last finished run, and the lease of the run under
 * way, which keeps a second run (the schedule and an admin's Run now, or two admins) from starting beside it.
 * Keys: pk RECONCILIATION, sk STORE_ORDERS.
 */
export const reconciliationKeys = {
  primary: () => ({ pk: 'RECONCILIATION', sk: 'STORE_ORDERS' }),
};

const storedSchema = z.object({
  last: reconciliationRunSchema.nullish(),
  running_since: z.string().nullish(),
  run_id: z.string().nullish(),
  /** Epoch milliseconds after which the run under way is taken as dead (its Lambda timed out) and another may start. */
  lease_until: z.number().nullish(),
});

/** The last run, and the run under way while its lease holds. */
export async function readReconciliation(now = Date.now()): Promise<ReconciliationStatus> {
  const item = await getItem(reconciliationKeys.primary(), { consistent: true });
  const stored = item ? parseItem(storedSchema, item) : undefined;
  const running = stored?.run_id && (stored.lease_until ?? 0) > now ? (stored.running_since ?? null) : null;
  return { last: stored?.last ?? null, running_since: running };
}

/**
 * Takes the lease for a run unless another run holds it: true when taken. `takingOver` names a lease the
 * run may take although it holds: the one an admin's Run now reserved for it.
 */
export async function claimRun(runId: string, startedAt: string, leaseUntil: number, takingOver = runId): Promise<boolean> {
  try {
    await updateItem({
      Key: reconciliationKeys.primary(),
      UpdateExpression: 'SET run_id = :id, running_since = :started, lease_until = :lease',
      ConditionExpression: 'attribute_not_exists(run_id) OR lease_until < :now OR run_id = :reserved',
      ExpressionAttributeValues: {
        ':id': runId,
        ':started': startedAt,
        ':lease': leaseUntil,
        ':now': Date.parse(startedAt),
        ':reserved': takingOver,
      },
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Keeps a finished run as the last one and gives the lease back; false when the lease had passed to another run. */
export async function finishRun(runId: string, run: ReconciliationRun): Promise<boolean> {
  try {
    await updateItem({
      Key: reconciliationKeys.primary(),
      UpdateExpression: 'SET #last = :run REMOVE run_id, running_since, lease_until',
      ConditionExpression: 'run_id = :id',
      ExpressionAttributeNames: { '#last': 'last' },
      ExpressionAttributeValues: { ':run': run, ':id': runId },
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
