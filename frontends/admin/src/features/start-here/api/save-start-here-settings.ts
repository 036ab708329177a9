import { startHere, type RouteInput } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { startHereSettingsKey } from './get-start-here-settings';

type StartHereSettingsBody = RouteInput<typeof startHere.putStartHereSettings>['body'];

export function saveStartHereSettings(body: StartHereSettingsBody) {
  return api(startHere.putStartHereSettings, { body });
}

/** Saves the global steps, then shows them as saved. */
export function useSaveStartHereSettings() {
  const { mutate } = useSWRConfig();
  return async (body: StartHereSettingsBody) => {
    const saved = await saveStartHereSettings(body);
    await mutate(startHereSettingsKey, saved, { revalidate: false });
    return saved;
  };
}
