/**
 * The programme's own CloudWatch metrics. The functions emit them with Powertools Metrics (embedded
 * metric format, namespace below, one `service` dimension: the domain that emits it); the CDK
 * dashboard and alarms (infra/) read the same names, so the two cannot drift.
 */
export const METRICS_NAMESPACE = 'Programme';

export const programmeMetrics = {
  /** One per order event the order consumer counted (created, updated, cancelled or refunded). */
  ordersIngested: { name: 'OrdersIngested', unit: 'Count', service: 'orders' },
  /** Time from a store webhook's arrival to its event being on the bus, in milliseconds. */
  webhookLatency: { name: 'WebhookLatency', unit: 'Milliseconds', service: 'orders' },
  /** One per discount code the store refused or could not be reached for. */
  codeSyncFailures: { name: 'CodeSyncFailures', unit: 'Count', service: 'code-sync' },
} as const;

export type ProgrammeMetric = keyof typeof programmeMetrics;
