import { guardians } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { guardianPageKey } from './get-guardian-page';

/** The guardian acknowledges the programme; the answer is the page as it now stands. */
export function acknowledgeGuardian(token: string) {
  return api(guardians.acknowledgeGuardian, { params: { token } });
}

/** Acknowledge, then show the page the answer brings. */
export function useAcknowledgeGuardian(token: string) {
  const { mutate } = useSWRConfig();
  return async () => mutate(guardianPageKey(token), await acknowledgeGuardian(token), { revalidate: false });
}
