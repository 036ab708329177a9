import { DEFAULT_COMMISSION_RATE_PERCENT } from '@app/shared/constants';
import { DEFAULT_NOTIFICATION_SETTINGS, notificationSettingsSchema, type NotificationSettings } from '@app/shared/settings';
import type { StartHereStep } from '@app/shared/start-here';
import * as z from 'zod';
import { getSettingValue, putSetting } from './settings-data';

const SETTING = {
  autoSync: 'shopify_auto_sync',
  commissionRate: 'commission_rate',
  startHere: 'start_here_templates',
  notifications: 'notifications',
} as const;

const autoSyncValue = z.object({ enabled: z.boolean() });
const commissionRateValue = z.object({ percent: z.number().min(0) });

/** Whether a newly assigned personal code is sent to the store at once; on unless an admin turned it off. */
export async function isAutoSyncEnabled(): Promise<boolean> {
  return autoSyncValue.safeParse(await getSettingValue(SETTING.autoSync)).data?.enabled ?? true;
}

export async function setAutoSync(enabled: boolean): Promise<void> {
  await putSetting(SETTING.autoSync, { enabled }, 'Create personal discount codes in the store when an ambassador signs up');
}

// A warm consumer reads the rate once a minute, not once per order.
const RATE_CACHE_MS = 60_000;
let cachedRate: { percent: number; readAt: number } | undefined;

/** The commission rate in percent (spec part 2, section 9: 10 unless an admin saved another). */
export async function commissionRatePercent(): Promise<number> {
  if (cachedRate && Date.now() - cachedRate.readAt < RATE_CACHE_MS) return cachedRate.percent;
  const saved = commissionRateValue.safeParse(await getSettingValue(SETTING.commissionRate)).data;
  const percent = saved?.percent ?? DEFAULT_COMMISSION_RATE_PERCENT;
  cachedRate = { percent, readAt: Date.now() };
  return percent;
}

/**
 * The global Start Here configuration as stored: a list of steps, or one of the older shapes
 * (`normalizeStartHereConfig` reads each); undefined when no admin saved one.
 */
export function startHereSetting(): Promise<unknown> {
  return getSettingValue(SETTING.startHere);
}

export async function setStartHereSetting(steps: readonly StartHereStep[]): Promise<void> {
  await putSetting(SETTING.startHere, steps, 'Template mappings for Start Here page buttons');
}

/**
 * The programme's notification toggles; each one never saved (or saved in another shape) is on. Read at
 * every event, not cached, so an admin's change applies to the next e-mail.
 */
export async function notificationSettings(): Promise<NotificationSettings> {
  const saved = notificationSettingsSchema.partial().safeParse(await getSettingValue(SETTING.notifications)).data;
  return { ...DEFAULT_NOTIFICATION_SETTINGS, ...saved };
}

/** Saves the toggles given, keeping the others as they are; answers the settings as they now stand. */
export async function setNotificationSettings(changes: Partial<NotificationSettings>): Promise<NotificationSettings> {
  const settings = { ...(await notificationSettings()), ...changes };
  await putSetting(SETTING.notifications, settings, 'E-mail notification toggles of the Settings screen (Notifications tab)');
  return settings;
}
