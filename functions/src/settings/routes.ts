import { settings } from '@app/shared/contracts';
import { reply, route } from '#lib/http';
import { logoUrl, removeLogo, requestLogoUpload, saveLogo } from './logo';
import {
  allSettings,
  brandingSettings,
  brandingTab,
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
  route(settings.putBrandingSettings, ['table:read', 'table:write'], async ({ input }) => {
    await setBrandingSettings(input.body);
    return brandingTab();
  }),
  route(settings.requestLogoUpload, ['table:write', 'assets:write'], ({ input }) => requestLogoUpload(input.body)),
  route(settings.putLogo, ['table:read', 'table:write', 'assets:read', 'assets:write'], async ({ input }) => {
    await saveLogo(input.body.file_key);
    return brandingTab();
  }),
  route(settings.deleteLogo, ['table:read', 'table:write', 'assets:write'], async () => {
    await removeLogo();
    return brandingTab();
  }),
  // Every page load asks; a minute's staleness after a rebranding is fine.
  route(settings.getBranding, ['table:read'], async () => {
    const [{ programName, programDescription }, { logoInitials }, logo] = await Promise.all([
      generalSettings(),
      brandingSettings(),
      logoUrl(),
    ]);
    return reply({ programName, programDescription, logoInitials, logoUrl: logo }, { headers: { 'cache-control': 'public, max-age=60' } });
  }),
];
