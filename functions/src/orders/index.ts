import { events, schedules } from '@app/shared/contracts';
import { consumer, defineDomain, projection, schedule } from '#lib/domain';
import { adminOrderRoutes } from './admin-routes';
import { matureCommissions } from './commission-maturity';
import { orderItems, projectOrders } from './order-projection';
import { receiveStoreWebhook } from './receive-store-webhook';
import { ingestStoreEvent } from './record-store-event';

/**
 * Orders in from the store: the signed webhook route puts each delivery on the bus, and the consumer
 * folds it into the order's state and the pre-aggregated totals, idempotently, and tells of the milestone
 * badges an order earned. The admin's Codes & Orders
 * screen reads every order and those totals, and gives ambassadors the codes an admin chooses.
 */
export const ordersDomain = defineDomain({
  name: 'orders',
  routes: [receiveStoreWebhook, ...adminOrderRoutes],
  consumers: [
    // A thrown error makes EventBridge deliver again, which the delivery marker makes safe.
    consumer(events.storeWebhookReceived, ['table:read', 'table:write', 'events:put'], (detail) => ingestStoreEvent(detail)),
  ],
  // Admins' order lists, search and counters across every order, kept from the order items' changes.
  projections: [projection('orders', orderItems, ['table:read', 'table:write'], projectOrders)],
  // The commission hold: orders past it become payable, counted from when the run was due (a replay knows its day).
  schedules: [
    schedule(schedules.commissionMaturityDue, ['table:read', 'table:write'], ({ scheduled_at }) =>
      matureCommissions(new Date(scheduled_at)),
    ),
  ],
});

export { matureCommissions } from './commission-maturity';
export { countRecentOrders, readDayTotals } from './daily-order-counts';

export { anonymizeAmbassadorOrders } from './anonymize-orders';
export { listAmbassadorOrders, listEveryAmbassadorOrder } from './order-data';
export { readOrderStats } from './order-totals';

export { storeWebhookHeaders } from './receive-store-webhook';
export { getStoredOrder } from './order-data';
export { ingestStoreEvent } from './record-store-event';
export { storeWebhookDetail } from './shopify-payload';
