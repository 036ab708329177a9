import middy, { type MiddlewareObj } from '@middy/core';
import type { PageContract } from '@app/shared/contracts';
import type { z } from 'zod';
import type { Grant } from '#platform/grants';
import { NotFound } from './errors';
import type { HttpEvent, HttpResult } from './http';
import { logger } from './observability';

/** What a page answers: its HTML, and how long the edge and the browser may keep it. */
export interface PageHtml {
  status: 200 | 404 | 503;
  html: string;
  cacheControl: string;
  /** Kept out of search results: an X-Robots-Tag header, beside the page's own robots meta tag. */
  noindex?: boolean;
}

/**
 * What a page answers when it is a picture (a share card): its type, a strong ETag naming exactly what it
 * shows, and its bytes, drawn only when the caller does not hold them already (If-None-Match: 304).
 */
export interface PageImage {
  status: 200;
  contentType: 'image/png';
  etag: string;
  image: () => Promise<Uint8Array>;
  cacheControl: string;
  /** Kept out of image search: an X-Robots-Tag header. */
  noindex?: boolean;
}

/** What a page answers when it sends the browser on (a tracked link), with the cookie it sets on the way. */
export interface PageRedirect {
  status: 302;
  location: string;
  setCookie?: string;
  cacheControl: string;
}

export type PageResult = PageHtml | PageRedirect;

export interface PageRequest<C extends PageContract> {
  params: z.output<C['params']>;
  event: HttpEvent;
}

/**
 * One server-rendered page of a domain: its contract, what it may touch, what it renders, and the page it
 * answers when it cannot (`notFound`: the site's not-found page, 404).
 */
export interface PageDeclaration<C extends PageContract = PageContract> {
  contract: C;
  grants: readonly Grant[];
  render: (request: PageRequest<C>) => Promise<PageResult | PageImage>;
  notFound: () => Promise<PageResult>;
}

export function page<const C extends PageContract>(
  contract: C,
  grants: readonly Grant[],
  handlers: Pick<PageDeclaration<C>, 'render' | 'notFound'>,
): PageDeclaration<C> {
  return { contract, grants, ...handlers };
}

/** The X-Robots-Tag header of a page search engines must leave out. */
const robotsHeader = ({ noindex }: { noindex?: boolean }): Record<string, string> => (noindex ? { 'x-robots-tag': 'noindex' } : {});

function htmlResult(result: PageResult): HttpResult {
  if (result.status === 302) {
    const cookie: Record<string, string> = result.setCookie ? { 'set-cookie': result.setCookie } : {};
    return { statusCode: 302, headers: { location: result.location, 'cache-control': result.cacheControl, ...cookie }, body: '' };
  }
  const { status, html, cacheControl } = result;
  return {
    statusCode: status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl, ...robotsHeader(result) },
    body: html,
  };
}

/** Whether the caller's If-None-Match names this ETag (weak or strong, one of a list, or `*`). */
function holds(event: HttpEvent, etag: string): boolean {
  const held = event.headers['if-none-match'];
  if (!held) return false;
  return held.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/**
 * A picture as API Gateway takes binary: base64 with isBase64Encoded (the local HTTP API decodes it the same
 * way). A caller that holds this very picture gets 304 and no bytes, and nothing is drawn.
 */
async function imageResult(event: HttpEvent, result: PageImage): Promise<HttpResult> {
  const { status, contentType, etag, image, cacheControl } = result;
  const headers = { 'content-type': contentType, 'cache-control': cacheControl, etag, ...robotsHeader(result) };
  if (holds(event, etag)) return { statusCode: 304, headers };
  return { statusCode: status, headers, body: Buffer.from(await image()).toString('base64'), isBase64Encoded: true };
}

type WithParams<C extends PageContract> = HttpEvent & { params: z.output<C['params']> };

/** Parses the path parameters with the page's schema: a value it refuses is a page that does not exist. */
function pageParams<C extends PageContract>(contract: C): MiddlewareObj<WithParams<C>, HttpResult> {
  const pageParamsBefore: MiddlewareObj<WithParams<C>, HttpResult>['before'] = (request) => {
    const parsed = contract.params.safeParse(request.event.pathParameters ?? {});
    if (!parsed.success) throw new NotFound();
    request.event.params = parsed.data as z.output<C['params']>;
  };
  return { before: pageParamsBefore };
}

/**
 * A page answers HTML whatever happens: NotFound is the site's not-found page with 404; any other failure
 * is logged and answers the same shell uncached with 503, where the browser app loads and fetches the
 * page's data itself, so a visitor never sees JSON or a stack trace. A page whose not-found answer is a
 * redirect (a tracked link's: the storefront) sends the visitor there whatever failed.
 */
function pageErrors(declaration: Pick<PageDeclaration, 'notFound'>): MiddlewareObj<HttpEvent, HttpResult> {
  const pageErrorsOnError: MiddlewareObj<HttpEvent, HttpResult>['onError'] = async (request) => {
    const notFound = request.error instanceof NotFound;
    if (!notFound) logger.error('Page failed', { path: request.event.rawPath, error: request.error });
    try {
      const shell = await declaration.notFound();
      const failed: PageResult =
        shell.status === 302 ? { ...shell, cacheControl: 'no-store' } : { ...shell, status: 503, cacheControl: 'no-store' };
      request.response = htmlResult(notFound ? shell : failed);
    } catch (error) {
      logger.error('Not-found page failed', { error });
      request.response = {
        statusCode: 503,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
        body: 'The site is unavailable. Please try again.',
      };
    }
  };
  return { onError: pageErrorsOnError };
}

/** The middy handler of one page: errors as HTML, the path parsed with the contract's schema, then the render (HTML or a picture). */
export function pageHandlerOf<C extends PageContract>(declaration: PageDeclaration<C>) {
  return middy<WithParams<C>, HttpResult>()
    .use(pageErrors(declaration as unknown as PageDeclaration))
    .use(pageParams(declaration.contract))
    .handler(async (event) => {
      const result = await declaration.render({ params: event.params, event });
      return 'image' in result ? imageResult(event, result) : htmlResult(result);
    });
}
