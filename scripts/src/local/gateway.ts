import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { ORIGIN_VERIFY_HEADER, pageRoutes, securityHeaderValues, VIEWER_ADDRESS_HEADER, webCaching } from '@app/functions/platform';
import { matchesPagePathPattern, pagePathPatternOf } from '@app/shared/contracts';
import type { RuntimeConfig } from '@app/shared/platform';
import type { LocalBackend } from './backend';
import { relayCognito, SignInLockout } from './cognito-relay';
import { sendJson } from './http-util';
import { localRemoteEntries } from './site-release';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Sends a request on to the local HTTP API as CloudFront's /api/* behaviour does: with the visitor's address
 * and port in CloudFront-Viewer-Address and the origin secret in its own header, both replacing whatever
 * the visitor sent under those names (functions/src/lib/client-address.ts trusts the one for the other).
 */
function proxyApi(req: http.IncomingMessage, res: http.ServerResponse, target: string, originSecret: string): void {
  const url = new URL(target);
  const upstream = http.request(
    {
      hostname: url.hostname,
      port: url.port,
      path: url.pathname + url.search,
      method: req.method,
      headers: {
        ...req.headers,
        host: url.host,
        [VIEWER_ADDRESS_HEADER]: `${req.socket.remoteAddress ?? '127.0.0.1'}:${req.socket.remotePort ?? 0}`,
        [ORIGIN_VERIFY_HEADER]: originSecret,
      },
    },
    (answer) => {
      // CloudFront compresses what it serves (its cache policies accept gzip): a rendered page's HTML too.
      const gzip =
        /^text\/html/.test(answer.headers['content-type'] ?? '') &&
        !answer.headers['content-encoding'] &&
        /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      if (!gzip) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const { 'content-length': _length, ...headers } = answer.headers;
      res.writeHead(answer.statusCode ?? 502, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' });
      answer.pipe(createGzip()).pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (!res.headersSent) sendJson(res, 502, { message: `Upstream unavailable: ${error.message}` });
    else res.destroy();
  });
  req.pipe(upstream);
}

/** The paths CloudFront sends to the API as server-rendered pages (/campaign/*, /auth): each page's path pattern, as infra's behaviours. */
const pagePathPatterns = pageRoutes.map(({ contract }) => pagePathPatternOf(contract.path));

/** What CloudFront compresses (its default for a behaviour): text formats, for a browser that accepts gzip. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

/** A production build's file named by its content (`main.1a2b3c4d.js`, frontends/webpack/create-config.js): it never changes under that name. */
const CONTENT_NAMED = /\.[0-9a-f]{8}\.(?:js|css)$/;

/**
 * As CloudFront serves a release (scripts/src/deploy/layout.ts): a file named by its content is kept for a
 * year as immutable, so a browser loads each script once and runs it from its compiled cache after; anything
 * else (index.html, remoteEntry.js, a development build's plain names) is asked for again each time.
 */
const cacheControlOf = (file: string) =>
  CONTENT_NAMED.test(path.basename(file)) ? `public, max-age=${webCaching.versionedMaxAgeSeconds}, immutable` : 'no-cache';

function serveFile(req: http.IncomingMessage, res: http.ServerResponse, file: string): boolean {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return false;
  const gzip = COMPRESSIBLE.has(path.extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': cacheControlOf(file),
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  const body = fs.createReadStream(file);
  if (gzip) body.pipe(createGzip()).pipe(res);
  else body.pipe(res);
  return true;
}

/** Resolves a decoded URL path inside a folder, refusing anything that would climb out of it. */
function inside(dir: string, decodedPath: string): string | undefined {
  const file = path.join(dir, decodedPath);
  return file.startsWith(dir + path.sep) ? file : undefined;
}

/** The path with its percent-encoding undone; undefined when the encoding is broken (`%E0%A4%A`). */
function decodedPathOf(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/** What the gateway needs of a started backend, for the web app at `webUrl`. */
export function gatewayOptionsFor(backend: LocalBackend, webUrl: string) {
  return {
    apiEndpoint: backend.apiEndpoint,
    originSecret: backend.originSecret,
    cognito: { endpoint: backend.cognitoEndpoint, signUpKey: backend.signUpKey },
    config: {
      region: backend.region,
      userPoolId: backend.userPoolId,
      userPoolClientId: backend.userPoolClientId,
      userPoolEndpoint: `${webUrl}/cognito`,
      apiBaseUrl: `${webUrl}/api`,
      assetsBaseUrl: backend.assetsBaseUrl,
    },
  };
}

/**
 * http://localhost:PORT: the web app (root config at /, each micro-frontend under /mf/<name>/, SPA
 * fallback), /config.json, /microfrontends.json, the API under /api, the server-rendered pages
 * (/campaign/*, from the API as CloudFront routes them) and Cognito under /cognito.
 */
export async function startGateway(options: {
  port: number;
  apiEndpoint: string;
  /** What CloudFront would add to each API request (x-origin-verify). */
  originSecret: string;
  /** cognito-local, relayed at /cognito (./cognito-relay.ts), and the sign-up key only our API holds. */
  cognito: { endpoint: string; signUpKey: string };
  config: RuntimeConfig;
  rootDir: string;
  remoteDirs: Record<string, string>;
  /** The per-account limits Cognito keeps (./cognito-relay.ts); a new one, on the real clock, unless a test brings its own. */
  lockout?: SignInLockout;
}) {
  // The web app's own origins: the gateway listens on loopback, reached by either name.
  const origins = [`http://localhost:${options.port}`, `http://127.0.0.1:${options.port}`];
  const lockout = options.lockout ?? new SignInLockout();
  const manifest = localRemoteEntries(options.remoteDirs);
  // The same headers the web stack's CloudFront sends (functions/src/platform/web-security.ts), on every answer.
  const headers = securityHeaderValues({ assets: new URL(options.config.assetsBaseUrl).origin });
  // The server ignores the handler's promise; the handler answers every request itself, errors included.
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const { pathname } = url;
      const decoded = decodedPathOf(pathname);
      // As CloudFront and API Gateway do, an address that cannot be decoded is the caller's mistake.
      if (decoded === undefined) {
        sendJson(res, 400, { message: 'Bad Request: the address is not valid.' });
        return;
      }
      const isPage =
        (req.method === 'GET' || req.method === 'HEAD') && pagePathPatterns.some((pattern) => matchesPagePathPattern(pattern, pathname));
      if (pathname === '/api' || pathname.startsWith('/api/') || isPage) {
        proxyApi(req, res, options.apiEndpoint + pathname + url.search, options.originSecret);
        return;
      }
      if (pathname === '/cognito' || pathname === '/cognito/') {
        await relayCognito(req, res, { cognitoEndpoint: options.cognito.endpoint, signUpKey: options.cognito.signUpKey, origins, lockout });
        return;
      }
      if (pathname === '/config.json') {
        sendJson(res, 200, options.config, { 'cache-control': 'no-cache' });
        return;
      }
      if (pathname === '/microfrontends.json') {
        sendJson(res, 200, manifest, { 'cache-control': 'no-cache' });
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        sendJson(res, 405, { message: 'Method Not Allowed' });
        return;
      }

      const remote = /^\/mf\/([\w-]+)(\/.*)$/.exec(decoded);
      if (remote) {
        const dir = options.remoteDirs[remote[1]!];
        const file = dir && inside(dir, remote[2]!);
        if (file && serveFile(req, res, file)) return;
        sendJson(res, 404, { message: 'Not Found' });
        return;
      }
      const file = decoded === '/' ? undefined : inside(options.rootDir, decoded);
      if (file && serveFile(req, res, file)) return;
      // Every other path is a client-side route: the root config decides, including the not-found page.
      if (serveFile(req, res, path.join(options.rootDir, 'index.html'))) return;
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The web app is not built yet.');
    } catch (error) {
      console.error('[gateway]', error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
    }
  };
  const server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  return { url: `http://localhost:${options.port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
