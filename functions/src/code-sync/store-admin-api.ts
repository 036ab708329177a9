import { setTimeout as sleep } from 'node:timers/promises';
import { env } from '#lib/env';

/**
 * The store's Admin GraphQL API, with Shopify's cost-based rate limit respected: each answer reports
 * the bucket (extensions.cost.throttleStatus), and a call that would overdraw it waits for the bucket to
 * refill first. THROTTLED answers, 429s, 5xx and network errors are retried with exponential backoff.
 */
export class StoreApiError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'StoreApiError';
  }
}

interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}
interface GraphqlAnswer<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string } }> | string;
  extensions?: { cost?: { requestedQueryCost?: number; throttleStatus?: ThrottleStatus } };
}

const MAX_ATTEMPTS = 5;
const BASE_DELAY_MS = 200;
const TIMEOUT_MS = 10_000;

// What the last answer said of the bucket, and when; shared by every call of this warm function.
let bucket: { status: ThrottleStatus; at: number } | undefined;

async function waitForBudget(cost: number): Promise<void> {
  if (!bucket) return;
  const { status, at } = bucket;
  const available = Math.min(status.maximumAvailable, status.currentlyAvailable + ((Date.now() - at) / 1000) * status.restoreRate);
  if (available < cost) await sleep(((cost - available) / status.restoreRate) * 1000);
}

/** The API version the store answered with (or the one we asked for). */
export let lastApiVersion: string | undefined;

export async function storeGraphql<T>(query: string, variables: Record<string, unknown> = {}, expectedCost = 10): Promise<T> {
  const { SHOPIFY_ADMIN_API_URL, SHOPIFY_ADMIN_TOKEN, SHOPIFY_API_VERSION } = env('storeAdminApi');
  const url = `${SHOPIFY_ADMIN_API_URL.replace(/\/$/, '')}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`;
  let lastError: StoreApiError | undefined;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    if (attempt > 1) await sleep(BASE_DELAY_MS * 2 ** (attempt - 2) * (0.5 + Math.random()));
    await waitForBudget(expectedCost);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shopify-access-token': SHOPIFY_ADMIN_TOKEN },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      lastError = new StoreApiError(`The store could not be reached: ${(error as Error).message}`, true);
      continue;
    }
    lastApiVersion = response.headers.get('x-shopify-api-version') ?? SHOPIFY_API_VERSION;
    if (response.status === 401 || response.status === 403) {
      throw new StoreApiError(`The store refused our access token (HTTP ${response.status}).`, false);
    }
    if (response.status === 429 || response.status >= 500) {
      lastError = new StoreApiError(`The store answered HTTP ${response.status}.`, true);
      continue;
    }
    const answer = (await response.json().catch(() => ({}))) as GraphqlAnswer<T>;
    const throttle = answer.extensions?.cost?.throttleStatus;
    if (throttle) bucket = { status: throttle, at: Date.now() };
    if (Array.isArray(answer.errors) && answer.errors.length) {
      if (answer.errors.some((error) => error.extensions?.code === 'THROTTLED')) {
        lastError = new StoreApiError('The store is rate limiting us (THROTTLED).', true);
        continue;
      }
      throw new StoreApiError(answer.errors.map((error) => error.message).join('; '), false);
    }
    if (typeof answer.errors === 'string') throw new StoreApiError(answer.errors, false);
    if (!response.ok || !answer.data) throw new StoreApiError(`The store answered HTTP ${response.status} without data.`, false);
    return answer.data;
  }
  throw lastError ?? new StoreApiError('The store did not answer.', true);
}
