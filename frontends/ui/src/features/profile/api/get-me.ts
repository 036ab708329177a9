import { meAddress } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useAuthSession } from '@app/ui/auth';
import useSWR from 'swr';

/** The signed-in user's profile. */
export function getMe() {
  return api(meAddress);
}

/** Keyed by user, so a later sign-in as someone else never sees the previous profile. */
export const meKey = (userId: string) => ['me', userId] as const;

/** The signed-in user's profile; no request while signed out, or while `paused`. */
export function useMe({ paused = false }: { paused?: boolean } = {}) {
  const session = useAuthSession();
  return useSWR(session.status === 'signed-in' && !paused ? meKey(session.userId) : null, getMe);
}
