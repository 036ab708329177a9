import * as z from 'zod';
import { CODE_SYNC_STATUSES, codeSyncRecordSchema, codeSyncStatsSchema } from './code-sync';
import { adminOnly, defineRoute } from '../contracts/contract';

/** The four count cards: Total Codes, Synced, Pending, Failed. */
export const getCodeSyncStats = defineRoute({
  method: 'GET',
  path: '/api/admin/code-sync/stats',
  access: adminOnly,
  response: codeSyncStatsSchema,
});

/** The records table with each linked profile; one status or all. */
export const listCodeSyncRecords = defineRoute({
  method: 'GET',
  path: '/api/admin/code-sync/records',
  access: adminOnly,
  query: z.object({ status: z.enum(CODE_SYNC_STATUSES).optional() }),
  response: z.object({ records: z.array(codeSyncRecordSchema) }),
});

/** Process Pending: every pending code, once. */
export const processPendingSyncs = defineRoute({
  method: 'POST',
  path: '/api/admin/code-sync/process-pending',
  access: adminOnly,
  audit: 'code.synced',
  response: z.object({ processed: z.number() }),
});

/** Bulk Sync All Codes: every ambassador code the store lacks. */
export const bulkSyncCodes = defineRoute({
  method: 'POST',
  path: '/api/admin/code-sync/bulk-sync',
  access: adminOnly,
  audit: 'code.synced',
  response: z.object({ codes_processed: z.number() }),
});

/** Retry Failed: every failed code, once more. */
export const retryFailedSyncs = defineRoute({
  method: 'POST',
  path: '/api/admin/code-sync/retry-failed',
  access: adminOnly,
  audit: 'code.retried',
  response: z.object({ codes_retried: z.number() }),
});

/** Check Connection: the shop's name and API version, or 503 with a readable reason. */
export const checkStoreConnection = defineRoute({
  method: 'GET',
  path: '/api/admin/code-sync/health',
  access: adminOnly,
  response: z.object({ shop: z.object({ name: z.string() }), version: z.string() }),
});
