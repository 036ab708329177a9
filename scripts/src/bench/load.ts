import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { storeSignature } from '@app/functions/orders/seeding';
import { localStore } from '#local/layout';
import { storeOrderPayload } from '../store/store-order';
import type { LoadResult, LoadSpec } from './load-client';

const run = promisify(execFile);
// Shopify gives a webhook 5 seconds before it counts the delivery as failed; issue 24 asks for a p99
// under 500 ms at 100 concurrent deliveries.
const WEBHOOK_P99_TARGET_MS = 500;

export interface LoadRun {
  name: string;
  connections: number;
  seconds: number;
  result: LoadResult;
  /** The p99 the run must stay under, if any. */
  p99TargetMs?: number;
}

export async function load(spec: LoadSpec): Promise<LoadResult> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(__dirname, 'load-client.ts'), JSON.stringify(spec)], {
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as LoadResult;
}

/**
 * 100 clients on the store webhook for `seconds`, from a second process. The deliveries repeat one order
 * under one id, so the consumer counts it once and the bus does not pile up work that outlives the run.
 */
export async function webhookLoad(apiEndpoint: string, seconds: number): Promise<LoadRun> {
  const body = JSON.stringify(storeOrderPayload({ quantity: 1, unitPrice: 25 }));
  const result = await load({
    url: `${apiEndpoint}/api/webhooks/shopify`,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': 'orders/paid',
      'x-shopify-webhook-id': 'bench-load-delivery',
      'x-shopify-hmac-sha256': storeSignature(body, localStore.webhookSecret),
    },
    body,
    connections: 100,
    seconds,
  });
  return { name: 'store webhook', connections: 100, seconds, result, p99TargetMs: WEBHOOK_P99_TARGET_MS };
}

/** Concurrent clients against the running API from a second process: 200 on the public campaign page, then the webhook's 100, `seconds` each. */
export async function loadRuns(apiEndpoint: string, campaignSlug: string, seconds: number): Promise<LoadRun[]> {
  const page = await load({
    url: `${apiEndpoint}/api/leaderboards/campaign-pages/${campaignSlug}`,
    method: 'GET',
    headers: {},
    connections: 200,
    seconds,
  });
  return [{ name: 'public campaign page', connections: 200, seconds, result: page }, await webhookLoad(apiEndpoint, seconds)];
}

/** One line per run (clients, requests, rate, percentiles, errors); errors are failed checks, a late p99 a missed target. */
export function loadReport(runs: LoadRun[]): { lines: string[]; failedChecks: string[]; missedTargets: string[] } {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const lines = runs.map(
    ({ name, connections, seconds, result }) =>
      `Load, ${name}: ${connections} clients for ${seconds} s, ${result.requests.toLocaleString('en-US')} requests (${result.perSecond.toFixed(0)}/s), ` +
      `p50 / p95 / p99 ${ms(result.p50)} / ${ms(result.p95)} / ${ms(result.p99)}, ${result.errors} errors.`,
  );
  const failedChecks = runs
    .filter(({ result }) => result.errors > 0)
    .map(({ name, result }) => `${name}: ${result.errors} errors under load`);
  const missedTargets = runs
    .filter(({ result, p99TargetMs }) => p99TargetMs !== undefined && result.p99 > p99TargetMs)
    .map(({ name, result, p99TargetMs }) => `${name}: p99 ${ms(result.p99)} over ${p99TargetMs} ms`);
  return { lines, failedChecks, missedTargets };
}
