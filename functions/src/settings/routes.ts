import { settings } from '@app/shared/contracts';
import { reply, route } from '#lib/http';
import {
  allSettings,
  brandingSettings,
  generalSettings,
  isAutoSyncEnabled,
  setAutoSync,
  setBrandingSettings,
  setGeneralSettings,
  setNotificationSettings,
  setPaymentSettings,
} from './settings';

export const settingsRoutes = [
  route(settings.getAutoSync, ['table:read'], async () => ({ enabled: await isAutoSyncEnabled() })),
  route(settings.putAutoSync, ['table:write'], async ({ input }) => {
    await setAutoSync(input.body.enabled);
    return { enabled: input.body.enabled };
  }),
  route(settings.getSettings, ['table:read'], () => allSettings()),
  route(settings.putGeneralSettings, ['table:write'], ({ input }) => setGeneralSettings(input.body)),
  route(settings.putNotificationSettings, ['table:read', 'table:write'], ({ input }) => setNotificationSettings(input.body)),
  route(settings.putPaymentSettings, ['table:write'], ({ input }) => setPaymentSettings(input.body)),
  route(settings.putBrandingSettings, ['table:write'], ({ input }) => setBrandingSettings(input.body)),
  // Every page load asks; a minute's staleness after a rebranding is fine.
  route(settings.getBranding, ['table:read'], async () => {
    const [{ programName, programDescription }, { logoInitials }] = await Promise.all([generalSettings(), brandingSettings()]);
    return reply({ programName, programDescription, logoInitials }, { headers: { 'cache-control': 'public, max-age=60' } });
  }),
];
