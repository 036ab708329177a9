import * as z from 'zod';
import { AMBASSADOR_ROLES } from '../platform/roles';
import { MAX_LENGTH, idText, optionalText, requiredText } from '../platform/text';
import { PAYOUT_METHODS } from '../settings/settings';
import { payeeW9Schema } from './w9';

/**
 * Payouts (issue 14, beyond the earlier product): what each ambassador has earned in commission, what
 * admins have paid them, and the payouts recorded. Money is in dollars on the wire; the table keeps cents.
 */

/** The largest single payout an admin may record, in dollars: a bound, not a business rule. */
export const MAX_PAYOUT_AMOUNT = 1_000_000;

/** The recent payouts the Payouts view lists. */
export const RECENT_PAYOUTS_LIMIT = 50;

/** The most ambassadors one payout run pays (its payouts are listed on the run: one item, a few BatchGets). */
export const MAX_RUN_PAYEES = 500;

/** The recent payout runs the Payouts view lists. */
export const RECENT_PAYOUT_RUNS_LIMIT = 10;

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
  methodShape: 'Payout method must be gift_card or cash',
  runChoice: 'Choose the ambassadors to pay, or all payable',
  runTooMany: `A run pays at most ${MAX_RUN_PAYEES} ambassadors`,
  guardianNameRequired: 'Enter the name of the guardian the cash was paid to',
} as const;

/** The longest reason an admin may give for voiding a payout. */
export const MAX_VOID_REASON_LENGTH = 500;

/** The Record Payout dialog's cap: a payout is at most the commission past the hold and not yet paid. */
export const amountAbovePayableMessage = (payable: string) => `Amount can be at most ${payable}, the commission payable now`;

/** Dollars to whole cents; two decimals at most, so the rounding only absorbs binary floating-point noise. */
export const toCents = (dollars: number) => Math.round(dollars * 100);

const paidOnSchema = z
  .string({ error: PAYOUT_MESSAGES.dateRequired })
  .trim()
  .min(1, PAYOUT_MESSAGES.dateRequired)
  .max(20, PAYOUT_MESSAGES.dateShape)
  .pipe(z.iso.date(PAYOUT_MESSAGES.dateShape));

/** The fields whose own issues stop Record Payout's rules between them from running. */
const RECORD_RULE_FIELDS: readonly PropertyKey[] = ['method', 'paid_on', 'reference'];

/**
 * Record Payout: who was paid, how much (dollars, two decimals at most) and how (issue 46). Cash (the
 * default, as before methods existed) was paid elsewhere: it names the day and the transfer's reference; for a
 * member under 18 it names the guardian it was paid to (the server refuses it without). A gift card is issued
 * by the product, today: no day or reference to give.
 */
export const recordPayoutSchema = z
  .object({
    user_id: idText(PAYOUT_MESSAGES.ambassadorRequired, 'Ambassador'),
    amount: z
      .number({ error: PAYOUT_MESSAGES.amountRequired })
      .positive(PAYOUT_MESSAGES.amountPositive)
      .max(MAX_PAYOUT_AMOUNT, PAYOUT_MESSAGES.amountMax)
      .refine((amount) => Math.abs(amount * 100 - toCents(amount)) < 1e-6, PAYOUT_MESSAGES.amountCents),
    method: z.enum(PAYOUT_METHODS, { error: PAYOUT_MESSAGES.methodShape }).default('cash'),
    paid_on: paidOnSchema.optional(),
    reference: requiredText(PAYOUT_MESSAGES.referenceRequired, 'Reference', MAX_LENGTH.shortText).optional(),
    /** The guardian's name, for cash paid to a member under 18's guardian. */
    paid_to_guardian: optionalText('Guardian’s name', MAX_LENGTH.name),
  })
  .superRefine(
    (payout, context) => {
      if (payout.method !== 'cash') return;
      if (payout.paid_on === undefined) context.addIssue({ code: 'custom', path: ['paid_on'], message: PAYOUT_MESSAGES.dateRequired });
      if (payout.reference === undefined) {
        context.addIssue({ code: 'custom', path: ['reference'], message: PAYOUT_MESSAGES.referenceRequired });
      }
    },
    { when: ({ issues }) => !issues.some(({ path = [] }) => path.length === 0 || RECORD_RULE_FIELDS.includes(path[0]!)) },
  );

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

