import { payouts } from '@app/shared/contracts';
import type { PayoutRunDetail, StartPayoutRunInput } from '@app/shared/payouts';
import { api } from '@app/ui/api';
import useSWR, { useSWRConfig } from 'swr';
import { payoutsKey } from './list-payouts';

export function startPayoutRun(body: StartPayoutRunInput) {
  return api(payouts.startPayoutRun, { body });
}

/** Starts a run of gift cards, then reloads the balances and the recent payouts and runs (also after a refusal). */
export function useStartPayoutRun() {
  const { mutate } = useSWRConfig();
  return async (body: StartPayoutRunInput) => {
    try {
      return await startPayoutRun(body);
    } finally {
      void mutate(payoutsKey);
    }
  };
}

export function getPayoutRun(runId: string): Promise<PayoutRunDetail> {
  return api(payouts.getPayoutRun, { params: { run_id: runId } });
}

export const payoutRunKey = (runId: string) => ['admin', 'payout-runs', runId] as const;

// The store issues a card in a second or two: while a run is issuing, its progress asks again this often.
export const RUN_REFRESH_MS = 2000;

/**
 * One payout run, asked again while it is still issuing; once it finishes, the balances and recent payouts
 * are reloaded, as they moved with it.
 */
export function usePayoutRun(runId: string | null) {
  const { mutate } = useSWRConfig();
  return useSWR<PayoutRunDetail, Error>(runId ? payoutRunKey(runId) : null, () => getPayoutRun(runId!), {
    refreshInterval: (latest) => (latest && latest.run.state === 'finished' ? 0 : RUN_REFRESH_MS),
    onSuccess: (detail) => {
      if (detail.run.state === 'finished') void mutate(payoutsKey);
    },
  });
}
