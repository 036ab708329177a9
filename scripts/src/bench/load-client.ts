/**
 * A load generator in a process of its own, so its work does not slow the server it measures: keeps
 * `connections` requests in flight for `seconds`, then prints one JSON line with the count, the errors
 * (no answer, or a status of 400 or more) and the latency percentiles. The bench starts it (load.ts).
 */
export interface LoadSpec {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function run(spec: LoadSpec): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + spec.seconds * 1000;
  await Promise.all(
    Array.from({ length: spec.connections }, async () => {
      while (performance.now() < deadline) {
        const start = performance.now();
        try {
          const answer = await fetch(spec.url, { method: spec.method, headers: spec.headers, body: spec.body });
          await answer.arrayBuffer();
          if (answer.status >= 400) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / spec.seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

if (process.argv[2]) {
  void run(JSON.parse(process.argv[2]) as LoadSpec).then((result) => {
    process.stdout.write(`${JSON.stringify(result)}\n`);
  });
}
