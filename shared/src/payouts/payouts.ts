import * as z from 'zod';
import { AMBASSADOR_ROLES } from '../platform/roles';
import { MAX_LENGTH, idText, requiredText } from '../platform/text';

/**
 * Payouts (issue 14, beyond the earlier product): what each ambassador has earned in commission, what
 * admins have paid them, and the payouts recorded. Money is in dollars on the wire; the table keeps cents.
 */

/** The largest single payout an admin may record, in dollars: a bound, not a business rule. */
export const MAX_PAYOUT_AMOUNT = 1_000_000;

/** The recent payouts the Payouts view lists. */
export const RECENT_PAYOUTS_LIMIT = 50;

export const PAYOUT_MESSAGES = {
  ambassadorRequired: 'Please select an ambassador',
  amountRequired: 'Amount is required',
  amountPositive: 'Amount must be greater than 0',
  amountCents: 'Amount can have at most 2 decimals',
  amountMax: `Amount must be ${MAX_PAYOUT_AMOUNT} or less`,
  dateRequired: 'Date is required',
  dateShape: 'Date must be a valid date',
  referenceRequired: 'Reference is required',
  voidReasonRequired: 'Reason is required',
} as const;

/** The longest reason an admin may give for voiding a payout. */
export const MAX_VOID_REASON_LENGTH = 500;

/** The Record Payout dialog's cap: a payout is at most the commission past the hold and not yet paid. */
export const amountAbovePayableMessage = (payable: string) => `Amount can be at most ${payable}, the commission payable now`;

/** Dollars to whole cents; two decimals at most, so the rounding only absorbs binary floating-point noise. */
export const toCents = (dollars: number) => Math.round(dollars * 100);

/** Record Payout: who was paid, how much (dollars, two decimals at most), on which day, and the transfer's reference. */
export const recordPayoutSchema = z.object({
  user_id: idText(PAYOUT_MESSAGES.ambassadorRequired, 'Ambassador'),
  amount: z
    .number({ error: PAYOUT_MESSAGES.amountRequired })
    .positive(PAYOUT_MESSAGES.amountPositive)
    .max(MAX_PAYOUT_AMOUNT, PAYOUT_MESSAGES.amountMax)
    .refine((amount) => Math.abs(amount * 100 - toCents(amount)) < 1e-6, PAYOUT_MESSAGES.amountCents),
  paid_on: z
    .string({ error: PAYOUT_MESSAGES.dateRequired })
    .trim()
    .min(1, PAYOUT_MESSAGES.dateRequired)
    .max(20, PAYOUT_MESSAGES.dateShape)
    .pipe(z.iso.date(PAYOUT_MESSAGES.dateShape)),
  reference: requiredText(PAYOUT_MESSAGES.referenceRequired, 'Reference', MAX_LENGTH.shortText),
});

export type RecordPayoutInput = z.input<typeof recordPayoutSchema>;

export type RecordPayoutRequest = z.output<typeof recordPayoutSchema>;

/** Void Payout: why the payout is taken back (a transfer that bounced, a wrong amount); required, trimmed. */
export const voidPayoutSchema = z.object({
  reason: requiredText(PAYOUT_MESSAGES.voidReasonRequired, 'Reason', MAX_VOID_REASON_LENGTH),
});

export type VoidPayoutInput = z.input<typeof voidPayoutSchema>;

export type VoidPayoutRequest = z.output<typeof voidPayoutSchema>;

/** A payout's void: why, by which admin, and when. A voided payout stays in the ledger and no longer counts. */
export const payoutVoidSchema = z.object({ reason: z.string(), voided_by: z.string(), voided_at: z.string() });

export type PayoutVoid = z.infer<typeof payoutVoidSchema>;

/** One recorded payout (the ledger's entry). */
export const payoutSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  amount: z.number(),
  /** The day the money was sent, YYYY-MM-DD. */
  paid_on: z.string(),
  reference: z.string(),
  /** The admin who recorded it. */
  recorded_by: z.string(),
  created_at: z.string(),
  /** Set once an admin voided it: it then counts in no balance or total. */
  voided: payoutVoidSchema.nullable(),
});

export type Payout = z.infer<typeof payoutSchema>;

