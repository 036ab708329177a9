import { payouts } from '@app/shared/contracts';
import type { TaxYearReport } from '@app/shared/payouts';
import { api } from '@app/ui/api';

/** The year-end report: the payees a 1099-NEC is filed for that year, with their totals and W-9s. */
export function getTaxYearPayees(year: number): Promise<TaxYearReport> {
  return api(payouts.getTaxYearPayees, { params: { year: String(year) }, query: { scope: 'reportable' } });
}
