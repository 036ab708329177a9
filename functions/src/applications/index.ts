import { defineDomain } from '#lib/domain';
import { applicationRoutes } from './routes';

/**
 * Organizations' campaign applications: the public form (publishes Campaign application submitted) and
 * the admin's review, approving (which launches the campaign through the campaigns domain) or rejecting
 * (each publishes Campaign application reviewed).
 */
export const applicationsDomain = defineDomain({ name: 'applications', routes: applicationRoutes, consumers: [] });

export { getApplication, listApplications, putNewApplication } from './application-data';
