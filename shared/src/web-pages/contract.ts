import * as z from 'zod';
import { definePage } from '../contracts/contract';
import { MAX_LENGTH } from '../platform/text';

/**
 * The public campaign page (spec part 1, 2.9) as its first HTML: the campaign's content rendered on the
 * server, with its share tags, then the public micro-frontend takes over. A slug the page cannot serve
 * (unknown, or longer than any id) answers the site's not-found page with 404.
 */
export const campaignPage = definePage({
  method: 'GET',
  path: '/campaign/{slug}',
  access: 'public',
  params: z.object({ slug: z.string().trim().min(1).max(MAX_LENGTH.id) }),
});
