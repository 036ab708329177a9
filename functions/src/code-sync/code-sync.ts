import { AMBASSADOR_ROLES } from '@app/shared/platform';
import { CODE_SYNC_STATUSES, type CodeSyncRecord, type CodeSyncStats, type CodeSyncStatus } from '@app/shared/code-sync';
import { guardianHold, type GuardedMember } from '@app/shared/guardians';
import { changed, recordAudit } from '#lib/audit';
import { NotFound } from '#lib/errors';
import { logger, recordMetric } from '#lib/observability';
import { getCampaign, getCampaignNames, listCampaignCodes } from '../campaigns';
import { getProfile, getProfileSummaries, listProfilesByRole } from '../profiles';
import { isAutoSyncEnabled } from '../settings';
import {
  countCodeSyncsByStatus,
  getCampaignCodeSyncs,
  getCodeSync,
  listCodeSyncsByStatus,
  putPendingCampaignCodeSync,
  putPendingCodeSync,
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
 * Sends these records' codes to the store, a few at a time, then writes the admin's audit entry (the route's
 * kind): each code is its own write, so the entry, once they are done, sums up what came of them.
 */
async function syncAll(records: StoredCodeSync[], subjectId: 'pending' | 'failed' | 'all'): Promise<void> {
  const outcomes: StoredCodeSync[] = [];
  await inBatches(records, async (record) => outcomes.push(await syncRecord(record)));
  const count = (status: CodeSyncStatus) => outcomes.filter((record) => record.sync_status === status).length;
  await recordAudit({
    subjectType: 'code_sync',
    subjectId,
    changes: [
      changed('attempted', null, records.length),
      changed('synced', null, count('synced')),
      changed('failed', null, count('failed')),
    ],
  });
}

/**
 * One attempt to create an ambassador's (or a campaign's own) code in the store: synced when the store has it (created now,
 * or by an earlier attempt), failed with the reason otherwise. Never throws for a store failure: the
 * record keeps the error for the sync screen.
 */
async function syncRecord(record: StoredCodeSync): Promise<StoredCodeSync> {
  let outcome: Awaited<ReturnType<typeof createStoreCode>>;
  try {
    outcome = await createStoreCode(record.personal_code, record.discount_percent);
  } catch (error) {
    return syncFailed(record, (error as Error).message || 'Unknown error');
  }
  if (outcome.status === 'taken') return syncFailed(record, outcome.message);
  return recordSyncAttempt(record, { status: 'synced', error: null });
}

/** A code the store refused or could not be reached for: kept on the record for the sync screen, and counted. */
function syncFailed(record: StoredCodeSync, error: string): Promise<StoredCodeSync> {
  recordMetric('codeSyncFailures');
  logger.warn('A discount code could not be synced to the store', { userId: record.user_id, campaignId: record.campaign_id, error });
  return recordSyncAttempt(record, { status: 'failed', error });
}

/** Syncs one ambassador's code (the auto-sync on sign-up); a synced code is left alone. */
export async function syncAmbassadorCode(userId: string): Promise<StoredCodeSync> {
  const record = await getCodeSync(userId);
  if (!record) throw new NotFound('No code sync record for this ambassador.');
  return record.sync_status === 'synced' ? record : syncRecord(record);
}

/**
 * Whether a member's code stays out of the store for now (issue 44): under 18 until their guardian
 * acknowledges (the guardians domain announces the code again then), or paused by a guardian's withdrawal.
 * Its record stays as it is, pending, until then.
 */
const codeHeld = (member: GuardedMember | undefined) => member !== undefined && guardianHold(member, new Date()) !== null;

/** The user ids of the ambassadors whose records these are (a campaign's own code has none). */
const userIdsOf = (records: readonly StoredCodeSync[]) => records.flatMap((record) => (record.user_id ? [record.user_id] : []));

/**
 * The records whose codes may go to the store now: campaigns' own, and those of members no guardian rule holds
 * back (one BatchGetItem per hundred).
 */
async function notHeld(records: StoredCodeSync[]): Promise<StoredCodeSync[]> {
  const members = await getProfileSummaries(userIdsOf(records));
  return records.filter((record) => !record.user_id || !codeHeld(members.get(record.user_id)));
}

/**
 * A newly assigned code goes to the store when auto-sync on sign-up is on; otherwise it waits, pending,
 * for the sync screen. A code a guardian rule holds back waits too. A store failure is kept on the record,
 * not retried by the bus.
 */
export async function onPersonalCodeAssigned(userId: string): Promise<CodeSyncStatus> {
  if (!(await isAutoSyncEnabled())) return 'pending';
  if (codeHeld(await getProfile(userId, { consistent: true }))) return 'pending';
  return (await syncAmbassadorCode(userId)).sync_status;
}

/**
 * A launched campaign's own code (issue 45) gets its pending record, then goes to the store as an ambassador's
 * new code does: at once when auto-sync on sign-up is on, else from the sync screen. A repeated event finds the
 * record and syncs it only if it is not synced yet.
 */
export async function onCampaignLaunched(campaignId: string): Promise<CodeSyncStatus | undefined> {
  const record = await campaignCodeRecord(campaignId);
  if (!record || record.sync_status === 'synced' || !(await isAutoSyncEnabled())) return record?.sync_status;
  return (await syncRecord(record)).sync_status;
}

/** A campaign's own code's record, written pending when it has none; undefined for a campaign without a code. */
async function campaignCodeRecord(campaignId: string): Promise<StoredCodeSync | undefined> {
  const campaign = await getCampaign(campaignId);
  return campaign?.campaign_code ? putPendingCampaignCodeSync(campaign.id, campaign.campaign_code) : undefined;
}

/** Pending records for codes just given to campaigns launched before campaigns had their own (`npm run migrate`). */
export async function queueCampaignCodeSyncs(codes: readonly { campaignId: string; code: string }[]): Promise<void> {
  await Promise.all(codes.map(({ campaignId, code }) => putPendingCampaignCodeSync(campaignId, code)));
}

/** Syncs a campaign's own code (seeding, whatever auto-sync says); a synced code is left alone. */
export async function syncCampaignCode(campaignId: string): Promise<StoredCodeSync | undefined> {
  const record = await campaignCodeRecord(campaignId);
  return !record || record.sync_status === 'synced' ? record : syncRecord(record);
}

/** Process Pending: every pending code no guardian rule holds back, once. */
export async function processPendingSyncs(): Promise<{ processed: number }> {
  const pending = await notHeld(await listCodeSyncsByStatus('pending'));
  await syncAll(pending, 'pending');
  return { processed: pending.length };
}

/** Retry Failed: every failed code no guardian rule holds back, once more. */
export async function retryFailedSyncs(): Promise<{ codes_retried: number }> {
  const failed = await notHeld(await listCodeSyncsByStatus('failed'));
  await syncAll(failed, 'failed');
  return { codes_retried: failed.length };
}

/** Every campaign's own code's record, a campaign given its code by `npm run migrate` (or seeding) getting its pending one first. */
async function campaignCodeRecords(): Promise<StoredCodeSync[]> {
  const codes = await listCampaignCodes();
  const records = await getCampaignCodeSyncs(codes.map(({ campaignId }) => campaignId));
  return Promise.all(
    codes.map(({ campaignId, code }) => {
      const record = records.get(campaignId);
      return record ? Promise.resolve(record) : putPendingCampaignCodeSync(campaignId, code);
    }),
  );
}

/**
 * Bulk Sync All Codes: every ambassador's and campaign's code that the store does not have yet, including codes
 * given before sync records existed (they get a record first). Synced codes are skipped, and so are those a
 * guardian rule holds back.
 */
export async function bulkSyncCodes(): Promise<{ codes_processed: number }> {
  const withCodes = (await Promise.all(AMBASSADOR_ROLES.map(listProfilesByRole))).flat().filter((member) => !codeHeld(member));
  const records = await Promise.all(
    withCodes.map(async ({ user_id, personal_code }) => {
      if (!personal_code) return undefined;
      const record = await getCodeSync(user_id);
      return record?.personal_code === personal_code ? record : putPendingCodeSync(user_id, personal_code);
    }),
  );
  const toSync = [...records, ...(await campaignCodeRecords())].filter(
    (record): record is StoredCodeSync => record !== undefined && record.sync_status !== 'synced',
  );
  await syncAll(toSync, 'all');
  return { codes_processed: toSync.length };
}

/** The four count cards: one count per status, by name, so they count what the records table lists. */
export async function codeSyncStats(): Promise<CodeSyncStats> {
  const counts = await Promise.all(CODE_SYNC_STATUSES.map(async (status) => [status, await countCodeSyncsByStatus(status)] as const));
  const { synced, pending, failed } = Object.fromEntries(counts) as Record<CodeSyncStatus, number>;
  return { total_codes: synced + pending + failed, synced, pending, failed };
}

/** The records table, newest first, each with its linked profile, or its campaign for a campaign's own code; one status or all. */
export async function codeSyncRecords(status?: CodeSyncStatus): Promise<CodeSyncRecord[]> {
  const records = (await Promise.all((status ? [status] : CODE_SYNC_STATUSES).map(listCodeSyncsByStatus))).flat();
  records.sort((a, b) => b.created_at.localeCompare(a.created_at));
  const [profiles, campaigns] = await Promise.all([
    getProfileSummaries(userIdsOf(records)),
    getCampaignNames(records.flatMap((record) => (record.campaign_id ? [record.campaign_id] : []))),
  ]);
  return records.map(({ updated_at: _updated, campaign_id: campaignId, ...record }) => {
    const profile = record.user_id ? profiles.get(record.user_id) : undefined;
    const campaignName = campaignId ? campaigns.get(campaignId) : undefined;
    return {
      ...record,
      profile: profile ? { first_name: profile.first_name, last_name: profile.last_name, email: profile.email, role: profile.role } : null,
      campaign: campaignId && campaignName !== undefined ? { id: campaignId, campaign_name: campaignName } : null,
    };
  });
}

/** For deleting an ambassador: their code leaves the store. */
export async function removeAmbassadorStoreCode(userId: string): Promise<'removed' | 'absent'> {
  const record = await getCodeSync(userId);
  return record ? removeStoreCode(record.personal_code) : 'absent';
}
