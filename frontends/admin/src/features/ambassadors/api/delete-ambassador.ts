import { ambassadors } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { adminDashboardKey } from './get-admin-dashboard';
import { refreshAmbassadorLists } from '../../../api/list-ambassadors';

/** Deletes an ambassador for good: their account, all of their data and their store discount code. */
export function deleteAmbassador(userId: string) {
  return api(ambassadors.deleteAmbassador, { params: { user_id: userId } });
}

/** Delete, then refresh what it changed: the lists and the dashboard's counts and recent lists. */
export function useDeleteAmbassador() {
  const { mutate } = useSWRConfig();
  return async (userId: string) => {
    const answer = await deleteAmbassador(userId);
    refreshAmbassadorLists(mutate);
    void mutate(adminDashboardKey);
    return answer;
  };
}
