import { defineDomain } from '#lib/domain';
import { healthRoutes } from './routes';

/** Whether the API's engines answer (for load balancers, deploy checks and the local stack). */
export const healthDomain = defineDomain({ name: 'health', routes: healthRoutes, consumers: [] });
