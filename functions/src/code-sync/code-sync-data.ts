import { CUSTOMER_DISCOUNT_PERCENT } from '@app/shared/platform';
import { codeSyncRecordSchema, type CodeSyncStatus } from '@app/shared/code-sync';
import * as z from 'zod';
import { countAll, getItem, nowIso, parseItem, putItem, queryAll, updateItem, type Item } from '#lib/table';

/**
 * Code sync record (spec part 2, section 3), one per ambassador. Keys:
 * - pk USER#<userId>, sk CODE_SYNC
 * - gsi1pk CODE_SYNC#<status>, gsi1sk <created_at>#<userId>: the records of a status, oldest first
 *   (the sync screen's tabs and counts, and the queues of process-pending and retry-failed)
 */
export const codeSyncKeys = {
  primary: (userId: string) => ({ pk: `USER#${userId}`, sk: 'CODE_SYNC' }),
  byStatus: (status: CodeSyncStatus, createdAt = '', userId = '') => ({ gsi1pk: `CODE_SYNC#${status}`, gsi1sk: `${createdAt}#${userId}` }),
};

/** A code sync record as stored, one per ambassador: the screen's record without the profile, and when it last changed. */
const storedCodeSyncSchema = codeSyncRecordSchema.omit({ profile: true }).extend({
  updated_at: z.string(),
  /** Records from before admins chose the discount give the standard one. */
  discount_percent: z.number().default(CUSTOMER_DISCOUNT_PERCENT),
});
export type StoredCodeSync = z.infer<typeof storedCodeSyncSchema>;

const toRecord = (item: Item): StoredCodeSync => parseItem(storedCodeSyncSchema, item);

/** A new pending record for a freshly assigned code and its customer discount; written in the assignment's transaction. */
export function pendingCodeSyncItem(userId: string, code: string, createdAt = nowIso(), discountPercent = CUSTOMER_DISCOUNT_PERCENT): Item {
  const record: StoredCodeSync = {
    id: userId,
    user_id: userId,
    personal_code: code,
    sync_status: 'pending',
    sync_attempts: 0,
    last_sync_attempt: null,
    error_message: null,
    created_at: createdAt,
    updated_at: createdAt,
    discount_percent: discountPercent,
  };
  return { ...codeSyncKeys.primary(userId), ...codeSyncKeys.byStatus('pending', createdAt, userId), ...record };
}

/** Writes a pending record (an ambassador whose code predates sync records), replacing any other. */
export async function putPendingCodeSync(userId: string, code: string): Promise<StoredCodeSync> {
  const item = pendingCodeSyncItem(userId, code);
  await putItem({ Item: item });
  return toRecord(item);
}

/** One ambassador's record. */
export async function getCodeSync(userId: string): Promise<StoredCodeSync | undefined> {
  const item = await getItem(codeSyncKeys.primary(userId), { consistent: true });
  return item ? toRecord(item) : undefined;
}

/** Records the outcome of one attempt: status, attempts + 1, the attempt's time and its error (or none). */
export async function recordSyncAttempt(
  record: StoredCodeSync,
  outcome: { status: CodeSyncStatus; error: string | null },
): Promise<StoredCodeSync> {
  const now = nowIso();
  const { gsi1pk, gsi1sk } = codeSyncKeys.byStatus(outcome.status, record.created_at, record.user_id);
  const attributes = await updateItem({
    Key: codeSyncKeys.primary(record.user_id),
    UpdateExpression:
      'SET sync_status = :status, gsi1pk = :gpk, gsi1sk = :gsk, last_sync_attempt = :now, error_message = :error, updated_at = :now ADD sync_attempts :one',
    // A code reassigned meanwhile gets its own record; this outcome belongs to the old code.
    ConditionExpression: 'personal_code = :code',
    ExpressionAttributeValues: {
      ':status': outcome.status,
      ':gpk': gsi1pk,
      ':gsk': gsi1sk,
      ':now': now,
      ':error': outcome.error,
      ':one': 1,
      ':code': record.personal_code,
    },
    ReturnValues: 'ALL_NEW',
  });
  return toRecord(attributes ?? {});
}

const statusQuery = (status: CodeSyncStatus) => ({
  IndexName: 'gsi1',
  KeyConditionExpression: 'gsi1pk = :pk',
  ExpressionAttributeValues: { ':pk': codeSyncKeys.byStatus(status).gsi1pk },
});

/** Every record of one status, oldest first. */
export async function listCodeSyncsByStatus(status: CodeSyncStatus): Promise<StoredCodeSync[]> {
  return (await queryAll(statusQuery(status))).map(toRecord);
}

/** How many records have a status (a count-only Query). */
export function countCodeSyncsByStatus(status: CodeSyncStatus): Promise<number> {
  return countAll(statusQuery(status));
}
