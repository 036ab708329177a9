import { payouts } from '@app/shared/contracts';
import type { PayoutsOverview } from '@app/shared/payouts';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** Every ambassador's balance, the payout threshold and the newest payouts. */
export function listPayouts(): Promise<PayoutsOverview> {
  return api(payouts.listPayouts);
}

export const payoutsKey = ['admin', 'payouts'] as const;

export function usePayouts() {
  return useSWR<PayoutsOverview, Error>(payoutsKey, listPayouts);
}
