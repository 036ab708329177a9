import middy, { type MiddlewareObj } from '@middy/core';
import { isRole, ROLES, type Role } from '@app/shared/roles';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { z } from 'zod';
import { findRoute } from '#platform/routes';
import { DomainError, Forbidden, Invalid, TooManyRequests, Unauthorized } from './errors';

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

export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResult {
  return { statusCode, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
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
    console.error('Unhandled error', { routeKey: request.event.routeKey, error });
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
  return claim.replace(/^\[|\]$/g, '').split(/[\s,]+/).filter(Boolean);
}

/** A user in several groups acts with the highest one. */
function roleFromGroups(groups: string[]): Role | undefined {
  return [...ROLES].reverse().find((role) => groups.includes(role));
}

function routeOf(event: HttpEvent) {
  const route = findRoute(event.routeKey);
  // Deny by default: a handler reached through a route the table does not declare serves nobody.
  if (!route) throw new Forbidden('This route is not declared.');
  return route;
}

/** Enforces the route table's roles for signed-in routes: 401 without verified claims, 403 for a role not listed. */
export function authorize(): MiddlewareObj<HttpEvent & { caller: Caller }, HttpResult> {
  const authorizeBefore: MiddlewareObj<HttpEvent & { caller: Caller }, HttpResult>['before'] = (request) => {
    const route = routeOf(request.event);
    if (route.access === 'public') throw new Forbidden('This route is public; it must not use authorize().');
    const claims = request.event.requestContext.authorizer?.jwt?.claims;
    const userId = claims?.sub;
    if (typeof userId !== 'string' || userId === '') throw new Unauthorized();
    const role = roleFromGroups(groupsFromClaim(claims?.['cognito:groups']));
    if (!role || !isRole(role) || !route.access.includes(role)) throw new Forbidden();
    request.event.caller = { userId, role };
  };
  return { before: authorizeBefore };
}

/** Marks a handler public, and checks that the route table agrees. */
export function publicAccess(): MiddlewareObj<HttpEvent, HttpResult> {
  const publicAccessBefore: MiddlewareObj<HttpEvent, HttpResult>['before'] = (request) => {
    if (routeOf(request.event).access !== 'public') throw new Forbidden('This route is not public.');
  };
  return { before: publicAccessBefore };
}

/** A 400 listing every field at fault; `message` and `field` name the first. */
export class InvalidFields extends Invalid {
  constructor(readonly fields: Record<string, string>) {
    const [field, message] = Object.entries(fields)[0] ?? ['', 'Invalid input.'];
    super(message, field || undefined);
  }
}

type InputSource = 'body' | 'query' | 'params';

function rawInput(event: HttpEvent, from: InputSource): unknown {
  if (from === 'query') return event.queryStringParameters ?? {};
  if (from === 'params') return event.pathParameters ?? {};
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw new Invalid('Request body must be JSON.');
  }
}

/** Parses one part of the request with a zod schema from shared/; the handler receives `event.input`, typed. */
export function validate<S extends z.ZodType>(
  schema: S,
  from: InputSource = 'body',
): MiddlewareObj<HttpEvent & { input: z.output<S> }, HttpResult> {
  const validateBefore: MiddlewareObj<HttpEvent & { input: z.output<S> }, HttpResult>['before'] = (request) => {
    const result = schema.safeParse(rawInput(request.event, from));
    if (!result.success) {
      const fields: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const path = issue.path.join('.');
        fields[path] ??= issue.message;
      }
      throw new InvalidFields(fields);
    }
    request.event.input = result.data;
  };
  return { before: validateBefore };
}

/** A signed-in route: errors mapped, roles enforced from the route table. Add `validate()` then `.handler()`. */
export function signedInRoute() {
  return middy<HttpEvent, HttpResult>().use(httpErrors()).use(authorize());
}

/** A public route: errors mapped, and the route table must list it as public. */
export function publicRoute() {
  return middy<HttpEvent, HttpResult>().use(httpErrors()).use(publicAccess());
}
