export * from './payouts';
