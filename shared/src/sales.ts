import { z } from 'zod';

/** A leaderboard row as the API returns it (spec part 1, section 3 "Leaderboard row"), ranked from 1. */
export interface LeaderboardRow {
  rank: number;
  member_user_id: string;
  first_name: string;
  last_name: string;
  school: string | null;
  units_sold: number;
  /** Dollars. */
  total_sales: number;
}

/** The public campaign page's data (spec part 1, section 2.9). */
export interface PublicCampaignPage {
  campaign: { id: string; campaign_name: string; campaign_slug: string; school_name: string; description: string | null; target_amount: number | null; end_date: string | null; status: string };
  stats: { total_units_sold: number; total_donated_to_org: number; total_donated_to_environment: number };
  leaderboard: Array<{ rank: number; student_name: string; units_sold: number; total_sales: number }>;
}

export const CODE_SYNC_STATUSES = ['pending', 'synced', 'failed'] as const;
export type CodeSyncStatus = (typeof CODE_SYNC_STATUSES)[number];

/** A code sync record with its linked profile (spec part 2, section 3 "Code sync record"). */
export interface CodeSyncRecord {
  id: string;
  user_id: string;
  personal_code: string;
  sync_status: CodeSyncStatus;
  sync_attempts: number;
  last_sync_attempt: string | null;
  error_message: string | null;
  created_at: string;
  profile: { first_name: string; last_name: string; email: string; role: string } | null;
}

export interface CodeSyncStats {
  total_codes: number;
  synced: number;
  pending: number;
  failed: number;
}

export const codeSyncRecordsQuerySchema = z.object({ status: z.enum(CODE_SYNC_STATUSES).optional() });
export const autoSyncSettingSchema = z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) });
export const leaderboardLimitSchema = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });
