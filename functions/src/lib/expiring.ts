// Far more keys than a running function sees; past it the map starts again rather than grow.
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

/**
 * What a running function keeps between events: a map whose entries expire after `seconds`. A read under
 * way is shared by every caller that asks for its key; a failed read is not kept, nor one `keep` turns down.
 */
export function expiring<K, T>(seconds: number) {
  const entries = new Map<K, Entry<T>>();
  return {
    get(key: K, read: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
      const now = Date.now();
      const held = entries.get(key);
      if (held && held.expiresAt > now) return held.value;
      const value = read();
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, { value, expiresAt: now + seconds * 1000 });
      value.then(
        (read) => {
          if (!keep(read) && entries.get(key)?.value === value) entries.delete(key);
        },
        () => {
          if (entries.get(key)?.value === value) entries.delete(key);
        },
      );
      return value;
    },
    forget(key: K): void {
      entries.delete(key);
    },
  };
}
