import * as z from 'zod';
import { ROLES } from '../platform/roles';

export const CODE_SYNC_STATUSES = ['pending', 'synced', 'failed'] as const;

export type CodeSyncStatus = (typeof CODE_SYNC_STATUSES)[number];

/**
 * A code sync record (spec part 2, section 3 "Code sync record") with its linked profile, as the sync screen lists it;
 * or, for a campaign's own code (issue 45), with its campaign and no user.
 */
export const codeSyncRecordSchema = z.object({
  id: z.string(),
  /** Null for a campaign's own code. */
  user_id: z.string().nullable(),
  personal_code: z.string(),
  sync_status: z.enum(CODE_SYNC_STATUSES),
  sync_attempts: z.number(),
  last_sync_attempt: z.string().nullable(),
  error_message: z.string().nullable(),
  created_at: z.string(),
  /** The customer discount the store code gives. */
  discount_percent: z.number(),
  profile: z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), role: z.enum(ROLES) }).nullable(),
  /** The campaign whose own code it is; null for an ambassador's code. */
  campaign: z.object({ id: z.string(), campaign_name: z.string() }).nullable(),
});

export type CodeSyncRecord = z.infer<typeof codeSyncRecordSchema>;

export const codeSyncStatsSchema = z.object({ total_codes: z.number(), synced: z.number(), pending: z.number(), failed: z.number() });

export type CodeSyncStats = z.infer<typeof codeSyncStatsSchema>;
