import * as z from 'zod';
import { BROADCAST_AUDIENCES, messageSchema } from './messages';
import { MAX_TARGET_UNITS, myObjectiveSchema, objectiveName, PROOF_TYPES, submissionSchema } from './objectives';
import { profileSchema } from './profile';
import { myTotalsSchema, orderSchema } from './sales';
import { idText, MAX_LENGTH, optionalText, requiredText, tooLong } from './text';

/** What the admin area's programme-operations screens read and send (spec part 2, sections 2 to 9). */

export const AMBASSADOR_ROLES = ['student', 'fundraising_ambassador'] as const;
export type AmbassadorRole = (typeof AMBASSADOR_ROLES)[number];

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

/** Whether a broadcast audience takes an ambassador at this stage: all, new, active (the assigned stage) or complete. */
export function inAudience(audience: (typeof BROADCAST_AUDIENCES)[number], stage: ProgressStage): boolean {
  return audience === 'all' || (audience === 'active' ? stage === 'assigned' : audience === stage);
}

/** The new-ambassador window (spec part 2, section 9): sign-ups of the last 7 days. */
export const NEW_AMBASSADOR_DAYS = 7;

/**
 * The first day (yyyy-mm-dd, UTC) of New This Week: today and the six days before it, as Orders This Week
 * counts them. The dashboard's count, its Recent Sign-ups and the Ambassadors screen's tab all use it.
 */
