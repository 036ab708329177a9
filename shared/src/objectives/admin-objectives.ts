import * as z from 'zod';
import { MAX_TARGET_UNITS, PROOF_TYPES, submissionSchema } from './objectives';
import { nextCursorSchema, pageCursorSchema, pageLimitSchema } from '../platform/paging';
import { AMBASSADOR_ROLES } from '../platform/roles';
import { MAX_LENGTH, optionalText, requiredText } from '../platform/text';

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

/** The submissions filter: Pending Review, Approved, Rejected (needs_revision), All Submissions. */
export const SUBMISSION_FILTERS = ['submitted', 'approved', 'needs_revision', 'all'] as const;

export type SubmissionFilter = (typeof SUBMISSION_FILTERS)[number];

/** Submissions a page of the review list holds unless the request asks for fewer or more (at most the maximum). */
export const ADMIN_SUBMISSIONS_PAGE_SIZE = 25;

export const ADMIN_SUBMISSIONS_MAX_PAGE_SIZE = 100;

/** The review list's query: which filter, how many, and the cursor of the page before (absent for the first). */
export const adminSubmissionsQuerySchema = z.object({
  status: z.enum(SUBMISSION_FILTERS, { error: 'Unknown filter' }).default('submitted'),
  cursor: pageCursorSchema,
  limit: pageLimitSchema(ADMIN_SUBMISSIONS_PAGE_SIZE, ADMIN_SUBMISSIONS_MAX_PAGE_SIZE),
});

export const adminSubmissionsPageSchema = z.object({
  submissions: z.array(adminSubmissionSchema),
  next_cursor: nextCursorSchema,
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
