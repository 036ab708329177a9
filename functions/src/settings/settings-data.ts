import { randomUUID } from 'node:crypto';
import { audited, changed, changesBetween } from '#lib/audit';
import { getItem, nowIso, TransactionCancelled, type Item, type TransactItem } from '#lib/table';

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

/** The condition that a setting is still at `revision` (undefined: never saved, or saved before revisions). */
const atRevision = (revision: string | undefined) =>
  revision === undefined
    ? { ConditionExpression: 'attribute_not_exists(revision)' }
    : { ConditionExpression: 'revision = :revision', ExpressionAttributeValues: { ':revision': revision } };

/** For a transaction that used a setting as read at `revision`: fails it when the setting was saved since. */
export function settingUnchanged(key: string, revision: string | undefined): TransactItem {
  return { ConditionCheck: { Key: settingKeys.primary(key), ...atRevision(revision) } };
}

const isRecord = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A setting's change as the audit log keeps it: each field of a tab that moved, or the whole value of any other. */
const settingChanges = (before: unknown, after: unknown) =>
  isRecord(after) && (before === undefined || isRecord(before)) ? changesBetween(before, after) : [changed('value', before, after)];

/** A save that keeps losing to other saves of the same setting gives up after this many reads. */
const MAX_SAVE_ATTEMPTS = 5;

/**
 * Saves a setting, replacing its value, with its audit entry in the same transaction (issue 46): the fields
 * it changed, from the value it replaces. That value is read first and the save holds only while the setting
 * is still at that revision, so the entry's "before" is exact; a save in between makes it read again. A setting
 * never saved was what it reads as until then: `unsaved` (a tab's defaults).
 */
export async function putSetting(key: string, value: unknown, description: string, unsaved?: unknown): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const current = await getItem(settingKeys.primary(key), { consistent: true });
    const put: TransactItem = {
      Put: {
        Item: {
          ...settingKeys.primary(key),
          setting_key: key,
          setting_value: value,
          description,
          updated_at: nowIso(),
          revision: randomUUID(),
        },
        ...atRevision(typeof current?.revision === 'string' ? current.revision : undefined),
      },
    };
    try {
      const before = current ? current.setting_value : unsaved;
      await audited([put], { subjectType: 'setting', subjectId: key, changes: settingChanges(before, value) });
      return;
    } catch (error) {
      if (!(error instanceof TransactionCancelled && error.conditionFailedAt(0)) || attempt >= MAX_SAVE_ATTEMPTS) throw error;
    }
  }
}
