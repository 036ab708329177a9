/**
 * What seeding, the bench and tests use of orders and product code does not: import it from
 * `@app/functions/orders/seeding`; lint keeps it out of what ships.
 */
export { adminOrdersPage } from './admin-orders';
export { attributionFor, recordStoreEvent } from './record-store-event';
export { getOrder, listAllOrders, listUnattributedOrders, orderItem } from './order-data';
export { applyStoreEvent, attributionCodesOf, emptyOrderState, orderIdOf } from './order-state';
export { storeWebhookDetail } from './shopify-payload';
export { storeSignature } from './verify-hmac';
