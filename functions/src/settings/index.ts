import { defineDomain } from '#lib/domain';
import { settingsRoutes } from './routes';

/** Programme settings an admin saves (auto-sync on sign-up, commission rate, Start Here, notification toggles). */
export const settingsDomain = defineDomain({ name: 'settings', routes: settingsRoutes, consumers: [] });

export {
  commissionRatePercent,
  isAutoSyncEnabled,
  notificationSettings,
  setAutoSync,
  setNotificationSettings,
  setStartHereSetting,
  startHereSetting,
} from './settings';
