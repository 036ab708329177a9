import { settings } from '@app/shared/contracts';
import { route } from '#lib/http';
import { isAutoSyncEnabled, setAutoSync } from './settings';

export const settingsRoutes = [
  route(settings.getAutoSync, ['table:read'], async () => ({ enabled: await isAutoSyncEnabled() })),
  route(settings.putAutoSync, ['table:write'], async ({ input }) => {
    await setAutoSync(input.body.enabled);
    return { enabled: input.body.enabled };
  }),
];
