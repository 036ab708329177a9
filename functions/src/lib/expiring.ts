// Far more keys than a running function sees; past it the map starts again rather than grow.
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

/**
 * What a running function keeps between events: a map whose entries expire. A read under way is shared by
 * every caller that asks for its key, and kept for `seconds`; once it answers, `keepFor` may say how long
 * its answer is kept instead (0: not kept). A failed read is not kept.
 */
export function expiring<K, T>(seconds: number, keepFor: (value: T) => number = () => seconds) {
  const entries = new Map<K, Entry<T>>();
  return {
    get(key: K, read: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const held = entries.get(key);
      if (held && held.expiresAt > now) return held.value;
      const value = read();
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const entry = { value, expiresAt: now + seconds * 1000 };
      entries.set(key, entry);
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      value.then((answer) => {
        const kept = keepFor(answer);
        if (kept > 0) entry.expiresAt = now + kept * 1000;
        else forget();
      }, forget);
      return value;
    },
    forget(key: K): void {
      entries.delete(key);
    },
  };
}
