import { guardians } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { guardianPageKey } from './get-guardian-page';

/** The guardian withdraws the member: their account is paused; the answer is the page as it now stands. */
export function withdrawGuardian(token: string) {
  return api(guardians.withdrawGuardian, { params: { token } });
}

/** Withdraw, then show the page the answer brings. */
export function useWithdrawGuardian(token: string) {
  const { mutate } = useSWRConfig();
  return async () => mutate(guardianPageKey(token), await withdrawGuardian(token), { revalidate: false });
}
