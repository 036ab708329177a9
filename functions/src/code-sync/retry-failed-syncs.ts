import { json, signedInRoute } from '#lib/http';
import { retryFailedSyncs } from './code-sync';

/** POST /api/admin/code-sync/retry-failed: { codes_retried }. */
export const handler = signedInRoute().handler(async () => json(200, await retryFailedSyncs()));
