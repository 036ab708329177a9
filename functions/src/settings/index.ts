import { defineDomain } from '#lib/domain';
import { settingsRoutes } from './routes';

/** Programme settings an admin saves (auto-sync on sign-up, Start Here, and the Settings screen's tabs: general, notifications, payments, branding, privacy). */
export const settingsDomain = defineDomain({ name: 'settings', routes: settingsRoutes, consumers: [] });

export {
  BRANDING_CACHE,
  brandingSettings,
  emailBrand,
  generalSettings,
  isAutoSyncEnabled,
  notificationSettings,
  paymentSettings,
  paymentTerms,
  paymentTermsHeld,
  privacySettings,
  programmeBranding,
  setStartHereSetting,
  startHereSetting,
  type PaymentTerms,
} from './settings';
