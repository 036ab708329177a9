import { defineDomain } from '#lib/domain';
import { startHereRoutes } from './routes';

/** The Start Here checklist: the steps resolved for each member, and the steps they completed. */
export const startHereDomain = defineDomain({ name: 'start-here', routes: startHereRoutes, consumers: [] });
