import { BatchGetCommand, PutCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { AMBASSADOR_ROLES } from '@app/shared/roles';
import { CODE_SYNC_STATUSES, type CodeSyncRecord, type CodeSyncStats } from '@app/shared/sales';
import type { Profile } from '@app/shared/profile';
import { db } from '#lib/clients';
import { NotFound } from '#lib/errors';
import { TABLE } from '#lib/table';
import { listProfilesByRole, profileKeys } from '../profiles/profile-data';
import {
  countCodeSyncsByStatus,
  getCodeSync,
  listCodeSyncsByStatus,
  pendingCodeSyncItem,
  recordSyncAttempt,
  type StoredCodeSync,
} from './code-sync-data';
import { createStoreCode, removeStoreCode } from './store-discount-codes';

// A few codes in flight at once; the API client's cost budget paces them against the store's limit.
const CONCURRENCY = 4;

async function inBatches<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += CONCURRENCY) await Promise.all(items.slice(i, i + CONCURRENCY).map(work));
}

/**
 * One attempt to create an ambassador's code in the store: synced when the store has it (created now,
 * or by an earlier attempt), failed with the reason otherwise. Never throws for a store failure: the
 * record keeps the error for the sync screen.
 */
export async function syncRecord(record: StoredCodeSync): Promise<StoredCodeSync> {
  try {
    const outcome = await createStoreCode(record.personal_code);
    if (outcome.status === 'taken') return await recordSyncAttempt(record, { status: 'failed', error: outcome.message });
    return await recordSyncAttempt(record, { status: 'synced', error: null });
  } catch (error) {
    return recordSyncAttempt(record, { status: 'failed', error: (error as Error).message || 'Unknown error' });
  }
}

/** Syncs one ambassador's code (the auto-sync on sign-up); a synced code is left alone. */
export async function syncAmbassadorCode(userId: string): Promise<StoredCodeSync> {
  const record = await getCodeSync(userId);
  if (!record) throw new NotFound('No code sync record for this ambassador.');
  return record.sync_status === 'synced' ? record : syncRecord(record);
}

/** Process Pending: every pending code, once. */
export async function processPendingSyncs(): Promise<{ processed: number }> {
  const pending = await listCodeSyncsByStatus('pending');
  await inBatches(pending, syncRecord);
  return { processed: pending.length };
}

/** Retry Failed: every failed code, once more. */
export async function retryFailedSyncs(): Promise<{ codes_retried: number }> {
  const failed = await listCodeSyncsByStatus('failed');
  await inBatches(failed, syncRecord);
  return { codes_retried: failed.length };
}

/**
 * Bulk Sync All Codes: every ambassador's code that the store does not have yet, including codes given
 * before sync records existed (they get a record first). Synced codes are skipped.
 */
export async function bulkSyncCodes(): Promise<{ codes_processed: number }> {
  const withCodes = (await Promise.all(AMBASSADOR_ROLES.map(listProfilesByRole))).flat().filter((profile) => profile.personal_code);
  const records = await Promise.all(
    withCodes.map(async (profile) => {
      const record = await getCodeSync(profile.user_id);
      if (record?.personal_code === profile.personal_code) return record;
      const item = pendingCodeSyncItem(profile.user_id, profile.personal_code!);
      await db.send(new PutCommand({ TableName: TABLE, Item: item }));
      return (await getCodeSync(profile.user_id))!;
    }),
  );
  const toSync = records.filter((record) => record.sync_status !== 'synced');
  await inBatches(toSync, syncRecord);
  return { codes_processed: toSync.length };
}

/** The four count cards. */
export async function codeSyncStats(): Promise<CodeSyncStats> {
  const [synced, pending, failed] = await Promise.all(CODE_SYNC_STATUSES.map(countCodeSyncsByStatus));
  return { total_codes: synced! + pending! + failed!, synced: synced!, pending: pending!, failed: failed! };
}

async function profilesOf(userIds: string[]): Promise<Map<string, Profile>> {
  const found = new Map<string, Profile>();
  for (let i = 0; i < userIds.length; i += 100) {
    let keys: Array<Record<string, unknown>> | undefined = userIds.slice(i, i + 100).map(profileKeys.primary);
    while (keys?.length) {
      const answer: BatchGetCommandOutput = await db.send(
        new BatchGetCommand({ RequestItems: { [TABLE]: { Keys: keys, ProjectionExpression: 'user_id, first_name, last_name, email, #role', ExpressionAttributeNames: { '#role': 'role' } } } }),
      );
      for (const item of answer.Responses?.[TABLE] ?? []) found.set(item.user_id as string, item as Profile);
      keys = answer.UnprocessedKeys?.[TABLE]?.Keys;
    }
  }
  return found;
}

/** The records table, newest first, each with its linked profile; one status or all. */
export async function codeSyncRecords(status?: StoredCodeSync['sync_status']): Promise<CodeSyncRecord[]> {
  const records = (await Promise.all((status ? [status] : CODE_SYNC_STATUSES).map(listCodeSyncsByStatus))).flat();
  records.sort((a, b) => b.created_at.localeCompare(a.created_at));
  const profiles = await profilesOf([...new Set(records.map((record) => record.user_id))]);
  return records.map((record) => {
    const profile = profiles.get(record.user_id);
    return {
      id: record.id,
      user_id: record.user_id,
      personal_code: record.personal_code,
      sync_status: record.sync_status,
      sync_attempts: record.sync_attempts,
      last_sync_attempt: record.last_sync_attempt,
      error_message: record.error_message,
      created_at: record.created_at,
      profile: profile ? { first_name: profile.first_name, last_name: profile.last_name, email: profile.email, role: profile.role } : null,
    };
  });
}

/** For deleting an ambassador: their code leaves the store. */
export async function removeAmbassadorStoreCode(userId: string): Promise<'removed' | 'absent'> {
  const record = await getCodeSync(userId);
  return record ? removeStoreCode(record.personal_code) : 'absent';
}
