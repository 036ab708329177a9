import { reconciliation } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { reconciliationKey } from './get-reconciliation';

/** Run now: the run starts in the background; the card shows it running, then what it did. */
export function useRunReconciliation() {
  const { mutate } = useSWRConfig();
  return () => mutate(reconciliationKey, api(reconciliation.runReconciliation), { revalidate: false });
}
