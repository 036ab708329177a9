import * as z from 'zod';

/**
 * Self-referral and fraud flags (issue 25). An order is flagged when it is first attributed and its buyer's
 * e-mail is its ambassador's own, or when it is one more than `REPEAT_BUYER_DAILY_LIMIT` orders with one
 * ambassador's code from one buyer on one day. A flagged order counts for nobody (no shirts, sales or
 * commission for its ambassador or their campaign) until an admin clears it; voided, it never does.
 */
export const REPEAT_BUYER_DAILY_LIMIT = 3;

export const FLAG_REASONS = ['self_referral', 'repeat_buyer'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];

export const FLAG_STATUSES = ['held', 'cleared', 'voided'] as const;
export type FlagStatus = (typeof FLAG_STATUSES)[number];

/** What the Flags view says of each reason. */
export const FLAG_REASON_LABELS: Record<FlagReason, string> = {
  self_referral: "Bought with the ambassador's own e-mail",
  repeat_buyer: `More than ${REPEAT_BUYER_DAILY_LIMIT} orders from one buyer with this code in a day`,
};

/** An order's flag as the admin sees it: why, and what was decided, by whom and when. */
export const orderFlagSchema = z.object({
  reasons: z.array(z.enum(FLAG_REASONS)),
  status: z.enum(FLAG_STATUSES),
  flagged_at: z.string(),
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
  note: z.string().nullable(),
});

export type OrderFlag = z.infer<typeof orderFlagSchema>;
