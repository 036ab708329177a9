import * as z from 'zod';
import { ROLES } from '../platform/roles';
import { MAX_LENGTH, optionalText, tooLong } from '../platform/text';

/** Objectives and the work ambassadors submit for them (spec part 1, sections 3 and 4; part 2, sections 2 and 3). */
export const PROOF_TYPES = ['upload', 'link', 'auto_sale'] as const;

export type ProofType = (typeof PROOF_TYPES)[number];

/**
 * An Auto Sale objective completes itself when the ambassador's shirts sold reach its target (one shirt
 * unless the admin sets another); nobody submits work for it.
 */
export const DEFAULT_TARGET_UNITS = 1;

export const MAX_TARGET_UNITS = 100_000;

export const AUTO_SALE_NOT_SUBMITTABLE = 'This objective completes itself when your sales reach its target.';

/** How many shirts sold complete an Auto Sale objective. */
export const targetUnitsOf = (objective: Pick<Objective, 'target_units'>) => objective.target_units ?? DEFAULT_TARGET_UNITS;

export const OBJECTIVE_STATUSES = ['locked', 'assigned', 'submitted', 'approved', 'needs_revision'] as const;

export type ObjectiveStatus = (typeof OBJECTIVE_STATUSES)[number];

/** The badge each status shows (spec part 1, section 4); anything else shows Unknown. */
export const OBJECTIVE_STATUS_LABELS: Record<ObjectiveStatus, string> = {
  locked: 'Locked',
  assigned: 'In Progress',
  submitted: 'Under Review',
  approved: 'Completed',
  needs_revision: 'Needs Revision',
};

/**
 * A submission's badge, in the words of the submissions screens (their tab is 'Approved', spec part 1,
 * section 2.10): the same as the objective's, except that approved work reads Approved.
 */
export const SUBMISSION_STATUS_LABELS: Record<ObjectiveStatus, string> = { ...OBJECTIVE_STATUS_LABELS, approved: 'Approved' };

/** An objective's name on every screen and e-mail: "Objective 3", never O3 or S3. */
export const objectiveName = (objectiveNumber: number) => `Objective ${objectiveNumber}`;

/** An objective with its title: "Objective 3: Share your code". */
export const objectiveWithTitle = (objectiveNumber: number, title: string) => `${objectiveName(objectiveNumber)}: ${title}`;

/** Statuses from which an ambassador may submit work. */
export const SUBMITTABLE_STATUSES = ['assigned', 'needs_revision'] as const satisfies readonly ObjectiveStatus[];

export const objectiveSchema = z.object({
  id: z.string(),
  objective_number: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  time_estimate: z.string().nullable(),
  proof_type: z.enum(PROOF_TYPES),
  unlock_rule_text: z.string().nullable(),
  example_content: z.string().nullable(),
  is_active: z.boolean(),
  target_role: z.enum(ROLES),
  /** Auto Sale only: the shirts sold that complete it; null for other proof types (and Auto Sale objectives saved before targets). */
  target_units: z.number().int().nullable().default(null),
});

export type Objective = z.infer<typeof objectiveSchema>;

/** One objective as an ambassador sees it: the objective with their progress on it (locked when not yet reached). */
export const myObjectiveSchema = objectiveSchema.extend({
  status: z.enum(OBJECTIVE_STATUSES),
  assigned_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  admin_feedback: z.string().nullable(),
  /** Approved by the ambassador's sales reaching an Auto Sale target, not by a review. */
  completed_automatically: z.boolean(),
});

export type MyObjective = z.infer<typeof myObjectiveSchema>;

/** The proof of a submission: a link, an uploaded file (its storage key), or a description. */
export const submissionDataSchema = z.object({
  url: z.string().nullable(),
  file_key: z.string().nullable(),
  file_name: z.string().nullable(),
  description: z.string().nullable(),
});

export const submissionSchema = z.object({
  id: z.string(),
  objective_id: z.string(),
  objective_number: z.number().int(),
  objective_title: z.string(),
  /** The objective's status now: what the tabs filter by. */
  status: z.enum(OBJECTIVE_STATUSES),
  submission_data: submissionDataSchema,
  /** A short-lived address to open an uploaded file; null for links and descriptions. */
  file_url: z.string().nullable(),
  notes: z.string().nullable(),
  alt_text: z.string().nullable(),
  /** The admin's feedback while the objective needs revision, so it shows wherever the work does (issue 45); null otherwise. */
  admin_feedback: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type Submission = z.infer<typeof submissionSchema>;

/** Files a submission may carry, and their size limit: checked when the upload is requested and again on submit. */
export const UPLOAD_CONTENT_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'application/pdf': 'pdf',
} as const;

export type UploadContentType = keyof typeof UPLOAD_CONTENT_TYPES;

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

export const UPLOAD_TYPE_MESSAGE = 'Please choose an image (JPG, PNG, GIF, WebP), a video (MP4, MOV) or a PDF.';

export const UPLOAD_SIZE_MESSAGE = 'Files can be at most 25 MB.';

export const uploadRequestSchema = z.object({
  file_name: z
    .string({ error: 'Please choose a file' })
    .trim()
    .min(1, 'Please choose a file')
    .max(MAX_LENGTH.shortText, tooLong('File name', MAX_LENGTH.shortText)),
  content_type: z.enum(Object.keys(UPLOAD_CONTENT_TYPES) as [UploadContentType, ...UploadContentType[]], { error: UPLOAD_TYPE_MESSAGE }),
  size: z.number({ error: 'File size is required' }).int().positive('The file is empty').max(MAX_UPLOAD_BYTES, UPLOAD_SIZE_MESSAGE),
});

export const uploadTicketSchema = z.object({
  /** PUT the file here with exactly these headers. */
  upload_url: z.string(),
  headers: z.record(z.string(), z.string()),
  /** Name the file by this key when submitting. */
  file_key: z.string(),
});

const MAX_URL = 2000;

/** A link typed without its scheme ('instagram.com/p/…') is taken as https, as a browser's address bar takes it (issue 45). */
const withScheme = (url: string) => (url === '' || /^[a-z][a-z\d+.-]*:/i.test(url) ? url : `https://${url}`);

const proofSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('link'),
    url: z
      .string({ error: 'Please enter a valid URL' })
      .trim()
      .max(MAX_URL, tooLong('URL', MAX_URL))
      .transform(withScheme)
      .pipe(z.url({ protocol: /^https?$/, error: 'Please enter a valid URL' })),
  }),
  z.object({
    kind: z.literal('file'),
    file_key: z
      .string()
      .min(1, 'Please upload a file')
      .max(MAX_LENGTH.id * 2, 'Please upload a file'),
    /** The name the file had on the student's device, shown with the submission. */
    file_name: optionalText('File name', MAX_LENGTH.shortText),
  }),
  z.object({
    kind: z.literal('description'),
    description: z
      .string({ error: 'Please describe your work' })
      .trim()
      .min(1, 'Please describe your work')
      .max(MAX_LENGTH.longText, tooLong('Description', MAX_LENGTH.longText)),
  }),
]);

/** Submit Work (spec part 1, section 5): an objective, its proof, optional notes and alt text. */
export const submitWorkSchema = z.object({
  objective_id: z
    .string({ error: 'Please select an objective' })
    .trim()
    .min(1, 'Please select an objective')
    .max(MAX_LENGTH.id, 'Please select an objective'),
  proof: proofSchema,
  notes: optionalText('Notes', MAX_LENGTH.longText),
  alt_text: optionalText('Alt text', MAX_LENGTH.shortText),
});

export type SubmitWorkInput = z.input<typeof submitWorkSchema>;
