import { defineDomain } from '#lib/domain';
import { settingsRoutes } from './routes';

/** Programme settings an admin saves (auto-sync on sign-up, commission rate). */
export const settingsDomain = defineDomain({ name: 'settings', routes: settingsRoutes, consumers: [] });

export { commissionRatePercent, isAutoSyncEnabled, setAutoSync, setStartHereSetting, startHereSetting } from './settings';
