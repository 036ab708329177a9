import { defineDomain } from '#lib/domain';
import { ambassadorRoutes } from './routes';

/** The admin's view of the programme's people: the dashboard, and listing, approving and deleting ambassadors. */
export const ambassadorsDomain = defineDomain({ name: 'ambassadors', routes: ambassadorRoutes, consumers: [] });

export { dashboardCounts, recentSignups } from './ambassadors';
