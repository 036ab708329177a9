// What the store code sync screen shows of the reconciliation of store orders.
export { ReconciliationCard } from './components/reconciliation-card';
