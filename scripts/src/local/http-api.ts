import { randomUUID } from 'node:crypto';
import { isUtf8 } from 'node:buffer';
import http from 'node:http';
import { pageRoutes, routes, type PlatformPage, type PlatformRoute } from '@app/functions/platform';
import { routeKeyOf } from '@app/shared/contracts';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { invokeFunction } from './lambda';
import { readBody, sendJson } from './http-util';

interface CompiledRoute {
  route: Pick<PlatformRoute | PlatformPage, 'domain' | 'contract'>;
  pattern: RegExp;
  params: string[];
}

/** API Gateway path syntax to a matcher: {slug} is one segment, {proxy+} the rest. */
function compile(route: CompiledRoute['route']): CompiledRoute {
  const params: string[] = [];
  const source = route.contract.path.replace(/[.*?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)(\+?)\}/g, (_, name: string, greedy: string) => {
    params.push(name);
    return greedy ? '(.+)' : '([^/]+)';
  });
  return { route, pattern: new RegExp(`^${source}$`), params };
}

/**
 * API Gateway hands the Lambda every claim as a string; arrays become "[a b]".
 * Reproducing that here keeps the authorize middleware tested against what AWS really sends.
 */
function apiGatewayClaims(payload: JWTPayload): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([name, value]) => [name, Array.isArray(value) ? `[${value.join(' ')}]` : String(value)]),
  );
}

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/;

/** A path segment decoded as API Gateway does; undefined for malformed percent-encoding. */
function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The local HTTP API: matches a request to the route table, verifies the bearer token against the
 * user pool's JWKS as API Gateway's JWT authorizer does (401 `{"message":"Unauthorized"}` otherwise),
 * builds the API Gateway HTTP API (v2) event and calls the same handler the Lambda runs.
 */
export async function startHttpApi(options: {
  port: number;
  issuer: string;
  jwksUrl: string;
  audience: string;
  /** Origins allowed to call cross-origin, as the API stack's CORS configuration (the web app itself calls same-origin). */
  webOrigins: readonly string[];
}) {
  // The API's routes and the server-rendered pages, which API Gateway serves from the same API (the web stack adds their routes).
  const compiled = [...routes, ...pageRoutes].map(compile);
  /** CORS for an allowed origin only, as API Gateway answers with the stack's allowOrigins. */
  const corsFor = (origin: string | undefined): Record<string, string> =>
    origin && options.webOrigins.includes(origin) ? { 'access-control-allow-origin': origin, vary: 'origin' } : {};
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl));

  async function verify(authorization: string | undefined): Promise<Record<string, string> | undefined> {
    const token = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: options.issuer });
      // API Gateway matches the audience against `aud` (ID tokens) or `client_id` (access tokens).
      const audience = payload.aud ?? payload.client_id;
      const audiences = Array.isArray(audience) ? audience : [audience];
      if (!audiences.includes(options.audience)) return undefined;
      return apiGatewayClaims(payload);
    } catch {
      return undefined;
    }
  }

  // The server ignores the handler's promise; the handler answers every request itself, errors included.
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = req.method ?? 'GET';
      if (method === 'OPTIONS') {
        res.writeHead(204, {
          ...corsFor(req.headers.origin),
          'access-control-allow-headers': 'authorization,content-type',
          'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE',
        });
        res.end();
        return;
      }
      let match: { compiled: CompiledRoute; values: Array<string | undefined> } | undefined;
      for (const candidate of compiled) {
        if (candidate.route.contract.method !== method) continue;
        const found = candidate.pattern.exec(url.pathname);
        if (found) {
          match = { compiled: candidate, values: found.slice(1).map(decodeSegment) };
          break;
        }
      }
      if (!match) {
        sendJson(res, 404, { message: 'Not Found' });
        return;
      }
      if (match.values.includes(undefined)) {
        sendJson(res, 400, { message: 'Bad Request' });
        return;
      }
      const { route, params } = match.compiled;

      let claims: Record<string, string> | undefined;
      if (route.contract.access !== 'public') {
        claims = await verify(req.headers.authorization);
        if (!claims) {
          sendJson(res, 401, { message: 'Unauthorized' });
          return;
        }
      }

      const raw = await readBody(req);
      const contentType = req.headers['content-type'] ?? '';
      // Like API Gateway, text arrives as a string; bytes that are not valid UTF-8 go base64 so signatures over the raw body still verify.
      const isText = raw.length === 0 || (TEXT_TYPES.test(contentType) && isUtf8(raw));
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : String(value)]),
      );
      const query = url.searchParams.size > 0 ? Object.fromEntries(url.searchParams) : undefined;
      const now = new Date();
      const event = {
        version: '2.0',
        routeKey: routeKeyOf(route.contract),
        rawPath: url.pathname,
        rawQueryString: url.search.slice(1),
        cookies: req.headers.cookie?.split(/;\s*/),
        headers,
        queryStringParameters: query,
        pathParameters: params.length ? Object.fromEntries(params.map((name, i) => [name, match.values[i]!])) : undefined,
        requestContext: {
          accountId: '000000000000',
          apiId: 'local',
          ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
          domainName: req.headers.host ?? 'localhost',
          domainPrefix: 'local',
          http: {
            method,
            path: url.pathname,
            protocol: `HTTP/${req.httpVersion}`,
            // The caller's own address, as API Gateway records it; a header cannot choose it.
            sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
            userAgent: req.headers['user-agent'] ?? '',
          },
          requestId: randomUUID(),
          routeKey: routeKeyOf(route.contract),
          stage: '$default',
          time: now.toUTCString(),
          timeEpoch: now.getTime(),
        },
        body: raw.length ? (isText ? raw.toString('utf8') : raw.toString('base64')) : undefined,
        isBase64Encoded: !isText,
      };
      const result = (await invokeFunction(route.domain, event)) as {
        statusCode?: number;
        headers?: Record<string, string>;
        body?: string;
        isBase64Encoded?: boolean;
      };
      res.writeHead(result.statusCode ?? 200, { ...corsFor(req.headers.origin), ...result.headers });
      res.end(result.body === undefined ? undefined : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8'));
    } catch (error) {
      console.error('[api] handler crashed', error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
    }
  };
  const server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
