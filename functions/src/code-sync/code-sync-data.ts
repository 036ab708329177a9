import { CUSTOMER_DISCOUNT_PERCENT } from '@app/shared/platform';
import { codeSyncRecordSchema, type CodeSyncStatus } from '@app/shared/code-sync';
import * as z from 'zod';
import {
  batchGetAll,
  countAll,
  getItem,
  isConditionFailure,
  nowIso,
  parseItem,
  putItem,
  queryAll,
  updateItem,
  type Item,
} from '#lib/table';

/**
 * Code sync record (spec part 2, section 3), one per ambassador, and one per campaign for its own code (issue 45). Keys:
 * - pk USER#<userId>, sk CODE_SYNC; a campaign's pk CAMPAIGN#<campaignId>, sk CODE_SYNC (its id the campaign's, `campaign_id` set)
 * - gsi1pk CODE_SYNC#<status>, gsi1sk <created_at>#<id>: the records of a status, oldest first
 *   (the sync screen's tabs and counts, and the queues of process-pending and retry-failed), both kinds together
 */
export const codeSyncKeys = {
  primary: (userId: string) => ({ pk: `USER#${userId}`, sk: 'CODE_SYNC' }),
  campaign: (campaignId: string) => ({ pk: `CAMPAIGN#${campaignId}`, sk: 'CODE_SYNC' }),
  byStatus: (status: CodeSyncStatus, createdAt = '', id = '') => ({ gsi1pk: `CODE_SYNC#${status}`, gsi1sk: `${createdAt}#${id}` }),
};

/** A code sync record as stored: the screen's record without the profile and the campaign, whose it is, and when it last changed. */
const storedCodeSyncSchema = codeSyncRecordSchema.omit({ profile: true, campaign: true }).extend({
  updated_at: z.string(),
  /** Records from before admins chose the discount give the standard one. */
  discount_percent: z.number().default(CUSTOMER_DISCOUNT_PERCENT),
  /** The campaign whose own code it is; absent for an ambassador's. */
  campaign_id: z.string().optional(),
});
export type StoredCodeSync = z.infer<typeof storedCodeSyncSchema>;

const toRecord = (item: Item): StoredCodeSync => parseItem(storedCodeSyncSchema, item);

/** A record's key: its campaign's for a campaign's own code, else its ambassador's. */
const keyOf = (record: Pick<StoredCodeSync, 'id' | 'campaign_id'>) =>
  record.campaign_id ? codeSyncKeys.campaign(record.campaign_id) : codeSyncKeys.primary(record.id);

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

/**
 * A campaign's own code's pending record (issue 45), written once: a campaign that has its record keeps it
 * (synced or not). Answers the record as it stands.
 */
export async function putPendingCampaignCodeSync(campaignId: string, code: string): Promise<StoredCodeSync> {
  const createdAt = nowIso();
  const record: StoredCodeSync = {
    id: campaignId,
    user_id: null,
    campaign_id: campaignId,
    personal_code: code,
    sync_status: 'pending',
    sync_attempts: 0,
    last_sync_attempt: null,
    error_message: null,
    created_at: createdAt,
    updated_at: createdAt,
    discount_percent: CUSTOMER_DISCOUNT_PERCENT,
  };
  try {
    await putItem({
      Item: { ...codeSyncKeys.campaign(campaignId), ...codeSyncKeys.byStatus('pending', createdAt, campaignId), ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    return record;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const stored = await getItem(codeSyncKeys.campaign(campaignId), { consistent: true });
    return toRecord(stored ?? {});
  }
}

/** Several campaigns' records at once (BatchGetItem), by campaign id; those without one are left out. */
export async function getCampaignCodeSyncs(campaignIds: readonly string[]): Promise<Map<string, StoredCodeSync>> {
  const items = await batchGetAll([...new Set(campaignIds)].map(codeSyncKeys.campaign));
  return new Map(items.map((item) => [String(item.campaign_id), toRecord(item)]));
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
  const { gsi1pk, gsi1sk } = codeSyncKeys.byStatus(outcome.status, record.created_at, record.id);
  const attributes = await updateItem({
    Key: keyOf(record),
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
