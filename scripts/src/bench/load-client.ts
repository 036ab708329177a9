/**
 * A load generator in a process of its own, so its work does not slow the server it measures: keeps
 * `connections` requests in flight for `seconds` (or, with `ratePerSecond`, starts requests at that steady
 * rate whatever the answers' pace), then prints one JSON line with the count, the errors (no answer, or a
 * status of 400 or more) and the latency percentiles. The bench starts it (load.ts).
 */
export interface LoadSpec {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
  /**
   * Open loop: one request every 1/rate s for `seconds`, however slowly the server answers, each timed from
   * when it was due (a late start counts against the server), so the percentiles are those at that load.
   */
  ratePerSecond?: number;
  /** Answer redirects rather than follow them (a tracked link's 302 is the answer measured). */
  redirect?: 'manual';
  /**
   * Each request from a visitor address of its own, as CloudFront says it with the origin secret
   * (functions/src/lib/client-address.ts), so none is a repeat of another.
   */
  distinctVisitors?: { originSecret: string; /** The first visitor's number, so runs one after another share no visitor. */ from: number };
}

let visitors = 0;

/** The next visitor's headers: an address no request used before, vouched for by the origin secret. */
function visitorHeaders(spec: LoadSpec): Record<string, string> {
  if (!spec.distinctVisitors) return {};
  visitors += 1;
  const visitor = spec.distinctVisitors.from + visitors;
  const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
  return { 'cloudfront-viewer-address': `${address}:443`, 'x-origin-verify': spec.distinctVisitors.originSecret };
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
  /** One request, timed from `due`; an error is no answer or a status of 400 or more. */
  async function request(due: number): Promise<void> {
    try {
      const headers = { ...spec.headers, ...visitorHeaders(spec) };
      const answer = await fetch(spec.url, { method: spec.method, headers, body: spec.body, redirect: spec.redirect });
      await answer.arrayBuffer();
      if (answer.status >= 400) errors++;
    } catch {
      errors++;
    }
    latencies.push(performance.now() - due);
  }
  if (spec.ratePerSecond) {
    const start = performance.now();
    const sent: Array<Promise<void>> = [];
    for (let i = 0; i < spec.seconds * spec.ratePerSecond; i++) {
      const due = start + (i * 1000) / spec.ratePerSecond;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      sent.push(request(due));
    }
    await Promise.all(sent);
  } else {
    const deadline = performance.now() + spec.seconds * 1000;
    await Promise.all(
      Array.from({ length: spec.connections }, async () => {
        while (performance.now() < deadline) await request(performance.now());
      }),
    );
  }
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
