import { useSWRConfig } from 'swr';

/** Every swr key of the sync screen starts with this: its stats and each status's records. */
const CODE_SYNC_KEY_PREFIX = ['admin', 'code-sync'] as const;

export const codeSyncKey = <const Rest extends readonly unknown[]>(...rest: Rest) => [...CODE_SYNC_KEY_PREFIX, ...rest] as const;

const isCodeSyncKey = (key: unknown) => Array.isArray(key) && CODE_SYNC_KEY_PREFIX.every((part, index) => key[index] === part);

/** Reloads the count cards and every records list: a sync action may have moved any record. */
export function useRevalidateCodeSync() {
  const { mutate } = useSWRConfig();
  return () => mutate(isCodeSyncKey);
}
