import * as z from 'zod';

/**
 * Reconciliation of store orders: a scheduled job reads the orders the store changed in the last
 * RECONCILIATION_LOOKBACK_HOURS through its Admin API and folds any the webhooks missed through the order
 * consumer. Hourly runs with a three-day window overlap many times over, so an order lost after the store's
 * last webhook retry (Shopify retries for 48 hours) is still read by several runs; the consumer counts it once.
 */
export const RECONCILIATION_LOOKBACK_HOURS = 72;

/** The recovered orders a run keeps by name (the count is always whole): the run's item stays small. */
export const RECONCILIATION_SHOWN_RECOVERIES = 50;

/** One store order a run recovered: the order itself (never seen, or behind the store), and how many of its refunds. */
export const recoveredOrderSchema = z.object({
  order_id: z.string(),
  /** The store's name for the order, e.g. #1001. */
  order_name: z.string(),
  order: z.boolean(),
  refunds: z.number().int().nonnegative(),
});
export type RecoveredOrder = z.infer<typeof recoveredOrderSchema>;

/** What one finished run did. */
export const reconciliationRunSchema = z.object({
  /** The time the run was due (the schedule's, or when an admin asked): its window ends there. */
  scheduled_at: z.string(),
  started_at: z.string(),
  finished_at: z.string(),
  /** The window read: orders the store updated from here to `scheduled_at`. */
  window_start: z.string(),
  orders_read: z.number().int().nonnegative(),
  refunds_read: z.number().int().nonnegative(),
  /** Orders with anything recovered, and refunds recovered, in all. */
  recovered_orders: z.number().int().nonnegative(),
  recovered_refunds: z.number().int().nonnegative(),
  /** The first RECONCILIATION_SHOWN_RECOVERIES of them by name. */
  recovered: z.array(recoveredOrderSchema),
  /** Why the run stopped short (the store could not be read), or null when it read every order. */
  error: z.string().nullable(),
});
export type ReconciliationRun = z.infer<typeof reconciliationRunSchema>;

/** The sync screen's reconciliation card: the last finished run, and since when one is running, if one is. */
export const reconciliationStatusSchema = z.object({
  last: reconciliationRunSchema.nullable(),
  running_since: z.string().nullable(),
});
export type ReconciliationStatus = z.infer<typeof reconciliationStatusSchema>;
