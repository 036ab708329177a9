import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_GENERAL_SETTINGS, type GeneralSettings } from '@app/shared/settings';

const LOCK_KEY = { pk: 'TEST_LOCK#general-settings', sk: 'LOCK' };
/** Longer than any test holds it: a lock a crashed worker left behind frees itself. */
const LOCK_SECONDS = 60;

/**
 * Runs `act` while no other test file changes the General tab. It is one setting for the whole programme,
 * and tests in other files change its fields at the same time (the program name an e-mail must show, an
 * auto-approve switch): each waits its turn for a lock item in the table.
 */
export async function holdingGeneralTab<T>(act: () => Promise<T>): Promise<T> {
  // Imported lazily: the table helpers read the backend's environment, which global setup provides.
  const { deleteItem, isConditionFailure, putItem } = await import('#lib/table');
  const holder = randomUUID();
  for (;;) {
    const now = Date.now();
    try {
      await putItem({
        Item: { ...LOCK_KEY, lock_holder: holder, lock_expires_at: now + LOCK_SECONDS * 1000 },
        ConditionExpression: 'attribute_not_exists(pk) OR lock_expires_at < :now',
        ExpressionAttributeValues: { ':now': now },
      });
      break;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      await sleep(50);
    }
  }
  try {
    return await act();
  } finally {
    await deleteItem({ Key: LOCK_KEY, ConditionExpression: 'lock_holder = :holder', ExpressionAttributeValues: { ':holder': holder } });
  }
}

/**
 * Runs `act` with some General settings changed, then puts those back to their defaults, holding the
 * General tab meanwhile (holdingGeneralTab). Each change is read, merged and saved at once, so it holds only
 * what this test changes, for as short as it can.
 */
export async function withGeneralSettings(changes: Partial<GeneralSettings>, act: () => Promise<void>): Promise<void> {
  // Imported lazily: the domain reads the backend's environment, which global setup provides.
  const { generalSettings } = await import('../src/settings');
  const { setGeneralSettings } = await import('../src/settings/seeding');
  await holdingGeneralTab(async () => {
    await setGeneralSettings({ ...(await generalSettings()), ...changes });
    try {
      await act();
    } finally {
      const defaults = Object.fromEntries(Object.keys(changes).map((key) => [key, DEFAULT_GENERAL_SETTINGS[key as keyof GeneralSettings]]));
      await setGeneralSettings({ ...(await generalSettings()), ...defaults });
    }
  });
}
