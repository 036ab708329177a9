import { payouts } from '@app/shared/contracts';
import { route } from '#lib/http';
import { choosePayoutMethod, memberEarnings } from './member-payouts';
import { payoutRunDetail, startPayoutRun } from './payout-runs';
import { payoutsOverview, recordPayout, retryPayout, voidPayout } from './payouts';
import { taxYearReport } from './tax';
import { requestW9Upload, updateW9, w9FileOf } from './w9';

/** The admin's Payouts view and payout runs (admins only) and the ambassador's own earnings (scoped to the caller). */
export const payoutRoutes = [
  route(payouts.listPayouts, ['table:read'], () => payoutsOverview()),
  // A gift card is issued in the request: the store's Admin API, and its code e-mailed.
  route(payouts.recordPayout, ['table:read', 'table:write', 'events:put', 'store:admin', 'mail:send'], ({ input, caller }) =>
    recordPayout(caller.userId, input.body),
  ),
  route(payouts.retryPayout, ['table:read', 'table:write', 'store:admin', 'mail:send'], ({ input }) => retryPayout(input.params.payout_id)),
  route(payouts.startPayoutRun, ['table:read', 'table:write', 'events:put'], ({ input, caller }) =>
    startPayoutRun(caller.userId, input.body),
  ),
  route(payouts.getPayoutRun, ['table:read'], ({ input }) => payoutRunDetail(input.params.run_id)),
  route(payouts.voidPayout, ['table:read', 'table:write', 'events:put'], ({ input, caller }) =>
    voidPayout(caller.userId, input.params.payout_id, input.body),
  ),
  route(payouts.getMyEarnings, ['table:read'], ({ caller }) => memberEarnings(caller.userId, caller.role)),
  route(payouts.choosePayoutMethod, ['table:read', 'table:write'], ({ input, caller }) =>
    choosePayoutMethod(caller.userId, input.body.method),
  ),
  route(payouts.requestW9Upload, ['table:read', 'table:write', 'assets:write'], ({ input }) =>
    requestW9Upload(input.params.user_id, input.body),
  ),
  route(payouts.updateW9, ['table:read', 'table:write', 'assets:write'], ({ input, caller }) =>
    updateW9(caller.userId, input.params.user_id, input.body),
  ),
  route(payouts.getW9File, ['table:read', 'assets:read'], ({ input }) => w9FileOf(input.params.user_id)),
  route(payouts.getTaxYearPayees, ['table:read'], ({ input }) => taxYearReport(input.params.year, input.query.scope)),
];
