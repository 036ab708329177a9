import { payouts, type RouteInput } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { payoutsKey } from './list-payouts';

type RecordPayoutBody = RouteInput<typeof payouts.recordPayout>['body'];

export function recordPayout(body: RecordPayoutBody) {
  return api(payouts.recordPayout, { body });
}

/** Records the payout, then reloads the balances and the recent payouts (also after a refusal: the balance may have moved). */
export function useRecordPayout() {
  const { mutate } = useSWRConfig();
  return async (body: RecordPayoutBody) => {
    try {
      return await recordPayout(body);
    } finally {
      void mutate(payoutsKey);
    }
  };
}
