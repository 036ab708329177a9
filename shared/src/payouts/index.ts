export * from './payouts';
export * from './member-payouts';
export * from './tax';
export * from './w9';
