import { payouts } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { payoutsKey } from './list-payouts';

export function retryPayout(payoutId: string) {
  return api(payouts.retryPayout, { params: { payout_id: payoutId } });
}

/** Issues a failed gift card again, then reloads the balances and the recent payouts (also after a refusal). */
export function useRetryPayout() {
  const { mutate } = useSWRConfig();
  return async (payoutId: string) => {
    try {
      return await retryPayout(payoutId);
    } finally {
      void mutate(payoutsKey);
    }
  };
}
