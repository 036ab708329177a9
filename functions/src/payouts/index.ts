import { defineDomain } from '#lib/domain';
import { payoutRoutes } from './routes';

/**
 * Payouts: what each ambassador is owed (commission earned, from the pre-aggregated totals, less what
 * admins have paid), the payouts admins record, and each ambassador's paid and unpaid earnings.
 */
export const payoutsDomain = defineDomain({ name: 'payouts', routes: payoutRoutes, consumers: [] });

export { ambassadorEarnings, totalCommissionPaid } from './payouts';
export { anonymizePayouts } from './payout-data';
/** An erased member's tax-year totals and W-9, kept under their anonymous id (tax records are kept). */
export { anonymizeTaxRecords } from './tax';
