import { pathUnderApiBase, type RouteContract, type RouteInput, type RouteOutput } from '@app/shared/contracts';
import { parseRuntimeConfig } from '@app/shared/platform';
import { baseUrl } from '../stack';

/** A route's input as it is sent: the contract has typed it for the caller. */
interface SentInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
}

/** Where the stack's API lives, as its /config.json tells the browser. */
async function apiBaseUrl(): Promise<string> {
  return parseRuntimeConfig(await (await fetch(`${baseUrl()}/config.json`)).json()).apiBaseUrl.replace(/\/$/, '');
}

/**
 * Calls one route of the stack's API as the web app does, typed by its contract, with `token` (an access
 * token) on signed-in routes. Throws with the answer's body on any status but the contract's success.
 */
export async function callApi<C extends RouteContract>(contract: C, input: RouteInput<C>, token?: string): Promise<RouteOutput<C>> {
  const { params, query, body } = input as SentInput;
  const url = new URL(`${await apiBaseUrl()}${pathUnderApiBase(contract, params)}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url, { method: contract.method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (response.status !== (contract.status ?? 200))
    throw new Error(`${contract.method} ${contract.path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as RouteOutput<C>;
}
