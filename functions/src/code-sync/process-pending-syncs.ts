import { json, signedInRoute } from '#lib/http';
import { processPendingSyncs } from './code-sync';

/** POST /api/admin/code-sync/process-pending: { processed }. */
export const handler = signedInRoute().handler(async () => json(200, await processPendingSyncs()));
