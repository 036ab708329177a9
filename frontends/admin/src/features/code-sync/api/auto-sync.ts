import { settings } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import useSWR, { useSWRConfig } from 'swr';

/** Whether a new ambassador's code is created in the store when they sign up. */
export async function getAutoSync(): Promise<boolean> {
  return (await api(settings.getAutoSync)).enabled;
}

export async function putAutoSync(enabled: boolean): Promise<boolean> {
  return (await api(settings.putAutoSync, { body: { enabled } })).enabled;
}

export const autoSyncKey = ['admin', 'settings', 'auto-sync'] as const;

export function useAutoSync() {
  return useSWR<boolean, Error>(autoSyncKey, getAutoSync);
}

/** Saves the toggle at once: the switch moves immediately and goes back if the server refuses. */
export function useSetAutoSync() {
  const { mutate } = useSWRConfig();
  return (enabled: boolean) =>
    mutate<boolean>(autoSyncKey, putAutoSync(enabled), { optimisticData: enabled, rollbackOnError: true, revalidate: false });
}
