import { ambassadors } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { adminDashboardKey } from './get-admin-dashboard';
import { refreshAmbassadorLists } from '../../../api/list-ambassadors';

/** Approves a pending student: the server gives them their personal code and assigns Objective 1. */
export function approveAmbassador(userId: string) {
  return api(ambassadors.approveAmbassador, { params: { user_id: userId } });
}

/** Approve, then refresh what it changed: the lists and detail (status, code, progress) and the dashboard. */
export function useApproveAmbassador() {
  const { mutate } = useSWRConfig();
  return async (userId: string) => {
    const approved = await approveAmbassador(userId);
    refreshAmbassadorLists(mutate);
    void mutate(adminDashboardKey);
    return approved;
  };
}
