import { isMinor } from '@app/shared/auth';
import {
  form1099NecThresholdCents,
  needs1099Nec,
  needsW9,
  W9_THRESHOLD_CENTS,
  type PayeeW9,
  type TaxYearPayee,
  type TaxYearReport,
} from '@app/shared/payouts';
import { getProfileSummaries } from '../profiles';
import { anonymizeTaxYears, taxYearPayees, taxYearTotalsMany } from './tax-data';
import { anonymizeW9, asPayeeW9, getW9Many } from './w9-data';

/**
 * Tax records (issue 46): each payee's calendar-year totals, cash and gift cards apart (counted in the payout's
 * own transaction: taxYearUpdate), their W-9, and the thresholds in shared/src/payouts/tax.ts.
 *
 * Members under 18 are not flagged "W-9 needed": the issue asks it of adults, and a minor's form would be signed
 * by their guardian, outside anything the product does. Their totals are still kept, and the year-end report
 * lists them over the 1099-NEC threshold, marked under 18, since that rule has no age in it.
 */

/** The calendar year whose totals the Payouts view shows: this one, in UTC as every day the product keeps. */
export const currentTaxYear = (now = new Date()) => now.getUTCFullYear();

/** A payee's figures for the Payouts view: paid this year (dollars), whether a W-9 is needed, and their W-9. */
export interface PayeeTax {
  tax_year_paid: number;
  w9_needed: boolean;
  w9: PayeeW9 | null;
}

const w9Needed = (totalCents: number, under18: boolean, w9: PayeeW9 | null) => !under18 && needsW9(totalCents) && w9?.status !== 'received';

/** These payees' figures for `year` (two BatchGetItems per hundred payees: their year's totals and their W-9s). */
export async function payeesTax(year: number, payees: ReadonlyArray<{ userId: string; under18: boolean }>): Promise<Map<string, PayeeTax>> {
  const ids = payees.map((payee) => payee.userId);
  const [totals, w9s] = await Promise.all([taxYearTotalsMany(year, ids), getW9Many(ids)]);
  return new Map(
    payees.map(({ userId, under18 }) => {
      const paidThatYear = totals.get(userId);
      const totalCents = (paidThatYear?.cash_cents ?? 0) + (paidThatYear?.gift_card_cents ?? 0);
      const stored = w9s.get(userId);
      const w9 = stored ? asPayeeW9(stored) : null;
      return [userId, { tax_year_paid: totalCents / 100, w9_needed: w9Needed(totalCents, under18, w9), w9 }];
    }),
  );
}

/**
 * The year-end report: every payee paid in `year` (one Query of the year's partition, then their names and W-9s,
 * BatchGetItems), those at the 1099-NEC threshold unless every one is asked for; most paid first. An erased
 * member stays, under their anonymous id and with no name: their W-9 (kept) says who they were.
 */
export async function taxYearReport(year: number, scope: TaxYearReport['scope'], now = new Date()): Promise<TaxYearReport> {
  const rows = await taxYearPayees(year);
  const ids = rows.map((row) => row.user_id);
  const [profiles, w9s] = await Promise.all([getProfileSummaries(ids), getW9Many(ids)]);
  const payees = rows.flatMap((row): TaxYearPayee[] => {
    const totalCents = row.cash_cents + row.gift_card_cents;
    const form1099 = needs1099Nec(year, totalCents);
    if (scope === 'reportable' ? !form1099 : totalCents === 0) return [];
    const profile = profiles.get(row.user_id);
    const under18 = profile ? isMinor(profile.adult_from, now) : false;
    const stored = w9s.get(row.user_id);
    const w9 = stored ? asPayeeW9(stored) : null;
    return [
      {
        user_id: row.user_id,
        first_name: profile?.first_name ?? null,
        last_name: profile?.last_name ?? null,
        email: profile?.email ?? null,
        erased: !profile,
        under_18: under18,
        cash: row.cash_cents / 100,
        gift_card: row.gift_card_cents / 100,
        total: totalCents / 100,
        form_1099_needed: form1099,
        w9_needed: w9Needed(totalCents, under18, w9),
        w9,
      },
    ];
  });
  payees.sort((a, b) => b.total - a.total || `${a.last_name} ${a.first_name}`.localeCompare(`${b.last_name} ${b.first_name}`));
  return { year, w9_threshold: W9_THRESHOLD_CENTS / 100, form_1099_threshold: form1099NecThresholdCents(year) / 100, scope, payees };
}

/**
 * An erased member's tax records: kept, as payouts are, under their anonymous id (a payer must keep what it
 * paid and the W-9s it collected for years, and must still file the year's 1099-NEC). Their years' totals and
 * their W-9 move; the form stays in the bucket, its key naming nobody. Running it again moves nothing.
 */
export async function anonymizeTaxRecords(userId: string, anonymousId: string): Promise<void> {
  await anonymizeTaxYears(userId, anonymousId);
  await anonymizeW9(userId, anonymousId);
}
