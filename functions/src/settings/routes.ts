import { settings } from '@app/shared/contracts';
import { reply, route } from '#lib/http';
import { removeLogo, requestLogoUpload, saveLogo } from './logo';
import {
  allSettings,
  BRANDING_CACHE,
  brandingTab,
  programmeBranding,
  isAutoSyncEnabled,
  paymentSettings,
  setAutoSync,
  setBrandingSettings,
  setGeneralSettings,
  setNotificationSettings,
  setPaymentSettings,
  setPrivacySettings,
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
  route(settings.getCommissionTerms, ['table:read'], async () => {
    const { commissionRate, minOrderAmount } = await paymentSettings();
    return { commissionRate, minOrderAmount };
  }),
  route(settings.putPrivacySettings, ['table:write'], ({ input }) => setPrivacySettings(input.body)),
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
  // Every page load asks (unless its first HTML carried it: web-pages).
  route(settings.getBranding, ['table:read'], async () =>
    reply(await programmeBranding(), { headers: { 'cache-control': BRANDING_CACHE } }),
  ),
];
