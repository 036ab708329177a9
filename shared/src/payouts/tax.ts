import * as z from 'zod';
import { csvOf } from './payouts';
import { W9_STATUS_LABELS, payeeW9Schema } from './w9';

/**
 * Tax records (issue 46): what each payee was paid in a calendar year, cash and gift cards apart, and the US
 * thresholds that decide what an admin must collect and file. Every threshold is here and nowhere else.
 *
 * - W-9: asked of an adult payee once they are paid $600 in a calendar year (every year). This is the
 *   programme's rule, not the IRS's: it is the old 1099 threshold, so the form is in hand well before the
 *   1099-NEC threshold below, as Dub, UpPromote, GoAffPro and Refersion collect it before paying.
 * - 1099-NEC: filed for a payee paid $2,000 or more for payments made in 2026 on (the One Big Beautiful Bill
 *   Act of 2025 raised it from $600; from 2027 it is indexed for inflation: add that year's figure here when
 *   the IRS publishes it); $600 for payments made in 2025 and before.
 *
 * What counts: every payout, toward its payee's calendar year: cash in the year of its paid_on day, a gift card
 * in the year it was issued (UTC), at the value given, store-credit bonus included (gift cards given as pay are
 * pay). A void takes its payout back out of the year it counted in.
 */

/** The W-9 threshold, in cents: the same every year (the programme's rule, above). */
export const W9_THRESHOLD_CENTS = 60_000;

/** The first year of the $2,000 1099-NEC threshold. */
export const FORM_1099_NEC_RAISED_FROM_YEAR = 2026;

/** The 1099-NEC threshold for payments made in `year`, in cents: $600 through 2025, $2,000 from 2026. */
export const form1099NecThresholdCents = (year: number): number => (year >= FORM_1099_NEC_RAISED_FROM_YEAR ? 200_000 : 60_000);

/** Whether an adult payee's total for the year (cents) calls for a W-9. */
export const needsW9 = (totalCents: number): boolean => totalCents >= W9_THRESHOLD_CENTS;

/** Whether a payee's total for `year` (cents) calls for a 1099-NEC. */
export const needs1099Nec = (year: number, totalCents: number): boolean => totalCents >= form1099NecThresholdCents(year);

/** The calendar year a payout counts in, from its day (YYYY-MM-DD: cash's paid_on) or its UTC time of issue (ISO: a gift card). */
export const taxYearOf = (dayOrIsoTime: string): number => Number(dayOrIsoTime.slice(0, 4));

/** The years a year-end report may be asked for: a bound, not a business rule. */
export const FIRST_TAX_YEAR = 2000;
export const LAST_TAX_YEAR = 2100;

export const TAX_YEAR_MESSAGE = `Tax year must be a year from ${FIRST_TAX_YEAR} to ${LAST_TAX_YEAR}`;

export const taxYearParamsSchema = z.object({
  year: z
    .string({ error: TAX_YEAR_MESSAGE })
    .max(20, TAX_YEAR_MESSAGE)
    .trim()
    .regex(/^\d{4}$/, TAX_YEAR_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(FIRST_TAX_YEAR, TAX_YEAR_MESSAGE).max(LAST_TAX_YEAR, TAX_YEAR_MESSAGE)),
});

/** Which payees the year-end report lists: those a 1099-NEC is filed for (the default), or every payee paid that year. */
export const TAX_REPORT_SCOPES = ['reportable', 'all'] as const;

export const taxYearQuerySchema = z.object({
  scope: z.enum(TAX_REPORT_SCOPES, { error: 'Scope must be reportable or all' }).default('reportable'),
});

/** One payee's year: who (null names once they were erased: the totals stay, under their anonymous id), what they were paid, and what is owed to the IRS. */
export const taxYearPayeeSchema = z.object({
  user_id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  /** The member was erased: their totals and W-9 are kept under their anonymous id (tax records must be). */
  erased: z.boolean(),
  /** Under 18 today: their W-9 is signed by their guardian, and they are not flagged "W-9 needed". */
  under_18: z.boolean(),
  /** Dollars paid that year, cash and gift cards (bonus included) apart, and their sum. */
  cash: z.number(),
  gift_card: z.number(),
  total: z.number(),
  /** At or over that year's 1099-NEC threshold. */
  form_1099_needed: z.boolean(),
  /** An adult at or over the W-9 threshold whose W-9 is not received yet. */
  w9_needed: z.boolean(),
  w9: payeeW9Schema.nullable(),
});

export type TaxYearPayee = z.infer<typeof taxYearPayeeSchema>;

/** The year-end report: the year's thresholds (dollars) and its payees, most paid first. */
export const taxYearReportSchema = z.object({
  year: z.number(),
  w9_threshold: z.number(),
  form_1099_threshold: z.number(),
  scope: z.enum(TAX_REPORT_SCOPES),
  payees: z.array(taxYearPayeeSchema),
});

export type TaxYearReport = z.infer<typeof taxYearReportSchema>;

const csvMoney = (dollars: number) => dollars.toFixed(2);

/** The year-end report's Export CSV: one line per payee, for the accountant who files the 1099-NECs. */
export function taxYearPayeesCsv(report: TaxYearReport): string {
  return csvOf([
    [
      'Year',
      'First name',
      'Last name',
      'Email',
      'Member id',
      'Erased',
      'Under 18',
      'Cash',
      'Gift cards',
      'Total',
      '1099-NEC',
      'W-9',
      'W-9 received on',
    ],
    ...report.payees.map((payee) => [
      report.year,
      payee.first_name ?? '',
      payee.last_name ?? '',
      payee.email ?? '',
      payee.user_id,
      payee.erased ? 'yes' : 'no',
      payee.under_18 ? 'yes' : 'no',
      csvMoney(payee.cash),
      csvMoney(payee.gift_card),
      csvMoney(payee.total),
      payee.form_1099_needed ? 'yes' : 'no',
      payee.w9 ? W9_STATUS_LABELS[payee.w9.status] : payee.w9_needed ? 'W-9 needed' : '',
      payee.w9?.received_on ?? '',
    ]),
  ]);
}
