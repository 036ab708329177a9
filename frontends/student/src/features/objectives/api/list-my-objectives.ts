import { objectives, type RouteOutput } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** Every active student objective with the signed-in ambassador's progress on it, by number, and their shirts sold. */
export const listMyObjectives = () => api(objectives.listMyObjectives);

export const myObjectivesKey = ['me', 'objectives'] as const;

export function useMyObjectives() {
  return useSWR<RouteOutput<typeof objectives.listMyObjectives>, Error>(myObjectivesKey, listMyObjectives);
}
