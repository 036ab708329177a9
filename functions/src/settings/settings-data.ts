import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_COMMISSION_RATE_PERCENT } from '@app/shared/constants';
import { db } from '#lib/clients';
import { nowIso, TABLE } from '#lib/table';

/**
 * Programme setting (spec part 2, section 3 `admin_settings`): pk SETTING#<key>, sk SETTING,
 * setting_key, setting_value, description, updated_at. One GetItem per key.
 */
export const settingKeys = {
  primary: (key: string) => ({ pk: `SETTING#${key}`, sk: 'SETTING' }),
};

export const SETTING = {
  autoSync: 'shopify_auto_sync',
  commissionRate: 'commission_rate',
} as const;

/** A setting's value, or undefined when it was never saved. */
export async function getSetting<T>(key: string): Promise<T | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE, Key: settingKeys.primary(key) }));
  return Item?.setting_value as T | undefined;
}

/** Saves a setting, replacing its value. */
export async function putSetting(key: string, value: unknown, description: string): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: TABLE,
      Item: { ...settingKeys.primary(key), setting_key: key, setting_value: value, description, updated_at: nowIso() },
    }),
  );
}

/** Whether a newly assigned personal code is sent to the store at once; on unless an admin turned it off. */
export async function isAutoSyncEnabled(): Promise<boolean> {
  return (await getSetting<{ enabled: boolean }>(SETTING.autoSync))?.enabled ?? true;
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
  const saved = await getSetting<{ percent: number }>(SETTING.commissionRate);
  const percent = typeof saved?.percent === 'number' && saved.percent >= 0 ? saved.percent : DEFAULT_COMMISSION_RATE_PERCENT;
  cachedRate = { percent, readAt: Date.now() };
  return percent;
}
