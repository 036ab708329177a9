import type { Grant } from './grants';

/** The event bus, read by the events stack and the local EventBridge endpoint. */
export const eventBusDefinition = { logicalName: 'programme' } as const;

export interface EventRuleDefinition {
  /** Rule name suffix, unique. */
  name: string;
  /** EventBridge pattern: events whose source and detail-type are both listed match. */
  pattern: { source: readonly string[]; detailType: readonly string[] };
  /** Module under functions/src that exports `handler` taking the EventBridge event. */
  consumer: string;
  grants: readonly Grant[];
}

/**
 * Every rule and the consumer it targets: the events stack creates a rule with a Lambda target
 * per entry, and the local EventBridge endpoint delivers PutEvents entries by the same patterns.
 */
export const eventRules: readonly EventRuleDefinition[] = [
  // Store webhooks (issue 4): orders, cancellations and refunds move the pre-aggregated totals.
  {
    name: 'store-order-events',
    pattern: { source: ['app.store'], detailType: ['Store webhook received'] },
    consumer: 'orders/on-store-webhook',
    grants: ['table:read', 'table:write'],
  },
  // A new personal code goes to the store without the sign-up waiting on it (when auto-sync is on).
  {
    name: 'personal-code-sync',
    pattern: { source: ['app.profiles'], detailType: ['Personal code assigned'] },
    consumer: 'code-sync/on-personal-code-assigned',
    grants: ['table:read', 'table:write', 'store:admin'],
  },
];

export function matchesRule(rule: EventRuleDefinition, event: { source: string; detailType: string }): boolean {
  return rule.pattern.source.includes(event.source) && rule.pattern.detailType.includes(event.detailType);
}
