import type { FundraisingPerformance } from '@app/shared/campaigns';
import { campaigns } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** Every campaign's figures, the top fundraisers and the totals, from the pre-aggregated counters. */
export function getFundraisingPerformance(): Promise<FundraisingPerformance> {
  return api(campaigns.getFundraisingPerformance);
}

export const fundraisingPerformanceKey = ['admin', 'performance'] as const;

export function useFundraisingPerformance() {
  return useSWR<FundraisingPerformance, Error>(fundraisingPerformanceKey, getFundraisingPerformance);
}
