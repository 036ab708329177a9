import { guardians } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { ambassadorKey } from './get-ambassador';

/** Sends a minor's guardian a new link to their page (the one before stops working). */
export function resendGuardianEmail(userId: string) {
  return api(guardians.resendGuardianEmail, { params: { user_id: userId } });
}

/** Re-send, then refresh the ambassador's detail (the guardian's last e-mail). */
export function useResendGuardianEmail() {
  const { mutate } = useSWRConfig();
  return async (userId: string) => {
    const answer = await resendGuardianEmail(userId);
    void mutate(ambassadorKey(userId));
    return answer;
  };
}
