import { objectives } from '@app/shared/contracts';
import type { Objective } from '@app/shared/objectives';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** Every objective, for both audiences, by target role then number. */
export async function listAllObjectives(): Promise<Objective[]> {
  return (await api(objectives.listAllObjectives)).objectives;
}

export const allObjectivesKey = ['admin', 'objectives'] as const;

export function useAllObjectives() {
  return useSWR<Objective[], Error>(allObjectivesKey, listAllObjectives);
}
