import { webPages } from '@app/shared/contracts';
import { defineDomain } from '#lib/domain';
import { page } from '#lib/page';
import { campaignPageHtml, notFoundHtml } from './campaign-page';

/**
 * Web pages rendered on the server: the public campaign page's first HTML, for the people a fundraiser
 * shares it with and for the share previews that read its tags. Reached at the site's own paths (CloudFront
 * routes /campaign/* here), not under /api.
 */
export const webPagesDomain = defineDomain({
  name: 'web-pages',
  routes: [],
  consumers: [],
  pages: [
    page(webPages.campaignPage, ['table:read', 'store:storefront', 'site:read'], { render: campaignPageHtml, notFound: notFoundHtml }),
  ],
});
