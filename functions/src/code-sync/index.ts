import { events } from '@app/shared/contracts';
import { consumer, defineDomain } from '#lib/domain';
import { onPersonalCodeAssigned } from './code-sync';
import { codeSyncRoutes } from './routes';

/** Discount codes out to the store: one sync record per ambassador, pending, synced or failed. */
export const codeSyncDomain = defineDomain({
  name: 'code-sync',
  routes: codeSyncRoutes,
  consumers: [
    // A new personal code goes to the store without the sign-up waiting on it (when auto-sync is on).
    consumer(events.personalCodeAssigned, ['table:read', 'table:write', 'store:admin'], (detail) => onPersonalCodeAssigned(detail.user_id)),
  ],
});

export { removeAmbassadorStoreCode, syncAmbassadorCode } from './code-sync';
export { pendingCodeSyncItem } from './code-sync-data';
export { createStoreCode, findStoreCode, removeStoreCode } from './store-discount-codes';
