import { reports } from '@app/shared/contracts';
import type { AdminReport } from '@app/shared/reports';
import { api, type ApiError } from '@app/ui/api';
import useSWR from 'swr';

/** The four cards, Program Health, objective analytics and the weekly growth and sales series. */
export function getAdminReport(): Promise<AdminReport> {
  return api(reports.getAdminReport);
}

export const adminReportKey = ['admin', 'reports'] as const;

export function useAdminReport() {
  return useSWR<AdminReport, ApiError>(adminReportKey, getAdminReport);
}
