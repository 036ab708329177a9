import * as z from 'zod';

/**
 * An event that its consumer could not process after every retry (EventBridge's and Lambda's), kept with
 * the reason it failed so an admin can see it and replay it once the cause is fixed.
 */
export const DEAD_LETTER_STATUSES = ['pending', 'redriven'] as const;

export const deadLetterSchema = z.object({
  /** Sorts by the time it failed: "<yyyymmddThhmmssZ>-<digest>". */
  id: z.string(),
  source: z.string(),
  detail_type: z.string(),
  /** The consumer that gave up (its function's name). */
  consumer: z.string(),
  /** The consumer's last error, or the bus's when it could not deliver at all. */
  reason: z.string(),
  attempts: z.number().int().nonnegative(),
  failed_at: z.string(),
  /** What the event was about, for a person: "orders/paid for order 1001". */
  summary: z.string(),
  status: z.enum(DEAD_LETTER_STATUSES),
  redriven_at: z.string().nullish(),
});

export type DeadLetter = z.infer<typeof deadLetterSchema>;
