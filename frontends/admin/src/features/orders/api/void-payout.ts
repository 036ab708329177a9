import { payouts } from '@app/shared/contracts';
import type { VoidPayoutRequest } from '@app/shared/payouts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { payoutsKey } from './list-payouts';

export function voidPayout(payoutId: string, body: VoidPayoutRequest) {
  return api(payouts.voidPayout, { params: { payout_id: payoutId }, body });
}

/** Voids the payout, then reloads the balances and the recent payouts (also after a refusal: another admin may have voided it). */
export function useVoidPayout() {
  const { mutate } = useSWRConfig();
  return async (payoutId: string, body: VoidPayoutRequest) => {
    try {
      return await voidPayout(payoutId, body);
    } finally {
      void mutate(payoutsKey);
    }
  };
}
