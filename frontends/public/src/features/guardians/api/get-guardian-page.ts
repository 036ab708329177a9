import { guardians } from '@app/shared/contracts';
import type { GuardianPage } from '@app/shared/guardians';
import { api, type ApiError } from '@app/ui/api';
import useSWR from 'swr';

/** The guardian's page, from the token of the link they were e-mailed. */
export function getGuardianPage(token: string) {
  return api(guardians.getGuardianPage, { params: { token } });
}

export const guardianPageKey = (token: string) => ['guardian', token] as const;

/**
 * Read once per visit and not again on its own: an answer that a link is not valid stays so, and every failed
 * try counts against the visitor's network (the API paces them).
 */
export function useGuardianPage(token: string) {
  return useSWR<GuardianPage, ApiError, ReturnType<typeof guardianPageKey>>(
    guardianPageKey(token),
    ([, linkToken]) => getGuardianPage(linkToken),
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );
}
