import { events } from '@app/shared/contracts';
import { consumer, defineDomain } from '#lib/domain';
import { adminOrderRoutes } from './admin-routes';
import { receiveStoreWebhook } from './receive-store-webhook';
import { ingestStoreEvent } from './record-store-event';

/**
 * Orders in from the store: the signed webhook route puts each delivery on the bus, and the consumer
 * folds it into the order's state and the pre-aggregated totals, idempotently. The admin's Codes & Orders
 * screen reads every order and those totals, and gives ambassadors the codes an admin chooses.
 */
export const ordersDomain = defineDomain({
  name: 'orders',
  routes: [receiveStoreWebhook, ...adminOrderRoutes],
  consumers: [
    // A thrown error makes EventBridge deliver again, which the delivery marker makes safe.
    consumer(events.storeWebhookReceived, ['table:read', 'table:write'], (detail) => ingestStoreEvent(detail)),
  ],
});

export { adminOrdersPage } from './admin-orders';
export { countRecentOrders, dayTotalsUpdates, readDayTotals } from './daily-order-counts';
export { attributionFor, recordStoreEvent } from './record-store-event';
export { getOrder, listAllOrders, listAmbassadorOrders, listUnattributedOrders, orderItem } from './order-data';
export { orderTotalsUpdates, readOrderStats } from './order-totals';
export { applyStoreEvent, discountCodesOf, emptyOrderState, orderIdOf } from './order-state';
export { storeWebhookHeaders } from './receive-store-webhook';
export { storeWebhookDetail } from './shopify-payload';
export { storeSignature } from './verify-hmac';
