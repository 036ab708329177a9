import { objectives } from '@app/shared/contracts';
import type { MyObjective } from '@app/shared/objectives';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** Every active student objective with the signed-in ambassador's progress on it, by number. */
export async function listMyObjectives() {
  const answer = await api(objectives.listMyObjectives);
  return answer.objectives;
}

export const myObjectivesKey = ['me', 'objectives'] as const;

export function useMyObjectives() {
  return useSWR<MyObjective[], Error>(myObjectivesKey, listMyObjectives);
}
