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
 * A schedule's event has one too, so the event put by hand (`npm run report:weekly`) or replayed from the
 * unprocessed events reaches its job like any other.
 */
export const eventRules: readonly EventRule[] = domains.flatMap((domain) =>
  [
    ...domain.consumers.map(({ event, grants }) => ({ event, grants })),
    ...(domain.schedules ?? []).map(({ schedule, grants }) => ({ event: schedule, grants })),
  ].map(({ event, grants }) => ({
    name: `${domain.name}-${kebab(event.detailType)}`,
    domain: domain.name,
    event: { source: event.source, detailType: event.detailType },
    grants,
  })),
);

export interface ScheduledRule {
  /** Rule name, unique: the domain and the schedule's event. */
  name: string;
  /** The domain whose Lambda runs the job. */
  domain: string;
  /** EventBridge cron expression, UTC, without `cron(...)`. */
  cron: string;
  /** The event the rule hands the Lambda (its detail: the time the run was due). */
  event: Pick<EventContract, 'source' | 'detailType'>;
}

/**
 * One scheduled rule per schedule of every domain: the API stack creates an EventBridge rule on that
 * cron expression targeting the domain's Lambda, and the local stack runs a timer by it.
 */
export const scheduledRules: readonly ScheduledRule[] = domains.flatMap((domain) =>
  (domain.schedules ?? []).map(({ schedule }) => ({
    name: `${domain.name}-${kebab(schedule.detailType)}-schedule`,
    domain: domain.name,
    cron: schedule.cron,
    event: { source: schedule.source, detailType: schedule.detailType },
  })),
);

export function matchesRule(rule: EventRule, event: { source: string; detailType: string }): boolean {
  return rule.event.source === event.source && rule.event.detailType === event.detailType;
}
