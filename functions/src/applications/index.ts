import { events } from '@app/shared/contracts';
import { consumer, defineDomain } from '#lib/domain';
import { autoApproveOnSubmission } from './auto-approve';
import { applicationRoutes } from './routes';

/**
 * Organizations' campaign applications: the public form (publishes Campaign application submitted) and
 * the admin's review, approving (which launches the campaign through the campaigns domain) or rejecting
 * (each publishes Campaign application reviewed); with Settings' Auto-approve Organization Applications
 * on, an application is approved as it is submitted.
 */
export const applicationsDomain = defineDomain({
  name: 'applications',
  routes: applicationRoutes,
  // What an approval reads, writes and announces (the approve route's grants).
  consumers: [consumer(events.applicationSubmitted, ['table:read', 'table:write', 'events:put'], autoApproveOnSubmission)],
});