/** What an ambassador has earned, been paid, and is still owed; dollars. */
export const earningsSchema = z.object({
  /** Commission earned, net of refunds and cancellations. */
  total_earnings: z.number(),
  paid_earnings: z.number(),
  /** Earned minus paid, never below zero (a refund after a payout is made up by later commission first). */
  unpaid_earnings: z.number(),
  /** Earned but still inside the commission hold (Settings > Payments): not payable yet. */
  pending_earnings: z.number(),
  /** Past the hold and not paid yet: what a payout may be, at most. */
  payable_earnings: z.number(),
});

export type Earnings = z.infer<typeof earningsSchema>;

/** One row of the Payouts view: an ambassador with a code and their balance. */
export const payoutBalanceSchema = earningsSchema.extend({
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(AMBASSADOR_ROLES),
  personal_code: z.string().nullable(),
  /** Unpaid earnings at or above the payout threshold (and above zero). */
  above_threshold: z.boolean(),
});

export type PayoutBalance = z.infer<typeof payoutBalanceSchema>;

/** A recent payout with the name of whom it paid (null once that ambassador is gone), and of the admin who voided it (null when none, or gone). */
export const recentPayoutSchema = payoutSchema.extend({
  ambassador: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }).nullable(),
  voided_by_name: z.string().nullable(),
});

export type RecentPayout = z.infer<typeof recentPayoutSchema>;

/** The Payouts view: every ambassador's balance (most unpaid first), the threshold, and the newest payouts. */
export const payoutsOverviewSchema = z.object({
  /** Settings > Payments' payout threshold, dollars. */
  payout_threshold: z.number(),
  /** Settings > Payments' commission hold, in days. */
  commission_hold_days: z.number(),
  balances: z.array(payoutBalanceSchema),
  recent_payouts: z.array(recentPayoutSchema),
});

export type PayoutsOverview = z.infer<typeof payoutsOverviewSchema>;

/** A payout just recorded (or voided), with the ambassador's balance after it. */
export const recordedPayoutSchema = z.object({ payout: payoutSchema, earnings: earningsSchema });

export type RecordedPayout = z.infer<typeof recordedPayoutSchema>;

/** Earned minus paid in cents, never below zero. */
export const unpaidCents = (earnedCents: number, paidCents: number) => Math.max(0, earnedCents - paidCents);

/**
 * An ambassador's earnings from their commission, the part of it past the hold, and what they were paid
 * (cents in, dollars out): pending is what the hold still keeps, payable what is past it and unpaid.
 */
export function earningsFromCents({ earned, payable, paid }: { earned: number; payable: number; paid: number }): Earnings {
  return {
    total_earnings: earned / 100,
    paid_earnings: paid / 100,
    unpaid_earnings: unpaidCents(earned, paid) / 100,
    pending_earnings: Math.max(0, earned - payable) / 100,
    payable_earnings: unpaidCents(payable, paid) / 100,
  };
}

/** The caller's own earnings (/impact), with the hold the pending part waits out. */
export const myEarningsSchema = earningsSchema.extend({
  /** Settings > Payments' commission hold, in days. */
  commission_hold_days: z.number(),
});

export type MyEarnings = z.infer<typeof myEarningsSchema>;

/** The label of the pending figure, naming the hold. */
export const pendingEarningsLabel = (holdDays: number) => `Pending (in the ${holdDays}-day hold)`;

/** The spec's money format for a CSV cell: two decimals, no currency sign or separators. */
const csvMoney = (dollars: number) => dollars.toFixed(2);

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; text a spreadsheet would run as a
 * formula (=, +, -, @, tab, carriage return first) is prefixed with a quote mark (OWASP's CSV injection advice).
 */
export function csvCell(value: string | number | boolean): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvOf = (rows: ReadonlyArray<ReadonlyArray<string | number | boolean>>) =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** The Payouts view's Export CSV: one line per ambassador balance. */
export function payoutBalancesCsv(balances: readonly PayoutBalance[]): string {
  return csvOf([
    ['First name', 'Last name', 'Email', 'Role', 'Code', 'Earned', 'Paid', 'Unpaid', 'Pending', 'Payable', 'Above threshold'],
    ...balances.map((row) => [
      row.first_name,
      row.last_name,
      row.email,
      row.role,
      row.personal_code ?? '',
      csvMoney(row.total_earnings),
      csvMoney(row.paid_earnings),
      csvMoney(row.unpaid_earnings),
      csvMoney(row.pending_earnings),
      csvMoney(row.payable_earnings),
      row.above_threshold ? 'yes' : 'no',
    ]),
  ]);
}
