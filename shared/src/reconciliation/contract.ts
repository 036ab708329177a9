import { adminOnly, defineRoute } from '../contracts/contract';
import { reconciliationStatusSchema } from './reconciliation';

/** The last reconciliation of store orders, and whether one is running. */
export const getReconciliation = defineRoute({
  method: 'GET',
  path: '/api/admin/reconciliation',
  access: adminOnly,
  response: reconciliationStatusSchema,
});

/** Run now: starts a reconciliation (it runs in the background); 409 while one is running. */
export const runReconciliation = defineRoute({
  method: 'POST',
  path: '/api/admin/reconciliation/run',
  access: adminOnly,
  audit: 'reconciliation.run',
  response: reconciliationStatusSchema,
  errors: { alreadyRunning: 'A reconciliation is already running.' },
});
