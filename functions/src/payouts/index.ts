import { events, schedules } from '@app/shared/contracts';
import { consumer, defineDomain, schedule } from '#lib/domain';
import { continuePayoutRun, resumePayoutRuns } from './payout-runs';
import { payoutRoutes } from './routes';

/** A run's cards: the table, the store's Admin API, the codes' e-mails, and the run's next slice announced. */
const issuingGrants = ['table:read', 'table:write', 'store:admin', 'mail:send', 'events:put'] as const;

/**
 * Payouts: what each ambassador is owed (commission earned, from the pre-aggregated totals, less what
 * admins have paid), the payouts admins record, and each ambassador's paid and unpaid earnings.
 */
export const payoutsDomain = defineDomain({
  name: 'payouts',
  routes: payoutRoutes,
  consumers: [consumer(events.payoutRunStarted, issuingGrants, ({ run_id }) => continuePayoutRun(run_id))],
  schedules: [schedule(schedules.payoutRunsResumeDue, issuingGrants, () => resumePayoutRuns())],
});

export { ambassadorEarnings, totalCommissionPaid } from './payouts';
export { memberEarnings } from './member-payouts';
export { anonymizePayouts } from './payout-data';
/** An erased member's tax-year totals and W-9, kept under their anonymous id (tax records are kept). */
export { anonymizeTaxRecords } from './tax';
