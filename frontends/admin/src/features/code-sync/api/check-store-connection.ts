import { codeSync, type RouteOutput } from '@app/shared/contracts';
import { api } from '@app/ui/api';

export type StoreConnection = RouteOutput<typeof codeSync.checkStoreConnection>;

/** Check Connection: the shop's name and API version; refused with a readable reason when the store cannot be reached. */
export function checkStoreConnection(): Promise<StoreConnection> {
  return api(codeSync.checkStoreConnection);
}
