import { codeSync } from '@app/shared/contracts';
import { api } from '@app/ui/api';

/** Process Pending: syncs every pending code once; answers how many it processed. */
export async function processPendingSyncs(): Promise<number> {
  return (await api(codeSync.processPendingSyncs)).processed;
}
