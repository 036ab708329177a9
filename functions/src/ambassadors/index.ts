import { events } from '@app/shared/contracts';
import { consumer, defineDomain } from '#lib/domain';
import { autoApproveOnSignUp } from './auto-approve';
import { ambassadorRoutes } from './routes';

/**
 * The admin's view of the programme's people: the dashboard, and listing, approving and deleting
 * ambassadors; with Settings' Auto-approve Student Sign-ups on, students are approved as they sign up.
 */
export const ambassadorsDomain = defineDomain({
  name: 'ambassadors',
  routes: ambassadorRoutes,
  // What an approval writes and announces (the approve route's grants).
  consumers: [consumer(events.ambassadorSignedUp, ['table:read', 'table:write', 'events:put', 'store:storefront'], autoApproveOnSignUp)],
});

export { dashboardCounts, eraseMember, finishErasures } from './ambassadors';
