import * as z from 'zod';
import { adminOnly, definePage, defineRoute } from '../contracts/contract';
import { conversionRankingSchema, linkStatsSchema } from './link-stats';

/**
 * The tracked link (issue 25): counts the click, sets the referral cookie and answers 302 to the store
 * with the discount. A page rather than an API route: what a browser's address bar opens, at the site's
 * own path; a code it refuses (or one nobody holds) is sent to the storefront, never an error.
 */
export const trackedLinkRedirect = definePage({
  method: 'GET',
  path: '/r/{code}',
  access: 'public',
  params: z.object({ code: z.string().trim().min(1).max(40) }),
});

/**
 * The shop (issue 45): 302 to the storefront's home, without a discount. The site's own address for it, so a
 * page that names no member or campaign (the not-found page) can still send a visitor to buy.
 */
export const shopRedirect = definePage({
  method: 'GET',
  path: '/shop',
  access: 'public',
  params: z.object({}),
});

/** The caller's own tracked-link figures per source (/impact, the fundraiser dashboard). */
export const getMyLinkStats = defineRoute({
  method: 'GET',
  path: '/api/me/link-stats',
  access: ['student', 'fundraising_ambassador'],
  response: linkStatsSchema,
});

/** Impact & Reports: the ambassadors whose tracked links convert best, as the scheduled job last ranked them. */
export const getConversionRanking = defineRoute({
  method: 'GET',
  path: '/api/admin/links/conversion-ranking',
  access: adminOnly,
  response: conversionRankingSchema,
});
