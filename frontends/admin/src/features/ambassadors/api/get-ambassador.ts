import type { AmbassadorDetail } from '@app/shared/ambassadors';
import { ambassadors } from '@app/shared/contracts';
import { api, type ApiError } from '@app/ui/api';
import useSWR from 'swr';

/** One ambassador for the detail dialog: their profile, why they joined, totals, objectives and orders. */
export function getAmbassador(userId: string) {
  return api(ambassadors.getAmbassador, { params: { user_id: userId } });
}

export const ambassadorKey = (userId: string) => ['admin', 'ambassadors', 'detail', userId] as const;

/** No request until an ambassador is chosen. */
export function useAmbassador(userId: string | null) {
  return useSWR<AmbassadorDetail, ApiError, ReturnType<typeof ambassadorKey> | null>(userId ? ambassadorKey(userId) : null, ([, , , id]) =>
    getAmbassador(id),
  );
}
