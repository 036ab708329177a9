import { getItem, nowIso, putItem } from '#lib/table';

/**
 * Programme setting (spec part 2, section 3 `admin_settings`): pk SETTING#<key>, sk SETTING,
 * setting_key, setting_value, description, updated_at. One GetItem per key.
 */
export const settingKeys = {
  primary: (key: string) => ({ pk: `SETTING#${key}`, sk: 'SETTING' }),
};

/** A setting's stored value, or undefined when it was never saved; callers check its shape. */
export async function getSettingValue(key: string): Promise<unknown> {
  return (await getItem(settingKeys.primary(key)))?.setting_value;
}

/** Saves a setting, replacing its value. */
export async function putSetting(key: string, value: unknown, description: string): Promise<void> {
  await putItem({ Item: { ...settingKeys.primary(key), setting_key: key, setting_value: value, description, updated_at: nowIso() } });
}
