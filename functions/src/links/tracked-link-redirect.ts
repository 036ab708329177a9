import { createHash } from 'node:crypto';
import { normalizeCode } from '@app/shared/code-sync';
import { events, type links } from '@app/shared/contracts';
import { isBotUserAgent, linkSourceOf, REFERRAL_COOKIE, TRACKED_CODE_PATTERN, type LinkSource } from '@app/shared/links';
import { clientAddressOf } from '#lib/client-address';
import { env } from '#lib/env';
import { NotFound } from '#lib/errors';
import { publish } from '#lib/events';
import type { HttpEvent } from '#lib/http';
import { logger } from '#lib/observability';
import type { PageRedirect, PageRequest } from '#lib/page';
import { isCampaignCodeClaim, shopLinkFor, type CampaignCodeClaim, type CodeClaim } from '../profiles';
import { ownerOfCode } from './code-owners';

/** Every answer is the visitor's own: a shared cache must never replay one (or its cookie) to another. */
const NO_STORE = 'no-store';
const MAX_USER_AGENT_LENGTH = 512;

/**
 * Where a click goes: the shop link (the storefront with `?discount=CODE`), plus `ref` and, for a named
 * source, `via`, which Shopify keeps in the order's `landing_site` (the order consumer reads them back with
 * `landingOf`, so the order counts for the link's source).
 */
export function storeTargetOf(code: string, source: LinkSource): string {
  const url = new URL(shopLinkFor(code));
  url.searchParams.set('ref', code);
  if (source !== 'direct') url.searchParams.set('via', source);
  return url.toString();
}

/** Secure everywhere but plain-http loopback (`npm start`), where a browser would drop a Secure cookie over http. */
function isLoopback(event: HttpEvent): boolean {
  const host = (event.headers.host ?? event.requestContext.domainName).replace(/:\d+$/, '');
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/** The first-party cookie naming the code that brought the visitor, for 30 days. */
function referralCookie(code: string, event: HttpEvent): string {
  const secure = isLoopback(event) ? '' : '; Secure';
  return `${REFERRAL_COOKIE.name}=${code}; Max-Age=${REFERRAL_COOKIE.maxAgeSeconds}; Path=/; SameSite=Lax; HttpOnly${secure}`;
}

/** One client of one link: the code, the visitor's address and user agent, hashed (no address is stored). */
function clientHashOf(code: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${code}\n${address}\n${userAgent}`).digest('base64url').slice(0, 32);
}

/**
 * Hands a person's click (not a bot's, by user agent) to the bus, whose consumer counts it unless it is a
 * repeat (click-data's recordClick): the redirect waits for no table write, so a flood of clicks neither
 * slows it nor takes the table's capacity from the rest of the API. Never fails the redirect: a click that
 * cannot be handed on (the bus down) is logged and the visitor still reaches the store with the code.
 */
async function countClick(ownerId: string, code: string, source: LinkSource, event: HttpEvent, now: Date): Promise<void> {
  const userAgent = (event.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT_LENGTH);
  if (isBotUserAgent(userAgent)) return;
  try {
    const client = clientHashOf(code, await clientAddressOf(event), userAgent);
    await publish(events.trackedLinkClicked, { user_id: ownerId, source, client, clicked_at: now.toISOString() });
  } catch (error) {
    logger.error('Tracked link click not counted', { code, error });
  }
}

/**
 * GET /r/{code}: counts the click, sets the referral cookie and sends the visitor to the store with the
 * code. A code that is malformed or that nobody holds goes to the storefront's home (`storefrontHome`).
 * A campaign's own code (its public page's Buy button, issue 45) goes to the store the same way; its clicks
 * are counted for nobody (a member's clicks count toward their conversion, and the campaign has none).
 */
export async function trackedLinkRedirect({ params, event }: PageRequest<typeof links.trackedLinkRedirect>): Promise<PageRedirect> {
  if (!TRACKED_CODE_PATTERN.test(params.code)) throw new NotFound();
  const code = normalizeCode(params.code);
  const source = linkSourceOf(event.queryStringParameters?.via);
  const now = new Date();
  let owner: CodeClaim | CampaignCodeClaim | undefined;
  try {
    owner = await ownerOfCode(code);
  } catch (error) {
    // Whose code it is cannot be told: the store decides whether the code is good, and the click goes uncounted.
    logger.error('Tracked link owner not read', { code, error });
    return { status: 302, location: storeTargetOf(code, source), setCookie: referralCookie(code, event), cacheControl: NO_STORE };
  }
  if (!owner) throw new NotFound();
  if (!isCampaignCodeClaim(owner)) await countClick(owner.userId, code, source, event, now);
  return { status: 302, location: storeTargetOf(code, source), setCookie: referralCookie(code, event), cacheControl: NO_STORE };
}

/** Where a link that names no ambassador goes: the storefront's home, without a discount. */
export async function storefrontHome(): Promise<PageRedirect> {
  return Promise.resolve({
    status: 302,
    location: new URL('/', env('storefront').SHOPIFY_STOREFRONT_URL).toString(),
    cacheControl: NO_STORE,
  });
}
