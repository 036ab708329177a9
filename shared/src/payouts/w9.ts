import * as z from 'zod';
import { MAX_LENGTH, tooLong } from '../platform/text';

/**
 * A payee's W-9 (issue 46): the form a US programme collects before it pays someone enough to report. Per
 * payee, its status: requested, or received on a day, with the form itself in the private bucket that only
 * admins read (a short-lived link from an admin-only route). Tax records outlive the member: an erased
 * member's W-9 stays, under their anonymous id.
 */

export const W9_STATUSES = ['requested', 'received'] as const;

export type W9Status = (typeof W9_STATUSES)[number];

export const W9_STATUS_LABELS: Record<W9Status, string> = { requested: 'W-9 requested', received: 'W-9 received' };

/** The files a W-9 may be: the PDF the IRS publishes, or a scan or photo of a signed paper form. */
export const W9_FILE_CONTENT_TYPES = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

export type W9FileContentType = keyof typeof W9_FILE_CONTENT_TYPES;

export const MAX_W9_FILE_BYTES = 10 * 1024 * 1024;

export const W9_MESSAGES = {
  statusRequired: 'Choose requested or received',
  receivedOnRequired: 'Date received is required',
  receivedOnShape: 'Date received must be a valid date',
  fileType: 'Please choose a PDF, JPG or PNG file',
  fileSize: 'A W-9 file can be at most 10 MB',
  fileEmpty: 'The file is empty',
  fileRequired: 'Please choose a file',
} as const;

/** A payee's W-9 as admins see it: its status, when it was asked for and received, and whether the form is stored. */
export const payeeW9Schema = z.object({
  user_id: z.string(),
  status: z.enum(W9_STATUSES),
  /** When an admin first marked it requested (null when it was received without being asked for first). */
  requested_at: z.string().nullable(),
  /** The day it was received, YYYY-MM-DD; null while only requested. */
  received_on: z.string().nullable(),
  /** Whether the form's file is in the private bucket (Download reads it). */
  has_file: z.boolean(),
  updated_at: z.string(),
  /** The admin who last changed it. */
  updated_by: z.string(),
});

export type PayeeW9 = z.infer<typeof payeeW9Schema>;

const receivedOnSchema = z
  .string({ error: W9_MESSAGES.receivedOnRequired })
  .trim()
  .min(1, W9_MESSAGES.receivedOnRequired)
  .max(20, W9_MESSAGES.receivedOnShape)
  .pipe(z.iso.date(W9_MESSAGES.receivedOnShape));

/**
 * Set a payee's W-9 status: requested, or received on a day, optionally with the form just uploaded
 * (`file_key` from the upload ticket; without one a form stored before stays).
 */
export const updateW9Schema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('requested') }),
    z.object({
      status: z.literal('received'),
      received_on: receivedOnSchema,
      file_key: z.string().trim().min(1, W9_MESSAGES.fileRequired).max(MAX_LENGTH.id, tooLong('File key', MAX_LENGTH.id)).optional(),
    }),
  ],
  { error: W9_MESSAGES.statusRequired },
);

export type UpdateW9Input = z.input<typeof updateW9Schema>;

export type UpdateW9Request = z.output<typeof updateW9Schema>;

/** Upload a W-9: the file's name, type and size; the server answers with a presigned PUT for a key it chose. */
export const w9UploadRequestSchema = z.object({
  file_name: z
    .string({ error: W9_MESSAGES.fileRequired })
    .trim()
    .min(1, W9_MESSAGES.fileRequired)
    .max(MAX_LENGTH.shortText, tooLong('File name', MAX_LENGTH.shortText)),
  content_type: z.enum(Object.keys(W9_FILE_CONTENT_TYPES) as [W9FileContentType, ...W9FileContentType[]], { error: W9_MESSAGES.fileType }),
  size: z
    .number({ error: W9_MESSAGES.fileRequired })
    .int(W9_MESSAGES.fileSize)
    .positive(W9_MESSAGES.fileEmpty)
    .max(MAX_W9_FILE_BYTES, W9_MESSAGES.fileSize),
});

export type W9UploadRequest = z.output<typeof w9UploadRequestSchema>;

/** A short-lived address of a payee's W-9 form, for an admin to download it. */
export const w9FileSchema = z.object({ file_url: z.string() });

export type W9File = z.infer<typeof w9FileSchema>;
