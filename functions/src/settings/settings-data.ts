import { randomUUID } from 'node:crypto';
import { getItem, nowIso, putItem, type TransactItem } from '#lib/table';

/**
 * Programme setting (spec part 2, section 3 `admin_settings`): pk SETTING#<key>, sk SETTING,
 * setting_key, setting_value, description, updated_at, and `revision`, new at every save, which a
 * transaction that used a remembered value checks (`settingUnchanged`). One GetItem per key.
 */
export const settingKeys = {
  primary: (key: string) => ({ pk: `SETTING#${key}`, sk: 'SETTING' }),
};

/** A setting's stored value, or undefined when it was never saved; callers check its shape. */
export async function getSettingValue(key: string): Promise<unknown> {
  return (await readSetting(key)).value;
}

/** A setting's stored value and the revision it was read at (undefined for one never saved, or saved before revisions). */
export async function readSetting(key: string): Promise<{ value: unknown; revision: string | undefined }> {
  const item = await getItem(settingKeys.primary(key));
  return { value: item?.setting_value, revision: typeof item?.revision === 'string' ? item.revision : undefined };
}

/** For a transaction that used a setting as read at `revision`: fails it when the setting was saved since. */
export function settingUnchanged(key: string, revision: string | undefined): TransactItem {
  return {
    ConditionCheck: {
      Key: settingKeys.primary(key),
      ...(revision === undefined
        ? { ConditionExpression: 'attribute_not_exists(revision)' }
        : { ConditionExpression: 'revision = :revision', ExpressionAttributeValues: { ':revision': revision } }),
    },
  };
}

/** Saves a setting, replacing its value. */
export async function putSetting(key: string, value: unknown, description: string): Promise<void> {
  await putItem({
    Item: {
      ...settingKeys.primary(key),
      setting_key: key,
      setting_value: value,
      description,
      updated_at: nowIso(),
      revision: randomUUID(),
    },
  });
}
