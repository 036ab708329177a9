import { leaderboards } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import type { MyTotals } from '@app/shared/leaderboards';
import useSWR from 'swr';

/** Live numbers: a sale shows without a reload (revalidated on focus and every 30 seconds). */
export const LIVE_REFRESH_MS = 30_000;

export function getMyTotals() {
  return api(leaderboards.getMyTotals);
}

export const myTotalsKey = ['me', 'totals'] as const;

/** The signed-in ambassador's shirts sold, sales, commission and order count, pre-aggregated. */
export function useMyTotals() {
  return useSWR<MyTotals, Error>(myTotalsKey, getMyTotals, { refreshInterval: LIVE_REFRESH_MS, revalidateOnFocus: true });
}
