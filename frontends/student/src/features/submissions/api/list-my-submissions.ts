import { objectives } from '@app/shared/contracts';
import type { Submission } from '@app/shared/objectives';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** The signed-in ambassador's submissions, newest first, each with its objective's status now. */
export async function listMySubmissions() {
  const answer = await api(objectives.listMySubmissions);
  return answer.submissions;
}

export const mySubmissionsKey = ['me', 'submissions'] as const;

export function useMySubmissions() {
  return useSWR<Submission[], Error>(mySubmissionsKey, listMySubmissions);
}
