import { codeSync } from '@app/shared/contracts';
import { ServiceUnavailable } from '#lib/errors';
import { route } from '#lib/http';
import { bulkSyncCodes, codeSyncRecords, codeSyncStats, processPendingSyncs, retryFailedSyncs } from './code-sync';
import { storeHealth } from './store-discount-codes';

/** The store code sync screen's routes (admins only, by contract). */
export const codeSyncRoutes = [
  route(codeSync.getCodeSyncStats, ['table:read'], () => codeSyncStats()),
  route(codeSync.listCodeSyncRecords, ['table:read'], async ({ input }) => ({ records: await codeSyncRecords(input.query.status) })),
  route(codeSync.processPendingSyncs, ['table:read', 'table:write', 'store:admin'], () => processPendingSyncs()),
  route(codeSync.bulkSyncCodes, ['table:read', 'table:write', 'store:admin'], () => bulkSyncCodes()),
  route(codeSync.retryFailedSyncs, ['table:read', 'table:write', 'store:admin'], () => retryFailedSyncs()),
  route(codeSync.checkStoreConnection, ['store:admin'], async () => {
    try {
      return await storeHealth();
    } catch (error) {
      throw new ServiceUnavailable(`Connection failed: ${(error as Error).message}`);
    }
  }),
];