export function newThisWeekFrom(now: number): string {
  return new Date(now - (NEW_AMBASSADOR_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
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
  approved_objectives: z.number().int(),
  total_objectives: z.number().int(),
  progress_stage: z.enum(PROGRESS_STAGES),
  progress_label: z.string(),
  units_sold: z.number(),
  total_sales: z.number(),
});
export type AmbassadorRow = z.infer<typeof ambassadorRowSchema>;

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

/** A submission as the admin reviews it: whose, for which objective, and where its objective stands. */
export const adminSubmissionSchema = submissionSchema.extend({
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  admin_feedback: z.string().nullable(),
});
export type AdminSubmission = z.infer<typeof adminSubmissionSchema>;

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

/** Ambassadors a page of the ambassadors list holds unless the request asks for fewer or more (at most the maximum). */
export const AMBASSADORS_PAGE_SIZE = 50;
export const AMBASSADORS_MAX_PAGE_SIZE = 100;
const AMBASSADORS_LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${AMBASSADORS_MAX_PAGE_SIZE}`;

/** The ambassadors list's query: the mode's role, how many, and the cursor of the page before (absent for the first). */
export const ambassadorsQuerySchema = z.object({
  role: z.enum(AMBASSADOR_ROLES, { error: 'Role must be student or fundraising_ambassador' }).default('student'),
  cursor: z.string().max(MAX_LENGTH.longText, tooLong('Cursor', MAX_LENGTH.longText)).optional(),
  limit: z.coerce
    .number({ error: AMBASSADORS_LIMIT_MESSAGE })
    .int(AMBASSADORS_LIMIT_MESSAGE)
    .min(1, AMBASSADORS_LIMIT_MESSAGE)
    .max(AMBASSADORS_MAX_PAGE_SIZE, AMBASSADORS_LIMIT_MESSAGE)
    .default(AMBASSADORS_PAGE_SIZE),
});

export const ambassadorsPageSchema = z.object({
  ambassadors: z.array(ambassadorRowSchema),
  /** Continues the list after this page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type AmbassadorsPage = z.infer<typeof ambassadorsPageSchema>;

/** The submissions filter: Pending Review, Approved, Rejected (needs_revision), All Submissions. */
export const SUBMISSION_FILTERS = ['submitted', 'approved', 'needs_revision', 'all'] as const;
export type SubmissionFilter = (typeof SUBMISSION_FILTERS)[number];

/** Submissions a page of the review list holds unless the request asks for fewer or more (at most the maximum). */
export const ADMIN_SUBMISSIONS_PAGE_SIZE = 25;
export const ADMIN_SUBMISSIONS_MAX_PAGE_SIZE = 100;

export const SUBMISSIONS_QUERY_MESSAGES = {
  unknownFilter: 'Unknown filter',
  limit: `Limit must be a whole number from 1 to ${ADMIN_SUBMISSIONS_MAX_PAGE_SIZE}`,
} as const;

/** The review list's query: which filter, how many, and the cursor of the page before (absent for the first). */
export const adminSubmissionsQuerySchema = z.object({
  status: z.enum(SUBMISSION_FILTERS, { error: SUBMISSIONS_QUERY_MESSAGES.unknownFilter }).default('submitted'),
  cursor: z.string().max(MAX_LENGTH.longText, tooLong('Cursor', MAX_LENGTH.longText)).optional(),
  limit: z.coerce
    .number({ error: SUBMISSIONS_QUERY_MESSAGES.limit })
    .int(SUBMISSIONS_QUERY_MESSAGES.limit)
    .min(1, SUBMISSIONS_QUERY_MESSAGES.limit)
    .max(ADMIN_SUBMISSIONS_MAX_PAGE_SIZE, SUBMISSIONS_QUERY_MESSAGES.limit)
    .default(ADMIN_SUBMISSIONS_PAGE_SIZE),
});

export const adminSubmissionsPageSchema = z.object({
  submissions: z.array(adminSubmissionSchema),
  /** Continues the list after this page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type AdminSubmissionsPage = z.infer<typeof adminSubmissionsPageSchema>;

export const reviewSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve'), feedback: optionalText('Feedback', MAX_LENGTH.longText) }),
    z.object({
      decision: z.literal('reject'),
      feedback: requiredText('Please tell the ambassador what to change', 'Feedback', MAX_LENGTH.longText),
    }),
  ],
  { error: 'Choose approve or reject' },
);
export type ReviewInput = z.input<typeof reviewSchema>;

const MAX_OBJECTIVE_NUMBER = 1000;

/** The objective form (spec part 2, sections 2 and 5). */
export const objectiveInputSchema = z.object({
  objective_number: z.coerce
    .number({ error: 'Objective number must be a number' })
    .int('Objective number must be a whole number')
    .min(1, 'Objective number must be 1 or more')
    .max(MAX_OBJECTIVE_NUMBER, `Objective number must be ${MAX_OBJECTIVE_NUMBER} or less`),
  title: requiredText('Title is required', 'Title', MAX_LENGTH.shortText),
  description: optionalText('Description', MAX_LENGTH.longText),
  proof_type: z.enum(PROOF_TYPES, { error: 'Choose a proof type' }).default('upload'),
  time_estimate: optionalText('Time estimate', MAX_LENGTH.shortText),
  example_content: optionalText('Example content', MAX_LENGTH.longText),
  unlock_rule_text: optionalText('Unlock rule', MAX_LENGTH.shortText),
  is_active: z.boolean({ error: 'Active must be true or false' }).default(true),
  target_role: z.enum(AMBASSADOR_ROLES, { error: 'Choose a target role' }).default('student'),
  /** Auto Sale only (kept for no other proof type); empty means one shirt. */
  target_units: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: 'Target must be a number' })
      .int('Target must be a whole number of shirts')
      .min(1, 'Target must be 1 shirt or more')
      .max(MAX_TARGET_UNITS, `Target must be ${MAX_TARGET_UNITS.toLocaleString('en-US')} shirts or less`)
      .optional(),
  ),
});
export type ObjectiveInput = z.input<typeof objectiveInputSchema>;

/** Send Message (spec part 2, section 5): content required after trimming; an individual message needs an ambassador. */
const messageContent = requiredText('Message content is required', 'Message', MAX_LENGTH.longText);
const messageSubject = optionalText('Subject', MAX_LENGTH.shortText);
export const sendMessageSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('individual'),
      to_user_id: z
        .string({ error: 'Please select an ambassador' })
        .trim()
        .min(1, 'Please select an ambassador')
        .max(MAX_LENGTH.id, tooLong('Ambassador', MAX_LENGTH.id)),
      subject: messageSubject,
      content: messageContent,
    }),
    z.object({
      type: z.literal('broadcast'),
      audience: z.enum(BROADCAST_AUDIENCES, { error: 'Choose an audience' }),
      subject: messageSubject,
      content: messageContent,
    }),
  ],
  { error: 'Choose individual or broadcast' },
);
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** A message in the history: what was sent, to whom (or which audience), and how many received it. */
export const sentMessageSchema = messageSchema.extend({
  audience: z.enum(BROADCAST_AUDIENCES).nullable(),
  recipient_count: z.number().int(),
  /** The recipient of an individual message. */
  recipient_name: z.string().nullable(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;
