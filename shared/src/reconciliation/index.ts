export * from './reconciliation';
