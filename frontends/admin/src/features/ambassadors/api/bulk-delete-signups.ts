import type { BulkDeleteSignupsInput } from '@app/shared/ambassadors';
import { ambassadors } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { adminDashboardKey } from './get-admin-dashboard';
import { refreshAmbassadorLists } from '../../../api/list-ambassadors';

/**
 * Rejects pending sign-ups at once (each deleted for good); an id that is not a pending sign-up is left
 * alone and comes back under skipped with its reason.
 */
export function bulkDeleteSignups(userIds: BulkDeleteSignupsInput['user_ids']) {
  return api(ambassadors.bulkDeleteSignups, { body: { user_ids: userIds } });
}

/** Bulk delete, then refresh what it changed: the lists and the dashboard's counts and recent sign-ups. */
export function useBulkDeleteSignups() {
  const { mutate } = useSWRConfig();
  return async (userIds: BulkDeleteSignupsInput['user_ids']) => {
    const answer = await bulkDeleteSignups(userIds);
    refreshAmbassadorLists(mutate);
    void mutate(adminDashboardKey);
    return answer;
  };
}
