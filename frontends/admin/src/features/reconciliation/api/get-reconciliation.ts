import { reconciliation } from '@app/shared/contracts';
import type { ReconciliationStatus } from '@app/shared/reconciliation';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** The last reconciliation of store orders, and since when one is running. */
export function getReconciliation(): Promise<ReconciliationStatus> {
  return api(reconciliation.getReconciliation);
}

export const reconciliationKey = ['admin', 'reconciliation'] as const;

// A run takes seconds: while one goes, the card asks again until it shows what the run did.
const RUNNING_REFRESH_MS = 2000;

export function useReconciliation() {
  return useSWR<ReconciliationStatus, Error>(reconciliationKey, getReconciliation, {
    refreshInterval: (latest) => (latest?.running_since ? RUNNING_REFRESH_MS : 0),
  });
}
