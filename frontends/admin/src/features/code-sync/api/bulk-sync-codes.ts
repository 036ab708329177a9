import { codeSync } from '@app/shared/contracts';
import { api } from '@app/ui/api';

/** Bulk Sync All Codes: creates in the store every ambassador code it lacks; answers how many. */
export async function bulkSyncCodes(): Promise<number> {
  return (await api(codeSync.bulkSyncCodes)).codes_processed;
}
