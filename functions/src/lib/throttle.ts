import { TooManyRequests } from './errors';
import { getItem, isConditionFailure, updateItem } from './table';

/**
 * Guess pacing: one counter per key and window (pk THROTTLE#<key>, sk <window start>, TTL) holding the
 * window's claimed attempts and the earliest time the next one is accepted. An attempt is claimed
 * before its verdict with one conditional UpdateItem, so parallel attempts are counted one by one and
 * none gets a verdict past the limit; an attempt that succeeds gives its claim back, so only failures
 * stay counted. After `free` failures each failure makes the next attempt wait twice as long as the one
 * before (1 s, 2 s, 4 s... up to `maxDelaySeconds`); at `limit` failures the key is blocked until its
 * window ends.
 */
export interface Pacing {
  limit: number;
  free: number;
  maxDelaySeconds: number;
  windowSeconds: number;
  /** The 429's message for a wait, e.g. "... Please try again in 4 seconds." */
  message: (wait: string) => string;
}

export interface Claim {
  /** The attempt succeeded: its claim is given back. */
  succeeded(): Promise<void>;
  /** The attempt failed: it stays counted, and the next one waits as the pacing says. */
  failed(): Promise<void>;
}

const counterKey = (key: string, start: number) => ({ pk: `THROTTLE#${key}`, sk: String(start) });
const nowSeconds = () => Date.now() / 1000;

/** Seconds the next attempt waits after `failures` failures. */
function delayAfter(pacing: Pacing, failures: number): number {
  return failures < pacing.free ? 0 : Math.min(2 ** (failures - pacing.free), pacing.maxDelaySeconds);
}

/** "1 second", "40 seconds", "3 minutes". */
function humanWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole} second${whole === 1 ? '' : 's'}`;
  const minutes = Math.ceil(whole / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Claims one attempt for `key`, or refuses with 429 and Retry-After when the key must wait or is blocked. */
export async function claimAttempt(key: string, pacing: Pacing): Promise<Claim> {
  const now = nowSeconds();
  const start = Math.floor(now / pacing.windowSeconds) * pacing.windowSeconds;
  const Key = counterKey(key, start);
  const windowEnd = start + pacing.windowSeconds;
  let claimed: number;
  try {
    const attributes = await updateItem({
      Key,
      UpdateExpression: 'ADD #count :one SET expires_at = :expires',
      ConditionExpression: '(attribute_not_exists(#count) OR #count < :limit) AND (attribute_not_exists(next_at) OR next_at <= :now)',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':limit': pacing.limit,
        ':now': now,
        ':expires': Math.ceil(windowEnd + pacing.windowSeconds),
      },
      ReturnValues: 'UPDATED_NEW',
    });
    claimed = Number(attributes?.count ?? 1);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const counter = await getItem(Key, { consistent: true });
    const blocked = Number(counter?.count ?? 0) >= pacing.limit;
    const wait = blocked ? windowEnd - now : Number(counter?.next_at ?? now) - now;
    throw new TooManyRequests(pacing.message(humanWait(wait)), Math.max(1, Math.ceil(wait)));
  }
  return {
    succeeded: async () => {
      await updateItem({
        Key,
        UpdateExpression: 'ADD #count :minus',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':minus': -1 },
      });
    },
    failed: async () => {
      const delay = delayAfter(pacing, claimed);
      if (delay === 0) return;
      try {
        // Parallel failures each set their own wait; the longest stands.
        await updateItem({
          Key,
          UpdateExpression: 'SET next_at = :next',
          ConditionExpression: 'attribute_not_exists(next_at) OR next_at < :next',
          ExpressionAttributeValues: { ':next': nowSeconds() + delay },
        });
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
  };
}
