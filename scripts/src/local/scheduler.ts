import { scheduledRules as definedRules, type ScheduledRule } from '@app/functions/platform';
import { nextRun } from './cron';

/** What the scheduler puts on the local bus: one entry of a PutEvents call. */
export interface ScheduledEntry {
  Source: string;
  DetailType: string;
  Detail: string;
}

// setTimeout takes at most 2^31 - 1 ms (about 24.8 days): a longer wait is taken in steps.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The local stand-in for EventBridge's scheduled rules: a timer per schedule, set from the same cron
 * expression the API stack gives its rule, that puts the schedule's event on the local bus when it is due
 * (with the time it was due, as the rule's input does), so the bus delivers it to the domain's job. Like
 * EventBridge, it does not catch up on runs missed while the stack was stopped.
 */
export function startScheduler(options: { put: (entry: ScheduledEntry) => unknown; rules?: readonly ScheduledRule[]; now?: () => Date }) {
  const rules = options.rules ?? definedRules;
  const now = options.now ?? (() => new Date());
  const timers = new Map<string, NodeJS.Timeout>();
  let stopped = false;

  function arm(rule: ScheduledRule, after: Date): void {
    const due = nextRun(rule.cron, after);
    if (!due || stopped) return;
    const wait = () => {
      const left = due.getTime() - now().getTime();
      if (left > 0) {
        timers.set(rule.name, setTimeout(wait, Math.min(left, LONGEST_TIMER_MS)).unref());
        return;
      }
      const scheduledAt = due.toISOString().replace(/\.\d{3}Z$/, 'Z');
      console.log(`[schedule] ${rule.name}: ${rule.event.detailType} due at ${scheduledAt}`);
      options.put({ Source: rule.event.source, DetailType: rule.event.detailType, Detail: JSON.stringify({ scheduled_at: scheduledAt }) });
      arm(rule, due);
    };
    wait();
  }

  const started = now();
  for (const rule of rules) arm(rule, started);

  return {
    /** When each schedule runs next, by rule name. */
    nextRuns: () => Object.fromEntries(rules.map((rule) => [rule.name, nextRun(rule.cron, now())])),
    stop: (): Promise<void> => {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      return Promise.resolve();
    },
  };
}
