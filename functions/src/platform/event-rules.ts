import type { EventContract } from '@app/shared/contracts';
import type { Grant } from './grants';
import { domains } from './domains';

/** The event bus, read by the events stack and the local EventBridge endpoint. */
export const eventBusDefinition = { logicalName: 'programme' } as const;

export interface EventRule {
  /** Rule name, unique: the consuming domain and the event. */
  name: string;
  /** The domain whose Lambda consumes the event. */
  domain: string;
  event: Pick<EventContract, 'source' | 'detailType'>;
  grants: readonly Grant[];
}

const kebab = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * One rule per consumer of every domain, gathered from the domains' own lists: the API stack creates an
 * EventBridge rule targeting the domain's Lambda per entry, and the local EventBridge delivers by them.
 */
export const eventRules: readonly EventRule[] = domains.flatMap((domain) =>
  domain.consumers.map(({ event, grants }) => ({
    name: `${domain.name}-${kebab(event.detailType)}`,
    domain: domain.name,
    event: { source: event.source, detailType: event.detailType },
    grants,
  })),
);

export function matchesRule(rule: EventRule, event: { source: string; detailType: string }): boolean {
  return rule.event.source === event.source && rule.event.detailType === event.detailType;
}
