import { defineDomain } from '#lib/domain';
import { applicationRoutes } from './routes';

/** Organizations' campaign applications (the admin issues add review: approve and reject). */
export const applicationsDomain = defineDomain({ name: 'applications', routes: applicationRoutes, consumers: [] });
