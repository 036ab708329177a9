import type { AmbassadorRole } from '@app/shared/platform';
import type { AmbassadorRow } from '@app/shared/ambassadors';
import { ambassadors } from '@app/shared/contracts';
import { api, type ApiError } from '@app/ui/api';
import useSWR from 'swr';

/** The mode's ambassadors (students or fundraising ambassadors), newest first, with their progress and sales. */
export async function listAmbassadors(role: AmbassadorRole) {
  const answer = await api(ambassadors.listAmbassadors, { query: { role } });
  return answer.ambassadors;
}

export const ambassadorListKey = (role: AmbassadorRole) => ['admin', 'ambassadors', 'list', role] as const;

export function useAmbassadors(role: AmbassadorRole) {
  return useSWR<AmbassadorRow[], ApiError, ReturnType<typeof ambassadorListKey>>(ambassadorListKey(role), ([, , , chosen]) =>
    listAmbassadors(chosen),
  );
}

/** Every cached ambassador list and detail: what approving or deleting an ambassador changes. */
export const isAmbassadorKey = (key: unknown) => Array.isArray(key) && key[0] === 'admin' && key[1] === 'ambassadors';
