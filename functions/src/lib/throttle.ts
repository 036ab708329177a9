import { TooManyRequests } from './errors';
import { batchGetAll, updateItem } from './table';

/**
 * Fixed-window failure counters: pk THROTTLE#<key>, sk <window start>, count, expires_at (TTL).
 * A caller checks before acting and records a failure after; a key over its limit is refused until
 * its window ends. Used where guessing must be slow (campaign passcodes).
 */
export interface ThrottleRule {
  key: string;
  limit: number;
}

const windowStart = (windowSeconds: number, now: number) => Math.floor(now / 1000 / windowSeconds) * windowSeconds;
const counterKey = (key: string, start: number) => ({ pk: `THROTTLE#${key}`, sk: String(start) });

/** Refuses with 429 when any rule's key has reached its limit in the current window. */
export async function assertNotThrottled(rules: ThrottleRule[], windowSeconds: number, message: string): Promise<void> {
  const now = Date.now();
  const start = windowStart(windowSeconds, now);
  const items = await batchGetAll(rules.map((rule) => counterKey(rule.key, start)));
  const counts = new Map(items.map((item) => [String(item.pk), Number(item.count ?? 0)]));
  if (rules.some((rule) => (counts.get(`THROTTLE#${rule.key}`) ?? 0) >= rule.limit)) {
    throw new TooManyRequests(message, start + windowSeconds - Math.floor(now / 1000));
  }
}

/** Counts one failure against every rule's key in the current window. */
export async function recordFailure(rules: ThrottleRule[], windowSeconds: number): Promise<void> {
  const start = windowStart(windowSeconds, Date.now());
  await Promise.all(
    rules.map((rule) =>
      updateItem({
        Key: counterKey(rule.key, start),
        UpdateExpression: 'ADD #count :one SET expires_at = :expires',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':expires': start + 2 * windowSeconds },
      }),
    ),
  );
}
