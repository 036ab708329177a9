import { reports } from '@app/shared/contracts';
import type { AmbassadorPerformance } from '@app/shared/reports';
import { api, type ApiError } from '@app/ui/api';
import useSWR from 'swr';

/** Every ambassador with their sales totals, most revenue first (Ambassador Performance and Export Data). */
export async function listAmbassadorPerformance(): Promise<AmbassadorPerformance[]> {
  return (await api(reports.listAmbassadorPerformance)).ambassadors;
}

export const ambassadorPerformanceKey = ['admin', 'reports', 'ambassadors'] as const;

export function useAmbassadorPerformance() {
  return useSWR<AmbassadorPerformance[], ApiError>(ambassadorPerformanceKey, listAmbassadorPerformance);
}
