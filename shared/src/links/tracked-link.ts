import { trackedLinkPath, type LinkSource } from './sources';

/**
 * The tracked link as an ambassador shares it (issue 25): `/r/{code}` on the programme's own origin, the
 * one link every copy button, template, caption, QR code and Support button gives, so every share is
 * counted. The origin is the site's (window.location.origin in the browser).
 */
export function trackedLinkFor(origin: string, code: string, via?: LinkSource): string {
  return `${origin.replace(/\/$/, '')}${trackedLinkPath(code, via)}`;
}

/** How long a visitor's browser keeps the code that brought them (the first-party cookie the redirect sets). */
export const REFERRAL_COOKIE = { name: 'ambassador_ref', maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

/** A second click of one ambassador's link from the same client inside this window is not counted. */
export const REPEAT_CLICK_WINDOW_SECONDS = 30 * 60;

/**
 * User agents that are not a person following a link: search and social crawlers, the link-preview
 * fetchers of chat apps (which open every link pasted), HTTP tools and headless browsers. Matched
 * case-insensitively anywhere in the header; such a click is still redirected, never counted. An app's own
 * in-app browser (Instagram, LinkedIn, Pinterest) is a person: only the apps' fetchers, named *bot, are machines.
 */
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|facebookcatalog|meta-externalagent|embedly|quora link|vkshare|w3c_validator|whatsapp|skypeuripreview|slack-imgproxy|tumblr|applebot|googleother|google-inspectiontool|headless|phantomjs|puppeteer|playwright|selenium|lighthouse|curl\/|wget\/|python-requests|python-urllib|aiohttp|httpx|go-http-client|okhttp|java\/|libwww|httpclient|axios\/|node-fetch|undici|postman|insomnia|scrapy|ahrefs|semrush|mj12|dotbot|petalbot|bytespider|gptbot|claudebot|ccbot|perplexity|monitor|uptime|pingdom/i;

/** Whether a click comes from a machine rather than a person: a bot pattern, or no user agent at all. */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent?.trim()) return true;
  return BOT_USER_AGENT.test(userAgent.slice(0, 512));
}
