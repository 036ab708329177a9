import { payouts } from '@app/shared/contracts';
import { route } from '#lib/http';
import { ambassadorEarnings, payoutsOverview, recordPayout } from './payouts';

/** The admin's Payouts view (admins only) and the ambassador's own earnings (scoped to the caller). */
export const payoutRoutes = [
  route(payouts.listPayouts, ['table:read'], () => payoutsOverview()),
  route(payouts.recordPayout, ['table:read', 'table:write', 'events:put'], ({ input, caller }) => recordPayout(caller.userId, input.body)),
  route(payouts.getMyEarnings, ['table:read'], ({ caller }) => ambassadorEarnings(caller.userId)),
];
