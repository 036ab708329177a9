export * from './admin-orders';
export * from './order';
export * from './store-events';
export * from './store-payloads';
export * from './order-flag';
export * from './order-flags';
