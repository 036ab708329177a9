import { startHere, type RouteOutput } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import useSWR from 'swr';

export type StartHereSettings = RouteOutput<typeof startHere.getStartHereSettings>;

/** The global Start Here steps: those saved, or the three global defaults while none are. */
export function getStartHereSettings(): Promise<StartHereSettings> {
  return api(startHere.getStartHereSettings);
}

export const startHereSettingsKey = ['admin', 'start-here'] as const;

export function useStartHereSettings() {
  return useSWR<StartHereSettings, Error>(startHereSettingsKey, getStartHereSettings);
}
