import { events } from '@app/shared/contracts';
import { consumer, defineDomain } from '#lib/domain';
import { onCampaignLaunched, onPersonalCodeAssigned } from './code-sync';
import { codeSyncRoutes } from './routes';

/**
 * Personal codes and their way out to the store: each ambassador's code chosen and assigned (with its
 * claim, its leaderboard row and its pending sync record in one transaction), then one sync record per
 * ambassador, and per campaign for its own code (issue 45), pending, synced or failed.
 */
export const codeSyncDomain = defineDomain({
  name: 'code-sync',
  routes: codeSyncRoutes,
  consumers: [
    // A new personal code goes to the store without the sign-up waiting on it (when auto-sync is on).
    consumer(events.personalCodeAssigned, ['table:read', 'table:write', 'store:admin'], (detail) => onPersonalCodeAssigned(detail.user_id)),
    // An approved application launched a campaign: its own code goes to the store the same way (issue 45).
    consumer(events.applicationReviewed, ['table:read', 'table:write', 'store:admin'], async (detail) => {
      if (detail.status === 'approved') await onCampaignLaunched(detail.application_id);
    }),
  ],
});

export { assignCampaignMemberCode, assignChosenCode, assignPersonalCode } from './assign-personal-code';
export { queueCampaignCodeSyncs, removeAmbassadorStoreCode } from './code-sync';
