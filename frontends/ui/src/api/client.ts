import { getAccessToken, runtimeConfig } from '@app/ui/auth';
import { apiErrorFrom, NetworkError, UnauthorizedError } from './errors';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Public routes (sign-up, campaign pages) send no token. */
  auth?: boolean;
  signal?: AbortSignal;
}

/** Gateways answer these while a function starts or scales; an idempotent read is worth one more try. */
const RETRYABLE_STATUSES = new Set([502, 503, 504]);
const RETRY_DELAY_MS = 200;

function urlFor(path: string, query: RequestOptions['query']): string {
  const url = new URL(`${runtimeConfig().apiBaseUrl.replace(/\/$/, '')}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function send(method: Method, url: string, options: RequestOptions, token: string | undefined): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
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
 * Calls our HTTP API: attaches the Cognito access token, refreshes it once if the API refuses it,
 * and throws a typed ApiError for any failed answer. Resolves with the parsed JSON body.
 */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const { auth = true } = options;
  const url = urlFor(path, options.query);
  let token: string | undefined;
  if (auth) {
    token = await getAccessToken();
    if (!token) throw new UnauthorizedError(401, 'unauthorized', 'Sign in to continue.');
  }

  let response = await send(method, url, options, token);
  if (response.status === 401 && auth) {
    // The token may have expired or been revoked since Amplify last refreshed it.
    const refreshed = await getAccessToken({ forceRefresh: true });
    if (refreshed && refreshed !== token) response = await send(method, url, options, refreshed);
  }
  if (method === 'GET' && RETRYABLE_STATUSES.has(response.status)) {
    await wait(RETRY_DELAY_MS);
    response = await send(method, url, options, token);
  }

  const body = await parseBody(response);
  if (!response.ok) throw apiErrorFrom(response.status, body);
  return body as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
