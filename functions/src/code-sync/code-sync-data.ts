import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CodeSyncRecord, CodeSyncStatus } from '@app/shared/sales';
import { db } from '#lib/clients';
import { countAll, nowIso, queryAll, TABLE } from '#lib/table';

/**
 * Code sync record (spec part 2, section 3), one per ambassador. Keys:
 * - pk USER#<userId>, sk CODE_SYNC
 * - gsi1pk CODE_SYNC#<status>, gsi1sk <created_at>#<userId>: the records of a status, oldest first
 *   (the sync screen's tabs and counts, and the queues of process-pending and retry-failed)
 */
export const codeSyncKeys = {
  primary: (userId: string) => ({ pk: `USER#${userId}`, sk: 'CODE_SYNC' }),
  byStatus: (status: CodeSyncStatus, createdAt: string, userId: string) => ({ gsi1pk: `CODE_SYNC#${status}`, gsi1sk: `${createdAt}#${userId}` }),
};

/** A code sync record as stored: the API's record without the linked profile, plus when it last changed. */
export type StoredCodeSync = Omit<CodeSyncRecord, 'profile'> & { updated_at: string };

function toRecord(item: Record<string, unknown>): StoredCodeSync {
  const { pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _gs, ...record } = item;
  return record as unknown as StoredCodeSync;
}

/** A new pending record for a freshly assigned code; written in the assignment's transaction. */
export function pendingCodeSyncItem(userId: string, code: string, createdAt = nowIso()): Record<string, unknown> {
  return {
    ...codeSyncKeys.primary(userId),
    ...codeSyncKeys.byStatus('pending', createdAt, userId),
    id: userId,
    user_id: userId,
    personal_code: code,
    sync_status: 'pending',
    sync_attempts: 0,
    last_sync_attempt: null,
    error_message: null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/** One ambassador's record. */
export async function getCodeSync(userId: string): Promise<StoredCodeSync | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE, Key: codeSyncKeys.primary(userId), ConsistentRead: true }));
  return Item ? toRecord(Item) : undefined;
}

/** Records the outcome of one attempt: status, attempts + 1, the attempt's time and its error (or none). */
export async function recordSyncAttempt(record: StoredCodeSync, outcome: { status: CodeSyncStatus; error: string | null }): Promise<StoredCodeSync> {
  const now = nowIso();
  const { gsi1pk, gsi1sk } = codeSyncKeys.byStatus(outcome.status, record.created_at, record.user_id);
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: TABLE,
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
    }),
  );
  return toRecord(Attributes!);
}

/** Every record of one status, oldest first. */
export async function listCodeSyncsByStatus(status: CodeSyncStatus): Promise<StoredCodeSync[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': `CODE_SYNC#${status}` },
  });
  return items.map(toRecord);
}

/** How many records have a status (a count-only Query). */
export async function countCodeSyncsByStatus(status: CodeSyncStatus): Promise<number> {
  return countAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': `CODE_SYNC#${status}` },
  });
}
