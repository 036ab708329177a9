import * as z from 'zod';
import { definePage } from '../contracts/contract';
import { MAX_LENGTH } from '../platform/text';

/** The campaign a campaign's pages are of: a slug no longer than any id (otherwise the page does not exist). */
const campaignParams = z.object({ slug: z.string().trim().min(1).max(MAX_LENGTH.id) });

/**
 * The public campaign page (spec part 1, 2.9) as its first HTML: the campaign's content rendered on the
 * server, with its share tags, then the public micro-frontend takes over. A slug the page cannot serve
 * (unknown, or longer than any id) answers the site's not-found page with 404.
 */
export const campaignPage = definePage({
  method: 'GET',
  path: '/campaign/{slug}',
  access: 'public',
  params: campaignParams,
});

/**
 * The campaign's share card (issue 25): a 1200×630 PNG of its progress, the picture its share tags name
 * and the one its fundraisers download to post. A campaign without a page has no card: the same 404.
 */
export const campaignShareCard = definePage({
  method: 'GET',
  path: '/campaign/{slug}/share-card.png',
  access: 'public',
  params: campaignParams,
});

/**
 * Sign-in (spec part 1, 2.3) as its first HTML: the form and the programme's description rendered on the
 * server, which a phone paints before any script loads, then the sign-in page application hydrates it.
 * Its query (?email=, filled in) is the browser's to read, as in the app.
 */
export const signInPage = definePage({
  method: 'GET',
  path: '/auth',
  access: 'public',
  params: z.object({}),
});
