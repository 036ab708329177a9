import { ambassadors } from '@app/shared/contracts';
import type { AdminDashboard } from '@app/shared/ambassadors';
import { api, type ApiError } from '@app/ui/api';
import useSWR from 'swr';

/** The four programme counts and the two recent lists (sign-ups, submissions). */
export function getAdminDashboard() {
  return api(ambassadors.getAdminDashboard);
}

export const adminDashboardKey = ['admin', 'dashboard'] as const;

export function useAdminDashboard() {
  return useSWR<AdminDashboard, ApiError>(adminDashboardKey, getAdminDashboard);
}
