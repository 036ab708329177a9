import { codeSync } from '@app/shared/contracts';
import { api } from '@app/ui/api';

/** Retry Failed: tries every failed code once more; answers how many. */
export async function retryFailedSyncs(): Promise<number> {
  return (await api(codeSync.retryFailedSyncs)).codes_retried;
}
