import { orders, type RouteInput } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { refreshAmbassadorLists } from '../../../api/list-ambassadors';

type CreateCodeBody = RouteInput<typeof orders.createCode>['body'];

export function createCode(body: CreateCodeBody) {
  return api(orders.createCode, { body });
}

/** Creates the code, then reloads the ambassador lists (the ambassador now has one). */
export function useCreateCode() {
  const { mutate } = useSWRConfig();
  return async (body: CreateCodeBody) => {
    const created = await createCode(body);
    refreshAmbassadorLists(mutate);
    return created;
  };
}
