import { payouts } from '@app/shared/contracts';
import type { MyEarningsAndPayouts } from '@app/shared/payouts';
import type { PayoutMethod } from '@app/shared/settings';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { myEarningsKey } from './get-my-earnings';

export function choosePayoutMethod(method: PayoutMethod) {
  return api(payouts.choosePayoutMethod, { body: { method } });
}

/** Saves the member's payout method; their earnings show it at once, and are read again (also after a refusal). */
export function useChoosePayoutMethod() {
  const { mutate } = useSWRConfig();
  return async (method: PayoutMethod) => {
    try {
      const chosen = await choosePayoutMethod(method);
      await mutate<MyEarningsAndPayouts>(myEarningsKey, (current) => current && { ...current, payout_method: chosen }, {
        revalidate: false,
      });
      return chosen;
    } finally {
      void mutate(myEarningsKey);
    }
  };
}
