import { startHere } from '@app/shared/contracts';
import type { MyStartHere } from '@app/shared/start-here';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** The member's Start Here steps, resolved by the server, with their templates and the steps completed. */
export function getMyStartHere(): Promise<MyStartHere> {
  return api(startHere.getMyStartHere);
}

export const myStartHereKey = ['me', 'start-here'] as const;

export function useMyStartHere() {
  return useSWR<MyStartHere, Error>(myStartHereKey, getMyStartHere);
}
