import { autoSyncSettingSchema } from '@app/shared/sales';
import { json, signedInRoute, validate } from '#lib/http';
import { setAutoSync } from './settings-data';

/** PUT /api/admin/settings/auto-sync { enabled }: the auto-sync on sign-up toggle. */
export const handler = signedInRoute()
  .use(validate(autoSyncSettingSchema))
  .handler(async ({ input }) => {
    await setAutoSync(input.enabled);
    return json(200, { enabled: input.enabled });
  });
