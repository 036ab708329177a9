/** Measuring helpers of the benchmark: a bounded worker pool, latency percentiles and DynamoDB request counts. */

/** Runs `work` over `items` with at most `concurrency` calls in flight. */
export async function pool<T>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

export interface Latency {
  p50: number;
  p95: number;
  samples: number;
}

/** Nearest-rank percentile. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface SampleLimit {
  samples: number;
  seconds: number;
}

// Fewer samples than this say nothing about a p50.
const MIN_SAMPLES = 3;

/**
 * p50 and p95, in milliseconds, of sequential calls of `read`: `limit.samples` of them, or fewer (but
 * at least three) once `limit.seconds` have passed, so a read that takes seconds does not take minutes.
 */
export async function latencyOf(read: () => Promise<unknown>, limit: SampleLimit): Promise<Latency> {
  const start = performance.now();
  const durations: number[] = [];
  while (durations.length < limit.samples && (durations.length < MIN_SAMPLES || secondsSince(start) < limit.seconds)) {
    const call = performance.now();
    await read();
    durations.push(performance.now() - call);
  }
  durations.sort((a, b) => a - b);
  return { p50: percentile(durations, 50), p95: percentile(durations, 95), samples: durations.length };
}

/** Seconds since `start` (a performance.now() reading). */
export function secondsSince(start: number): number {
  return (performance.now() - start) / 1000;
}

/** DynamoDB requests by operation and the capacity units they consumed (the functions' own count). */
export interface TableUsage {
  requests: Record<string, number>;
  capacityUnits: number;
}

/** "1 GetItem + 2 Query": by operation name, so two counts of the same requests read alike whatever came first. */
export function requestsText(requests: Record<string, number>, per = 1): string {
  const figure = (count: number) => (per === 1 ? String(count) : (count / per).toFixed(2));
  return Object.entries(requests)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([operation, count]) => `${figure(count)} ${operation}`)
    .join(' + ');
}
