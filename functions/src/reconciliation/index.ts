import { schedules } from '@app/shared/contracts';
import { defineDomain, schedule } from '#lib/domain';
import { reconcileStoreOrders } from './reconcile-store-orders';
import { reconciliationRoutes } from './routes';

/**
 * Reconciliation of store orders: every hour the orders the store changed in the last three days are read
 * through its Admin API and any the webhooks missed are folded through the order consumer, so an order
 * lost after the store's last webhook retry still counts, once. The sync screen shows the last run.
 */
export const reconciliationDomain = defineDomain({
  name: 'reconciliation',
  routes: reconciliationRoutes,
  consumers: [],
  schedules: [
    schedule(schedules.storeOrdersReconciliationDue, ['table:read', 'table:write', 'store:admin'], ({ scheduled_at }) =>
      reconcileStoreOrders(scheduled_at),
    ),
  ],
});