/** Where a payout stands: cash is sent when recorded; a gift card is pending until the store issues it, or failed. */
export const PAYOUT_STATES = ['pending', 'sent', 'failed'] as const;

export type PayoutState = (typeof PAYOUT_STATES)[number];

export const PAYOUT_STATE_LABELS: Record<PayoutState, string> = { pending: 'Pending', sent: 'Sent', failed: 'Failed' };

/** One recorded payout (the ledger's entry). */
export const payoutSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  /** What it pays of the commission owed, dollars: the paid balance moves by it. */
  amount: z.number(),
  /** The store-credit bonus on top of the amount (Settings > Payments), dollars: on the gift card, not against commission. */
  bonus: z.number(),
  /** How it was paid; payouts from before methods existed were cash. */
  method: z.enum(PAYOUT_METHODS),
  state: z.enum(PAYOUT_STATES),
  /** The guardian's name, for cash paid to a member under 18's guardian; null otherwise. */
  paid_to_guardian: z.string().nullable(),
  /** A gift card's last characters, once issued: the product never keeps its full code. */
  card_last_characters: z.string().nullable(),
  /** Why the store refused or did not answer the last attempt to issue it (a failed gift card). */
  failure_message: z.string().nullable(),
  /** The times the product asked the store for the card. */
  attempts: z.number(),
  /** Whether the card's code reached the member by e-mail (a card the store made late, found on a retry, has no code to send). */
  code_emailed: z.boolean(),
  /** The payout run it belongs to, if any. */
  run_id: z.string().nullable(),
  /** The day the money was sent, YYYY-MM-DD (a gift card: the day it was recorded). */
  paid_on: z.string(),
  /** The transfer's reference for cash; empty for a gift card. */
  reference: z.string(),
  /** The admin who recorded it. */
  recorded_by: z.string(),
  created_at: z.string(),
  /** Set once an admin voided it: it then counts in no balance or total. */
  voided: payoutVoidSchema.nullable(),
});

export type Payout = z.infer<typeof payoutSchema>;

type PayoutMethodFields = Pick<Payout, 'method' | 'paid_to_guardian' | 'card_last_characters'>;

/**
 * How a payout was paid, in words. The member reads "Gift card ending 7KQ2" or "Cash, paid to your
 * guardian"; an admin reads the guardian's name ("Cash, paid to guardian Jane Doe").
 */
export function payoutMethodLabel(payout: PayoutMethodFields, reader: 'member' | 'admin' = 'member'): string {
  if (payout.method === 'gift_card') {
    // Upper case, as a card's code is read out (the store's codes are case-insensitive).
    return payout.card_last_characters ? `Gift card ending ${payout.card_last_characters.toUpperCase()}` : 'Gift card';
  }
  if (payout.paid_to_guardian === null) return 'Cash';
  return reader === 'member' ? 'Cash, paid to your guardian' : `Cash, paid to guardian ${payout.paid_to_guardian}`;
}

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
  /** Under 18 today: cash goes only to their guardian, named when it is recorded. */
  under_18: z.boolean(),
  /** Paid this calendar year (the overview's tax_year), cash and gift cards with their bonus, dollars (tax.ts). */
  tax_year_paid: z.number(),
  /** An adult paid the W-9 threshold this year whose W-9 is not received yet: "W-9 needed". Never for under-18s. */
  w9_needed: z.boolean(),
  /** Their W-9's status, if one was requested or received. */
  w9: payeeW9Schema.nullable(),
});

export type PayoutBalance = z.infer<typeof payoutBalanceSchema>;

/** A recent payout with the name of whom it paid (null once that ambassador is gone), and of the admin who voided it (null when none, or gone). */
export const recentPayoutSchema = payoutSchema.extend({
  ambassador: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }).nullable(),
  voided_by_name: z.string().nullable(),
});

export type RecentPayout = z.infer<typeof recentPayoutSchema>;

