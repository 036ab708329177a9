import middy, { type MiddlewareObj } from '@middy/core';
import type { ParsedInput, RouteContract, RouteOutput } from '@app/shared/contracts';
import { ROLES, type Role } from '@app/shared/platform';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { z } from 'zod';
import type { Grant } from '#platform/grants';
import { withAuditScope } from './audit';
import { DomainError, Forbidden, Invalid, TooManyRequests, Unauthorized } from './errors';
import { logger } from './observability';

export type HttpEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims: Record<string, string | number | boolean | string[]> } };
  };
};
export type HttpResult = APIGatewayProxyStructuredResultV2;

/** Who is calling, from the claims API Gateway's JWT authorizer verified. */
export interface Caller {
  userId: string;
  role: Role;
}

/**
 * Every JSON answer is data for the app, never a page to list: `noindex` keeps a search engine that follows an
 * address of the API (a public campaign page's, say) from listing what it read there.
 */
function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResult {
  return { statusCode, headers: { 'content-type': 'application/json', 'x-robots-tag': 'noindex', ...headers }, body: JSON.stringify(body) };
}

/** Maps typed domain errors to `{ error: { code, message } }`; anything else is a 500 that leaks nothing. */
export function httpErrors(): MiddlewareObj<HttpEvent, HttpResult> {
  const httpErrorsOnError: MiddlewareObj<HttpEvent, HttpResult>['onError'] = (request) => {
    const error = request.error;
    if (error instanceof DomainError) {
      const { status, code, message, field } = error;
      const details = error instanceof InvalidFields ? { fields: error.fields } : {};
      const headers: Record<string, string> =
        error instanceof TooManyRequests && error.retryAfterSeconds ? { 'retry-after': String(error.retryAfterSeconds) } : {};
      request.response = json(status, { error: { code, message, ...(field ? { field } : {}), ...details } }, headers);
      return;
    }
    logger.error('Unhandled error', { routeKey: request.event.routeKey, error });
    request.response = json(500, { error: { code: 'internal', message: 'Something went wrong. Please try again.' } });
  };
  return { onError: httpErrorsOnError };
}

/**
 * API Gateway flattens array claims to "[a b]"; cognito-local's raw token carries an array.
 * Both reach here in the API Gateway form, but reading either keeps the parser honest.
 */
function groupsFromClaim(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim !== 'string') return [];
  return claim
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

/** A user in several groups acts with the highest one. */
function roleFromGroups(groups: string[]): Role | undefined {
  return [...ROLES].reverse().find((role) => groups.includes(role));
}

type WithCaller = HttpEvent & { caller: Caller };

/** Enforces a signed-in route's roles: 401 without verified claims, 403 for a role not listed. */
function authorize(roles: readonly Role[]): MiddlewareObj<WithCaller, HttpResult> {
  const authorizeBefore: MiddlewareObj<WithCaller, HttpResult>['before'] = (request) => {
    const claims = request.event.requestContext.authorizer?.jwt?.claims;
    const userId = claims?.sub;
    if (typeof userId !== 'string' || userId === '') throw new Unauthorized();
    const role = roleFromGroups(groupsFromClaim(claims?.['cognito:groups']));
    if (!role || !roles.includes(role)) throw new Forbidden();
    request.event.caller = { userId, role };
  };
  return { before: authorizeBefore };
}

/** A 400 listing every field at fault; `message` and `field` name the first. */
export class InvalidFields extends Invalid {
  constructor(readonly fields: Record<string, string>) {
    const [field, message] = Object.entries(fields)[0] ?? ['', 'Invalid input.'];
    super(message, field || undefined);
  }
}

type InputPart = 'params' | 'query' | 'body';

function rawInput(event: HttpEvent, part: InputPart): unknown {
  if (part === 'query') return event.queryStringParameters ?? {};
  if (part === 'params') return event.pathParameters ?? {};
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw new Invalid('Request body must be JSON.');
  }
}

function parsePart(schema: z.ZodType, event: HttpEvent, part: InputPart): unknown {
  const result = schema.safeParse(rawInput(event, part));
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  throw new InvalidFields(fields);
}

type WithInput<C extends RouteContract> = HttpEvent & { input: ParsedInput<C> };

/** Parses the parts of the request the contract declares with its zod schemas; the handler receives `input`, typed. */
function validateRequest<C extends RouteContract>(contract: C): MiddlewareObj<WithInput<C>, HttpResult> {
  const validateRequestBefore: MiddlewareObj<WithInput<C>, HttpResult>['before'] = (request) => {
    const input: Record<string, unknown> = {};
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = contract[part];
      if (schema) input[part] = parsePart(schema, request.event, part);
    }
    request.event.input = input as ParsedInput<C>;
  };
  return { before: validateRequestBefore };
}

/** A success answer with a status or headers of its own (a cache policy, a 503 health report). */
export class Reply<T> {
  constructor(
    readonly body: T,
    readonly options: { status?: number; headers?: Record<string, string> } = {},
  ) {}
}

export function reply<T>(body: T, options: { status?: number; headers?: Record<string, string> }): Reply<T> {
  return new Reply(body, options);
}

export interface RouteRequest<C extends RouteContract> {
  input: ParsedInput<C>;
  /** The verified caller; undefined on public routes. */
  caller: C['access'] extends 'public' ? undefined : Caller;
  event: HttpEvent;
}

/** One route of a domain: its contract, what it may touch, and what it does. */
export interface RouteDeclaration<C extends RouteContract = RouteContract> {
  contract: C;
  grants: readonly Grant[];
  handle: (request: RouteRequest<C>) => Promise<RouteOutput<C> | Reply<RouteOutput<C>>>;
}

/** Declares a route: parse → authorize → the domain call in `handle` → the contract's status. */
export function route<const C extends RouteContract>(
  contract: C,
  grants: readonly Grant[],
  handle: RouteDeclaration<C>['handle'],
): RouteDeclaration<C> {
  return { contract, grants, handle };
}

/**
 * The middy handler of one route: errors mapped, roles enforced (signed-in routes), the request parsed
 * with the contract's schemas, then the route's own work.
 */
export function httpHandlerOf<C extends RouteContract>(declaration: RouteDeclaration<C>) {
  const { contract, handle } = declaration;
  const chain = middy<WithInput<C> & Partial<WithCaller>, HttpResult>().use(httpErrors());
  if (contract.access !== 'public') chain.use(authorize(contract.access));
  return chain.use(validateRequest(contract)).handler(async (event) => {
    // authorize() set the caller exactly when the contract is not public, which is what RouteRequest's type says.
    const request = { input: event.input, caller: event.caller, event } as unknown as RouteRequest<C>;
    // A signed-in change runs in an audit scope: its domain's audit entry names the caller and this request (lib/audit.ts).
    const caller = event.caller;
    const result =
      caller && contract.method !== 'GET'
        ? await withAuditScope({ actorId: caller.userId, requestId: event.requestContext.requestId, kind: contract.audit }, () =>
            handle(request),
          )
        : await handle(request);
    if (result instanceof Reply) return json(result.options.status ?? contract.status ?? 200, result.body, result.options.headers);
    return json(contract.status ?? 200, result);
  });
}
