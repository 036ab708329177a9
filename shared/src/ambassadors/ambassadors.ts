import * as z from 'zod';
import { GUARDIAN_HOLDS } from '../guardians/guardian';
import { objectiveName } from '../objectives/objectives';
import { myTotalsSchema } from '../leaderboards/totals';
import { adminSubmissionSchema } from '../objectives/admin-objectives';
import { myObjectiveSchema } from '../objectives/objectives';
import { orderSchema } from '../orders/order';
import { nextCursorSchema, pageCursorSchema, pageLimitSchema } from '../platform/paging';
import { AMBASSADOR_ROLES } from '../platform/roles';
import { idText } from '../platform/text';
import { profileSchema } from '../profiles/profile';
import { DAY_MS, utcDay } from '../platform/days';

/** New (on Objective 1), Assigned (on Objective 2 or later) and Complete: the progress filter's and the broadcast audiences' stages. */
export const PROGRESS_STAGES = ['new', 'assigned', 'complete'] as const;

export type ProgressStage = (typeof PROGRESS_STAGES)[number];

/** Spec part 2, section 4: none approved is new, all approved is complete, anything between is assigned. */
export function progressStage(approved: number, total: number): ProgressStage {
  if (approved <= 0) return 'new';
  return total > 0 && approved >= total ? 'complete' : 'assigned';
}

/** The admin's progress label: New, Complete, or On Objective {approved+1}. */
export function progressLabel(approved: number, total: number): string {
  const stage = progressStage(approved, total);
  return stage === 'new' ? 'New' : stage === 'complete' ? 'Complete' : `On ${objectiveName(approved + 1)}`;
}

/** The new-ambassador window (spec part 2, section 9): sign-ups of the last 7 days. */
export const NEW_AMBASSADOR_DAYS = 7;

/**
 * The first day (yyyy-mm-dd, UTC) of New This Week: today and the six days before it, as Orders This Week
 * counts them. The dashboard's count, its Recent Sign-ups and the Ambassadors screen's tab all use it.
 */
export function newThisWeekFrom(now: number): string {
  return utcDay(now - (NEW_AMBASSADOR_DAYS - 1) * DAY_MS);
}

/** Recent lists on the dashboard. */
export const RECENT_LIMIT = 5;

/** One ambassador in the admin's list. */
export const ambassadorRowSchema = z.object({
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  school: z.string().nullable(),
  role: z.enum(AMBASSADOR_ROLES),
  created_at: z.string(),
  personal_code: z.string().nullable(),
  campaign_id: z.string().nullable(),
  /** The campaign's name, for fundraising ambassadors. */
  campaign_name: z.string().nullable(),
  /** Active once a personal code exists, otherwise Pending Approval. */
  status: z.enum(['active', 'pending_approval']),
  /** A member under 18 whose guardian has not acknowledged yet, or one whose guardian withdrew (issue 44); null for everyone else. */
  guardian_hold: z.enum(GUARDIAN_HOLDS).nullable(),
  approved_objectives: z.number().int(),
  total_objectives: z.number().int(),
  progress_stage: z.enum(PROGRESS_STAGES),
  progress_label: z.string(),
  units_sold: z.number(),
  total_sales: z.number(),
});

export type AmbassadorRow = z.infer<typeof ambassadorRowSchema>;

/** Ambassadors a page of the ambassadors list holds unless the request asks for fewer or more (at most the maximum). */
export const AMBASSADORS_PAGE_SIZE = 50;
export const AMBASSADORS_MAX_PAGE_SIZE = 100;

/** The ambassadors list's query: the mode's role, how many, and the cursor of the page before (absent for the first). */
export const ambassadorsQuerySchema = z.object({
  role: z.enum(AMBASSADOR_ROLES, { error: 'Role must be student or fundraising_ambassador' }).default('student'),
  cursor: pageCursorSchema,
  limit: pageLimitSchema(AMBASSADORS_PAGE_SIZE, AMBASSADORS_MAX_PAGE_SIZE),
});

export const ambassadorsPageSchema = z.object({
  ambassadors: z.array(ambassadorRowSchema),
  next_cursor: nextCursorSchema,
});
export type AmbassadorsPage = z.infer<typeof ambassadorsPageSchema>;

/** The detail dialog: Overview, Objectives and Orders. */
export const ambassadorDetailSchema = z.object({
  ambassador: ambassadorRowSchema,
  profile: profileSchema,
  why_join: z.string().nullable(),
  totals: myTotalsSchema,
  objectives: z.array(myObjectiveSchema),
  orders: z.array(orderSchema),
});

export type AmbassadorDetail = z.infer<typeof ambassadorDetailSchema>;

/** Pending sign-ups deleted in one request: a page of the queue, well within one Lambda's time. */
export const MAX_BULK_DELETE = 100;

/** The sign-ups an admin rejects at once (each deleted for good); an id listed twice counts once. */
export const bulkDeleteSignupsSchema = z.object({
  user_ids: z
    .array(idText('Ambassador is required', 'Ambassador'), { error: 'Choose the sign-ups to delete' })
    .min(1, 'Choose at least one sign-up to delete')
    .max(MAX_BULK_DELETE, `Choose at most ${MAX_BULK_DELETE} sign-ups at a time`)
    .transform((ids) => [...new Set(ids)]),
});

export type BulkDeleteSignupsInput = z.input<typeof bulkDeleteSignupsSchema>;

/** What became of each id: deleted, or left alone with the reason (not found, not pending, failed). */
export const bulkDeleteResultSchema = z.object({
  deleted: z.array(z.string()),
  skipped: z.array(z.object({ user_id: z.string(), reason: z.string() })),
});

export type BulkDeleteResult = z.infer<typeof bulkDeleteResultSchema>;

/** The dashboard: four counts and two recent lists (spec part 2, section 2). */
export const adminDashboardSchema = z.object({
  new_this_week: z.number().int(),
  pending_submissions: z.number().int(),
  total_ambassadors: z.number().int(),
  orders_this_week: z.number().int(),
  recent_signups: z.array(profileSchema),
  recent_submissions: z.array(adminSubmissionSchema),
});

export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
