import { payouts } from '@app/shared/contracts';
import type { Earnings } from '@app/shared/payouts';
import { api } from '@app/ui/api';
import { LIVE_REFRESH_MS } from '@app/ui';
import useSWR from 'swr';

export function getMyEarnings(): Promise<Earnings> {
  return api(payouts.getMyEarnings);
}

export const myEarningsKey = ['me', 'earnings'] as const;

/** The signed-in ambassador's commission earned, paid out and still unpaid; live, like their totals. */
export function useMyEarnings() {
  return useSWR<Earnings, Error>(myEarningsKey, getMyEarnings, { refreshInterval: LIVE_REFRESH_MS, revalidateOnFocus: true });
}
