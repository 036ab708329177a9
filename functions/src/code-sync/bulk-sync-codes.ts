import { json, signedInRoute } from '#lib/http';
import { bulkSyncCodes } from './code-sync';

/** POST /api/admin/code-sync/bulk-sync: { codes_processed }. */
export const handler = signedInRoute().handler(async () => json(200, await bulkSyncCodes()));
