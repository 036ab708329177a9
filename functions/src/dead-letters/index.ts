import { defineDomain } from '#lib/domain';
import { keepUndelivered } from './dead-letters';
import { deadLetterRoutes } from './routes';

/**
 * Events no consumer could process after every retry: taken from the unprocessed-events queue, kept
 * with their reason, shown to admins, and replayed on the bus once the cause is fixed.
 */
export const deadLettersDomain = defineDomain({
  name: 'dead-letters',
  routes: deadLetterRoutes,
  consumers: [],
  undelivered: { grants: ['table:write'], consume: keepUndelivered },
});
