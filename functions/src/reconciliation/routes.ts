import { reconciliation } from '@app/shared/contracts';
import { route } from '#lib/http';
import { requestReconciliation } from './reconcile-store-orders';
import { readReconciliation } from './reconciliation-data';

/** The reconciliation card of the store code sync screen (admins only, by contract). */
export const reconciliationRoutes = [
  route(reconciliation.getReconciliation, ['table:read'], () => readReconciliation()),
  route(reconciliation.runReconciliation, ['table:read', 'table:write', 'events:put'], () => requestReconciliation()),
];
