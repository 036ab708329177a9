import {
  pathUnderApiBase,
  REQUEST_ID_HEADER,
  type RouteAddress,
  type RouteContract,
  type RouteInput,
  type RouteOutput,
} from '@app/shared/contracts';
import { getAccessToken, runtimeConfig } from '@app/ui/auth';
import { apiErrorFrom, NetworkError, UnauthorizedError } from './errors';

export interface RequestOptions {
  signal?: AbortSignal;
}

/** The input may be left out exactly when none of its parts is required: the contract declares no params, query or body. */
type ApiArguments<C extends RouteContract> =
  Partial<RouteInput<C>> extends RouteInput<C>
    ? [input?: RouteInput<C>, options?: RequestOptions]
    : [input: RouteInput<C>, options?: RequestOptions];

/** A route's input as the client reads it: the contract's types matter to callers, not here. */
interface SentInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
}

/** Gateways answer these while a function starts or scales; an idempotent read is worth one more try. */
const RETRYABLE_STATUSES = new Set([502, 503, 504]);
const RETRY_DELAY_MS = 200;

function urlFor(contract: Pick<RouteContract, 'path'>, { params, query }: SentInput): string {
  const path = pathUnderApiBase(contract, params);
  const url = new URL(`${runtimeConfig().apiBaseUrl.replace(/\/$/, '')}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function send(
  contract: Pick<RouteContract, 'method'>,
  url: string,
  body: unknown,
  signal: AbortSignal | undefined,
  token: string | undefined,
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(url, {
      method: contract.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      // swr is the page's cache. The browser's would answer a public read (max-age=30) from an earlier visit,
      // older than the page it just rendered, so every call asks the server; CloudFront still keeps its own copy.
      cache: 'no-cache',
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new NetworkError(cause);
  }
}

async function parseBody(response: Response): Promise<unknown> {
  const raw = await response.text();
  if (raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls one route of our HTTP API, as its contract declares it: `api(campaigns.getCampaign, { params: { campaign_id } })`.
 * Signed-in routes carry the Cognito access token, refreshed once if the API refuses it; public routes
 * send none. Any failed answer throws a typed ApiError. Resolves with the JSON body, typed by the
 * contract's response schema: the body is trusted, not parsed, to keep zod's work out of the browser. A
 * route's address (shared/src/contracts/addresses.ts) calls it the same way without loading its schemas.
 */
export async function api<C extends RouteContract>(
  contract: C | RouteAddress<C>,
  ...[input, options]: ApiArguments<C>
): Promise<RouteOutput<C>> {
  // The contract has typed the input for the caller; here only its parts' presence matters.
  const sent = (input ?? {}) as SentInput;
  const url = urlFor(contract, sent);
  const signal = options?.signal;
  const signedIn = contract.access !== 'public';
  let token: string | undefined;
  if (signedIn) {
    token = await getAccessToken();
    if (!token) throw new UnauthorizedError(401, 'unauthorized', 'Sign in to continue.');
  }

  let response = await send(contract, url, sent.body, signal, token);
  if (response.status === 401 && signedIn) {
    // The token may have expired or been revoked since Amplify last refreshed it.
    const refreshed = await getAccessToken({ forceRefresh: true });
    if (refreshed && refreshed !== token) {
      token = refreshed;
      response = await send(contract, url, sent.body, signal, token);
    }
  }
  if (contract.method === 'GET' && RETRYABLE_STATUSES.has(response.status)) {
    await wait(RETRY_DELAY_MS);
    response = await send(contract, url, sent.body, signal, token);
  }

  const body = await parseBody(response);
  if (!response.ok) throw apiErrorFrom(response.status, body, response.headers.get(REQUEST_ID_HEADER) ?? undefined);
  return body as RouteOutput<C>;
}
