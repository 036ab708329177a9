import { payouts } from '@app/shared/contracts';
import { route } from '#lib/http';
import { ambassadorEarnings, payoutsOverview, recordPayout, voidPayout } from './payouts';

/** The admin's Payouts view (admins only) and the ambassador's own earnings (scoped to the caller). */
export const payoutRoutes = [
  route(payouts.listPayouts, ['table:read'], () => payoutsOverview()),
  route(payouts.recordPayout, ['table:read', 'table:write', 'events:put'], ({ input, caller }) => recordPayout(caller.userId, input.body)),
  route(payouts.voidPayout, ['table:read', 'table:write', 'events:put'], ({ input, caller }) =>
    voidPayout(caller.userId, input.params.payout_id, input.body),
  ),
  route(payouts.getMyEarnings, ['table:read'], ({ caller }) => ambassadorEarnings(caller.userId)),
];
