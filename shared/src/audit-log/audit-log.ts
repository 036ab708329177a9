import * as z from 'zod';
import { csvOf } from '../payouts/payouts';
import { MAX_LENGTH, tooLong } from '../platform/text';
import { nextCursorSchema, pageCursorSchema } from '../platform/paging';

/**
 * The audit log (issue 46): one entry for every admin action that changes people, money or settings, written
 * in the same transaction as the change. Who did it, when, what (its kind and what it changed), the fields it
 * changed with their values before and after, and the request id. Entries are never edited or deleted.
 */

/** What an entry records, one kind per admin route that changes something (its contract's `audit`). */
export const AUDIT_KIND_LABELS = {
  'admin.invited': 'Invited an admin',
  'ambassador.approved': 'Approved an ambassador',
  'ambassador.deleted': 'Deleted an ambassador',
  'ambassadors.bulk_deleted': 'Deleted sign-ups',
  'programme.recounted': 'Recounted the programme',
  'application.approved': 'Approved a campaign application',
  'application.rejected': 'Rejected a campaign application',
  'campaign.updated': 'Changed a campaign',
  'passcode.created': 'Created a passcode',
  'passcode.deactivated': 'Deactivated a passcode',
  'passcode.rotated': 'Rotated a passcode',
  'code.created': 'Created a code',
  'code.synced': 'Synced codes to the store',
  'code.retried': 'Retried failed codes',
  'content.upload_started': 'Started an upload',
  'social_template.created': 'Created a social template',
  'social_template.updated': 'Changed a social template',
  'social_template.deleted': 'Deleted a social template',
  'asset.created': 'Added a brand asset',
  'asset.deleted': 'Deleted a brand asset',
  'dead_letter.redriven': 'Sent failed events again',
  'guardian.link_resent': 'Sent a guardian a new link',
  'objective.created': 'Created an objective',
  'objective.updated': 'Changed an objective',
  'submission.reviewed': 'Reviewed a submission',
  'orders.recounted': 'Recounted orders',
  'credit.added': 'Credited an order',
  'credit.undone': 'Undid an order’s credit',
  'flag.decided': 'Decided a flag',
  'payout.recorded': 'Recorded a payout',
  'payout.voided': 'Voided a payout',
  'payout_run.started': 'Paid a payout run',
  'payout.retried': 'Retried a payout',
  'w9.updated': 'Changed a W-9 status',
  'reconciliation.run': 'Ran the reconciliation',
  'settings.changed': 'Changed settings',
  'start_here.updated': 'Changed the Start Here checklist',
  'template.created': 'Created a template',
  'template.updated': 'Changed a template',
  'template.deleted': 'Deleted a template',
  'message.sent': 'Sent a message',
  'member.exported': 'Exported a member’s data',
  'member.erased': 'Erased a member’s data',
} as const;

export type AuditKind = keyof typeof AUDIT_KIND_LABELS;

export const AUDIT_KINDS = Object.keys(AUDIT_KIND_LABELS) as [AuditKind, ...AuditKind[]];

/** A value an entry records before or after a change: what a setting or a row's field held. */
export type AuditValue = string | number | boolean | null | readonly AuditValue[] | { readonly [key: string]: AuditValue };

const auditValueSchema: z.ZodType<AuditValue> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(auditValueSchema), z.record(z.string(), auditValueSchema)]),
);

/** One field a change moved: its value before (null: there was none) and after (null: it is gone). */
export const auditChangeSchema = z.object({ field: z.string(), before: auditValueSchema, after: auditValueSchema });

export type AuditChange = z.infer<typeof auditChangeSchema>;

/** One entry of the log, as the Audit Log lists it: who (their name while they still have an account), what, and when. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(AUDIT_KINDS),
  actor_id: z.string(),
  /** The admin's (or member's, for their own export or erasure) name; null once their account is gone. */
  actor_name: z.string().nullable(),
  /** What was changed: its type ("payout", "settings", "campaign") and id. */
  subject_type: z.string(),
  subject_id: z.string(),
  /** The member the change is about, when there is one; their name null once they are gone. */
  person_id: z.string().nullable(),
  person_name: z.string().nullable(),
  changes: z.array(auditChangeSchema),
  request_id: z.string(),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The entries a page of the Audit Log lists. */
export const AUDIT_LOG_PAGE_SIZE = 50;

const filterId = (label: string) =>
  z
    .string()
    .trim()
    .max(MAX_LENGTH.id, tooLong(label, MAX_LENGTH.id))
    .optional()
    .transform((value) => value || undefined);

/** The Audit Log's filters (any together) and the cursor of the page before. */
export const auditLogQuerySchema = z.object({
  actor: filterId('Actor'),
  kind: z
    .enum(['', ...AUDIT_KINDS], { error: 'Choose a kind from the list' })
    .optional()
    .transform((value) => value || undefined),
  person: filterId('Person'),
  cursor: pageCursorSchema,
});

export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditLogPageSchema = z.object({ entries: z.array(auditEntrySchema), next_cursor: nextCursorSchema });

export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** A value as a person reads it: text as it is, nothing as a dash, anything else as JSON. */
const valueText = (value: AuditValue) => (value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** One change as a line a person reads: "status: pending → approved", "amount: — → 25". */
export const changeLine = ({ field, before, after }: AuditChange) => `${field}: ${valueText(before)} → ${valueText(after)}`;

/** The Audit Log's Export CSV: one line per entry, its changes in one cell. */
export function auditLogCsv(entries: readonly AuditEntry[]): string {
  return csvOf([
    ['When', 'Who', 'Who (id)', 'What', 'Subject', 'Member', 'Member (id)', 'Changes', 'Request id'],
    ...entries.map((entry) => [
      entry.at,
      entry.actor_name ?? '',
      entry.actor_id,
      AUDIT_KIND_LABELS[entry.kind],
      `${entry.subject_type} ${entry.subject_id}`,
      entry.person_name ?? '',
      entry.person_id ?? '',
      entry.changes.map(changeLine).join('; '),
      entry.request_id,
    ]),
  ]);
}
