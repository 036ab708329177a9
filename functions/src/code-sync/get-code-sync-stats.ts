import { json, signedInRoute } from '#lib/http';
import { codeSyncStats } from './code-sync';

/** GET /api/admin/code-sync/stats: Total Codes, Synced, Pending, Failed. */
export const handler = signedInRoute().handler(async () => json(200, await codeSyncStats()));
