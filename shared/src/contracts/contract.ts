import type { z } from 'zod';
import type { AuditKind } from '../audit-log/audit-log';
import type { Role } from '../platform/roles';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The response header every API answer carries its request id in: the reference an error toast shows, and the logs' correlation id. */
export const REQUEST_ID_HEADER = 'x-request-id';
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Who may call a route: anyone, or a signed-in user whose role (Cognito group) is listed. */
export type Access = 'public' | readonly Role[];

/**
 * One HTTP route of the product, declared once. The API's handler validation, the route table the CDK
 * and the local stack build, the authorization matrix, the fuzz tests and the browser's typed client
 * all derive from it.
 */
export interface RouteContract {
  method: HttpMethod;
  /** API Gateway path syntax: /api/campaigns/{campaign_id} */
  path: string;
  access: Access;
  /** A public route that authenticates its caller itself (the store webhook's HMAC): unsigned calls get 401. */
  signedBy?: 'store';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** The success status; 200 unless said otherwise. */
  status?: 200 | 201;
  /** The spec's error messages this route may answer with, by name. */
  errors?: Readonly<Record<string, string>>;
  /**
   * A path parameter that names a row some users own (a fundraiser's own campaign): the authorization
   * matrix calls the route with another user's row and expects 403.
   */
  ownedParam?: { name: string; owner: 'campaign' };
  /**
   * What the audit log records for this route (issue 46): every admin route that changes something names its
   * kind, and its domain writes the entry in the change's own transaction (lib/audit.ts). The audit walk test
   * fails for an admin route that changes something and names none, or writes none.
   */
  audit?: AuditKind;
}

declare const contractOfAddress: unique symbol;

/**
 * A route's address (method, path, access) without its schemas, typed by its contract: what the browser's
 * client needs to call the route, for code that must not load zod (the public pages and the UI kit's shell,
 * see addresses.ts). `api(address, input)` types input and output as `api(contract, input)` does.
 */
export type RouteAddress<C extends RouteContract> = Pick<C, 'method' | 'path' | 'access'> & { readonly [contractOfAddress]?: C };

/** Checks a contract's shape and keeps its literal types, so callers infer input and output from it. */
/** The access of a route only admins may call. */
export const adminOnly = ['admin'] as const satisfies Access;

export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}

/**
 * One web page the server renders: HTML for a browser's address bar, not a JSON API route. It answers
 * HTML whatever happens (the site's not-found page with 404 for a path it cannot serve, never JSON), so
 * the API's checks (the fuzz suite, the authorization matrix, the typed client) do not apply to it; the
 * page's own tests check its rules. Public: a page is what anyone opening a shared link receives.
 */
export interface PageContract {
  method: 'GET';
  /** API Gateway path syntax, outside /api: /campaign/{slug} */
  path: string;
  access: 'public';
  /** Path parameters; a value the schema refuses gets the not-found page. */
  params: z.ZodType;
}

export function definePage<const C extends PageContract>(contract: C): C {
  return contract;
}

/**
 * The site paths a page answers, as a CloudFront path pattern: a page with parameters answers every path
 * under the prefix before its first one (/campaign/{slug} → /campaign/*), a page without answers its own.
 */
export function pagePathPatternOf(path: string): string {
  const firstParameter = path.indexOf('{');
  return firstParameter === -1 ? path : `${path.slice(0, firstParameter)}*`;
}

/** Whether a request's path falls under a page path pattern, as CloudFront matches it (`*` at the end only). */
export function matchesPagePathPattern(pattern: string, pathname: string): boolean {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;
type Part<C extends RouteContract, K extends 'params' | 'query' | 'body', T> = C[K] extends z.ZodType
  ? { [P in K]: T }
  : { [P in K]?: never };

/** What a caller sends: the parts the contract declares, before parsing (what a form holds). */
export type RouteInput<C extends RouteContract> = Part<C, 'params', InputOf<C['params']>> &
  Part<C, 'query', InputOf<C['query']>> &
  Part<C, 'body', InputOf<C['body']>>;

/** What a handler receives: the declared parts, parsed. */
export type ParsedInput<C extends RouteContract> = Part<C, 'params', OutputOf<C['params']>> &
  Part<C, 'query', OutputOf<C['query']>> &
  Part<C, 'body', OutputOf<C['body']>>;

/** What the route answers with on success. */
export type RouteOutput<C extends RouteContract> = z.output<C['response']>;

/** "GET /api/me": API Gateway's routeKey for a contract. */
export function routeKeyOf(contract: Pick<RouteContract, 'method' | 'path'>): string {
  return `${contract.method} ${contract.path}`;
}

/** The contract's path with its parameters filled in, each one URL-encoded. */
export function pathOf(contract: Pick<RouteContract, 'path'>, params: Record<string, string | number> = {}): string {
  return contract.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${contract.path} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * Contract paths are the API's full paths (/api/campaigns/{campaign_id}), while a deployment's apiBaseUrl
 * already points at the API's root (http://localhost:3000/api locally, /api behind CloudFront): the path
 * to append to apiBaseUrl drops the /api prefix.
 */
export function pathUnderApiBase(contract: Pick<RouteContract, 'path'>, params?: Record<string, string | number>): string {
  return pathOf(contract, params).replace(/^\/api(?=\/|$)/, '');
}

/** The names of the path parameters, in order: /api/x/{a}/{b} → ['a', 'b']. */
export function pathParameterNames(contract: Pick<RouteContract, 'path'>): string[] {
  return [...contract.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** Whether a signed-in user of this role may call the route (public routes: anyone). */
export function allowsRole(contract: Pick<RouteContract, 'access'>, role: Role): boolean {
  return contract.access === 'public' || contract.access.includes(role);
}

/**
 * One event on the programme's bus, declared once: the publisher puts it, the rule matches it and the
 * consumer parses its detail with the same schema.
 */
export interface EventContract<S extends z.ZodType = z.ZodType> {
  source: string;
  detailType: string;
  detail: S;
  /** One line for a person about one event ("orders/paid for order #1001"), shown when it fails. */
  describe: (detail: z.output<S>) => string;
}

export function defineEvent<const S extends z.ZodType>(contract: EventContract<S>): EventContract<S> {
  return contract;
}

export type EventDetail<E extends EventContract> = z.output<E['detail']>;
