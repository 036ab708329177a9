import { setTimeout as sleep } from 'node:timers/promises';
import { createAdminApiClient, type AdminApiClient, type GraphQLError } from '@shopify/admin-api-client';
import { STORE_API_VERSION } from '@app/shared/platform';
import { env } from '#lib/env';
import { storeCredentials } from '#lib/secrets';
import { logger } from '#lib/observability';

/**
 * The store's Admin GraphQL API at the pinned version (STORE_API_VERSION), through Shopify's own client,
 * which builds the endpoint and headers and parses each answer into data, errors and extensions. Its
 * retries stay off: it retries only 429, 503 and network errors, after a fixed second, and never a THROTTLED
 * answer (HTTP 200). So the policy is ours: Shopify's cost-based rate limit is respected (each answer reports
 * the bucket, extensions.cost.throttleStatus, and a call that would overdraw it waits for the bucket to
 * refill first), and THROTTLED answers, 429s, 5xx and network errors are retried with exponential backoff
 * (a call that must run once retries only what the store says it did not run: `once`).
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

function isThrottleStatus(value: Partial<ThrottleStatus> | undefined): value is ThrottleStatus {
  return (
    typeof value?.maximumAvailable === 'number' && typeof value.currentlyAvailable === 'number' && typeof value.restoreRate === 'number'
  );
}

/** The API version the store last answered with (X-Shopify-API-Version). */
export let lastApiVersion: string | undefined;

function noteAnsweredVersion(headers: Headers | undefined): void {
  const answered = headers?.get('x-shopify-api-version') ?? undefined;
  if (!answered) return;
  // Shopify answers a retired version with the oldest one it still supports, without an error.
  if (answered !== STORE_API_VERSION && answered !== lastApiVersion) {
    logger.warn('The store answered with another Admin API version: move STORE_API_VERSION (shared/src/platform/constants.ts) on', {
      answered,
      pinned: STORE_API_VERSION,
    });
  }
  lastApiVersion = answered;
}

let client: { token: string; api: AdminApiClient } | undefined;

/**
 * Shopify's client for the configured store, made on first use (the environment is validated then) and
 * again when the access token in the store's credentials changes (a rotation, lib/secrets.ts).
 */
async function adminApi(): Promise<AdminApiClient> {
  const { adminToken } = await storeCredentials('storeAdminApi');
  if (client?.token === adminToken) return client.api;
  const storeOrigin = new URL(env('storeAdminApi').SHOPIFY_ADMIN_API_URL).origin;
  const api = createAdminApiClient({
    storeDomain: storeOrigin,
    apiVersion: STORE_API_VERSION,
    accessToken: adminToken,
    retries: 0,
    // The client always asks https://<domain>; the local stand-in answers plain http on loopback, so the
    // request goes to the configured origin. Each attempt has its own timeout.
    customFetchApi: (url, init) => fetch(new URL(new URL(url).pathname, storeOrigin), { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) }),
    // Early warnings of the next API change: the pinned version leaving Shopify's support window, or a field
    // the store says is deprecated (X-Shopify-API-Deprecated-Reason).
    logger: (entry) => {
      if (entry.type === 'Unsupported_Api_Version') {
        logger.warn("Store Admin API: the pinned version is past Shopify's support window: move STORE_API_VERSION on", {
          pinned: entry.content.apiVersion,
          supported: entry.content.supportedApiVersions,
        });
      } else if (entry.type === 'HTTP-Response-GraphQL-Deprecation-Notice') {
        logger.warn('Store Admin API: a deprecated field was used', { notice: entry.content.deprecationNotice });
      }
    },
  });
  client = { token: adminToken, api };
  return api;
}

export interface StoreCallOptions {
  /**
   * The operation must not run twice (giftCardCreate has no idempotency key). An answer that leaves unknown
   * whether it ran, a 5xx, a timeout or no answer at all, is not retried here but thrown as retryable: the
   * caller looks in the store before it tries again. THROTTLED and 429 are still retried: the store ran nothing.
   */
  once?: boolean;
}

export async function storeGraphql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  expectedCost = 10,
  options: StoreCallOptions = {},
): Promise<T> {
  const api = await adminApi();
  let lastError: StoreApiError | undefined;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    if (attempt > 1) await sleep(BASE_DELAY_MS * 2 ** (attempt - 2) * (0.5 + Math.random()));
    await waitForBudget(expectedCost);
    const { data, errors, extensions, headers } = await api.request<T>(query, { variables });
    noteAnsweredVersion(headers ?? errors?.response?.headers);
    const status = errors?.networkStatusCode;
    if (errors && status === undefined) {
      lastError = new StoreApiError(`The store could not be reached: ${errors.message ?? 'no answer'}`, true);
      if (options.once) throw lastError;
      continue;
    }
    if (status === 401 || status === 403) {
      throw new StoreApiError(`The store refused our access token (HTTP ${status}).`, false);
    }
    if (status === 429 || (status !== undefined && status >= 500)) {
      lastError = new StoreApiError(`The store answered HTTP ${status}.`, true);
      if (options.once && status !== 429) throw lastError;
      continue;
    }
    const throttle = extensions?.cost?.throttleStatus;
    if (isThrottleStatus(throttle)) bucket = { status: throttle, at: Date.now() };
    // An array of GraphQL errors as a rule; Shopify sends a plain string for some refusals.
    const reported: unknown = errors?.graphQLErrors;
    const problems = Array.isArray(reported) ? (reported as GraphQLError[]) : [];
    if (problems.some((problem) => problem.extensions?.code === 'THROTTLED')) {
      lastError = new StoreApiError('The store is rate limiting us (THROTTLED).', true);
      continue;
    }
    if (problems.length) throw new StoreApiError(problems.map((problem) => problem.message).join('; '), false);
    if (typeof reported === 'string') throw new StoreApiError(reported, false);
    if (errors || data === undefined) {
      throw new StoreApiError(
        `The store answered HTTP ${status ?? 200} without data${errors?.message ? ` (${errors.message})` : ''}.`,
        false,
      );
    }
    return data;
  }
  throw lastError ?? new StoreApiError('The store did not answer.', true);
}