/** A run still issuing its cards, or done (each payout then sent or failed). */
export const PAYOUT_RUN_STATES = ['running', 'finished'] as const;

/** Why a chosen ambassador got no payout in a run. */
export const PAYOUT_RUN_SKIPS = {
  not_found: 'Not an ambassador',
  nothing_payable: 'Nothing payable',
  below_threshold: 'Payable commission below the payout threshold',
  awaiting_guardian: 'Under 18, awaiting their guardian’s acknowledgement',
  guardian_withdrew: 'Their guardian withdrew',
  balance_moved: 'Their balance changed during the run',
  paid_in_cash: 'Paid in cash (their choice, or the programme’s way for them): record it with Record Payout',
} as const;

export type PayoutRunSkip = keyof typeof PAYOUT_RUN_SKIPS;

export const PAYOUT_RUN_SKIP_REASONS = Object.keys(PAYOUT_RUN_SKIPS) as [PayoutRunSkip, ...PayoutRunSkip[]];

/** Start Payout Run: the ambassadors chosen, or every one whose payable commission reaches the payout threshold. */
export const startPayoutRunSchema = z
  .object({
    user_ids: z
      .array(idText(PAYOUT_MESSAGES.ambassadorRequired, 'Ambassador'), { error: PAYOUT_MESSAGES.runChoice })
      .max(MAX_RUN_PAYEES, PAYOUT_MESSAGES.runTooMany)
      .transform((ids) => [...new Set(ids)])
      .optional(),
    all_payable: z.boolean({ error: PAYOUT_MESSAGES.runChoice }).optional(),
  })
  .refine((run) => (run.all_payable === true) !== (run.user_ids !== undefined && run.user_ids.length > 0), {
    message: PAYOUT_MESSAGES.runChoice,
    path: ['user_ids'],
  });

export type StartPayoutRunInput = z.input<typeof startPayoutRunSchema>;

export type StartPayoutRunRequest = z.output<typeof startPayoutRunSchema>;

/** A payout run: one gift card per payee, each its full payable commission, issued in the background. */
export const payoutRunSchema = z.object({
  id: z.string(),
  state: z.enum(PAYOUT_RUN_STATES),
  /** The admin who started it. */
  started_by: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  payouts_count: z.number(),
  pending_count: z.number(),
  sent_count: z.number(),
  failed_count: z.number(),
  /** What it pays of commission, dollars, and the store-credit bonus on top. */
  total_amount: z.number(),
  total_bonus: z.number(),
  /** The chosen ambassadors it paid nothing, and why. */
  skipped: z.array(z.object({ user_id: z.string(), reason: z.enum(PAYOUT_RUN_SKIP_REASONS) })),
});

export type PayoutRun = z.infer<typeof payoutRunSchema>;

/** The Payouts view: every ambassador's balance (most unpaid first), the threshold, and the newest payouts. */
export const payoutsOverviewSchema = z.object({
  /** Settings > Payments' payout threshold, dollars. */
  payout_threshold: z.number(),
  /** Settings > Payments' commission hold, in days. */
  commission_hold_days: z.number(),
  balances: z.array(payoutBalanceSchema),
  recent_payouts: z.array(recentPayoutSchema),
  /** The newest payout runs. */
  recent_runs: z.array(payoutRunSchema),
  /** The calendar year the balances' tax_year_paid counts, and the W-9 threshold (dollars, tax.ts). */
  tax_year: z.number(),
  w9_threshold: z.number(),
});

export type PayoutsOverview = z.infer<typeof payoutsOverviewSchema>;

/** A payout just recorded (or voided), with the ambassador's balance after it. */
export const recordedPayoutSchema = z.object({ payout: payoutSchema, earnings: earningsSchema });

export type RecordedPayout = z.infer<typeof recordedPayoutSchema>;

/** A payout run with each of its payouts (and whom it paid). */
export const payoutRunDetailSchema = z.object({ run: payoutRunSchema, payouts: z.array(recentPayoutSchema) });

export type PayoutRunDetail = z.infer<typeof payoutRunDetailSchema>;

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
