import { payouts } from '@app/shared/contracts';
import type { MyEarningsAndPayouts } from '@app/shared/payouts';
import { api } from '@app/ui/api';
import useSWR from 'swr';
import { LIVE_REFRESH_MS } from '../../totals/api/get-my-totals';

export function getMyEarnings(): Promise<MyEarningsAndPayouts> {
  return api(payouts.getMyEarnings);
}

export const myEarningsKey = ['me', 'earnings'] as const;

/**
 * The signed-in ambassador's commission earned, paid out and still unpaid (pending in the hold and payable
 * apart), their payouts and their payout method; live, like their totals.
 */
export function useMyEarnings() {
  return useSWR<MyEarningsAndPayouts, Error>(myEarningsKey, getMyEarnings, { refreshInterval: LIVE_REFRESH_MS, revalidateOnFocus: true });
}
