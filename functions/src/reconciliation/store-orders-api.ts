import { setTimeout as sleep } from 'node:timers/promises';
import { STORE_API_VERSION } from '@app/shared/platform';
import { env } from '#lib/env';
import { storeCredentials } from '#lib/secrets';

/**
 * The store's orders through the Admin REST API at the pinned version (STORE_API_VERSION):
 * `GET /admin/api/{version}/orders.json` answers each order in exactly the shape its webhooks carry, its
 * refunds included, so reconciliation folds them through the webhook's own parser with no translation
 * (the GraphQL `orders` query answers another shape). Pages are followed by the `Link: <…page_info=…>;
 * rel="next"` header. Shopify's REST rate limit is a leaky bucket per app and store that each answer
 * reports as `X-Shopify-Shop-Api-Call-Limit: used/size`; a call that would overfill it waits for it to
 * leak first, and a 429 is retried after its Retry-After, as 5xx answers and network errors are after a
 * backoff, all within MAX_ATTEMPTS.
 */
export class StoreOrdersApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreOrdersApiError';
  }
}

const PAGE_SIZE = 250;
const MAX_ATTEMPTS = 5;
const BASE_DELAY_MS = 200;
const TIMEOUT_MS = 10_000;
/** Shopify says 2.0 seconds; a longer wait is capped, as the run has a time limit of its own. */
const MAX_RETRY_AFTER_MS = 10_000;
/** Calls left free in the bucket, for the code sync and anything else of ours sharing it. */
const HEADROOM = 4;

// What the last answer said of the bucket, and when; shared by every call of this warm function.
let bucket: { used: number; size: number; at: number } | undefined;

/** The bucket leaks a twentieth of its size a second (2 of 40 calls on standard plans, 20 of 400 on Plus). */
async function waitForRoom(): Promise<void> {
  if (!bucket) return;
  const leakPerSecond = bucket.size / 20;
  const used = Math.max(0, bucket.used - ((Date.now() - bucket.at) / 1000) * leakPerSecond);
  const over = used + 1 - (bucket.size - HEADROOM);
  if (over > 0) await sleep((over / leakPerSecond) * 1000);
}

function noteCallLimit(headers: Headers): void {
  const limit = /^(\d+)\/(\d+)$/.exec(headers.get('x-shopify-shop-api-call-limit') ?? '');
  if (limit) bucket = { used: Number(limit[1]), size: Number(limit[2]), at: Date.now() };
}

/** Retry-After in seconds (Shopify sends "2.0"), as milliseconds. */
function retryAfterMs(headers: Headers): number {
  const seconds = Number(headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : 2000;
}

/** The next page's address from a Link header, or undefined on the last page. */
export function nextPageOf(link: string | null): string | undefined {
  for (const part of (link ?? '').split(',')) {
    const found = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (found) return found[1];
  }
  return undefined;
}

async function getJson(url: URL): Promise<{ body: unknown; headers: Headers }> {
  const { adminToken } = await storeCredentials('storeAdminApi');
  let lastError = 'The store did not answer.';
  let wait = 0;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    if (attempt > 1) await sleep(wait || BASE_DELAY_MS * 2 ** (attempt - 2) * (0.5 + Math.random()));
    wait = 0;
    await waitForRoom();
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'x-shopify-access-token': adminToken, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      lastError = `The store could not be reached: ${(error as Error).message}`;
      continue;
    }
    noteCallLimit(response.headers);
    if (response.ok) return { body: await response.json(), headers: response.headers };
    await response.arrayBuffer();
    if (response.status === 401 || response.status === 403) {
      throw new StoreOrdersApiError(`The store refused our access token (HTTP ${response.status}).`);
    }
    if (response.status === 429) {
      lastError = 'The store is rate limiting us (HTTP 429).';
      wait = retryAfterMs(response.headers);
      continue;
    }
    if (response.status >= 500) {
      lastError = `The store answered HTTP ${response.status}.`;
      continue;
    }
    throw new StoreOrdersApiError(`The store answered HTTP ${response.status}.`);
  }
  throw new StoreOrdersApiError(lastError);
}

/**
 * Every order the store updated in [from, to], any status, a page (up to 250) at a time, as raw REST
 * payloads. The store's address is the configured one: a Link header naming Shopify's own host is followed
 * on it (the local stand-in answers plain http on loopback).
 */
export async function* storeOrdersUpdatedBetween(from: string, to: string): AsyncGenerator<unknown[]> {
  const origin = new URL(env('storeAdminApi').SHOPIFY_ADMIN_API_URL).origin;
  let url: URL | undefined = new URL(`/admin/api/${STORE_API_VERSION}/orders.json`, origin);
  url.search = new URLSearchParams({ status: 'any', updated_at_min: from, updated_at_max: to, limit: String(PAGE_SIZE) }).toString();
  while (url) {
    const { body, headers } = await getJson(url);
    const orders = (body as { orders?: unknown }).orders;
    if (!Array.isArray(orders)) throw new StoreOrdersApiError('The store answered without an orders list.');
    yield orders;
    const next = nextPageOf(headers.get('link'));
    url = next ? new URL(`${new URL(next).pathname}${new URL(next).search}`, origin) : undefined;
  }
}
