import { json, signedInRoute } from '#lib/http';
import { isAutoSyncEnabled } from './settings-data';

/** GET /api/admin/settings/auto-sync: { enabled }. */
export const handler = signedInRoute().handler(async () => json(200, { enabled: await isAutoSyncEnabled() }));
