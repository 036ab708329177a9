export * from './admin-orders';
export * from './commission-reason';
export * from './order';
export * from './store-events';
export * from './store-payloads';
export * from './order-flag';
export * from './order-flags';
