import { webPages } from '@app/shared/contracts';
import { defineDomain } from '#lib/domain';
import { page } from '#lib/page';
import { campaignPageHtml, notFoundHtml } from './campaign-page';
import { campaignShareCardImage } from './share-card';
import { signInPageHtml, signInShellHtml } from './sign-in-page';
import { SHARE_CARD_FILES } from './share-card-image';

/**
 * Web pages rendered on the server: the public campaign page's first HTML, for the people a fundraiser
 * shares it with and for the share previews that read its tags, and its share card, the picture they show;
 * and sign-in's, the page every ambassador opens first. Reached at the site's own paths (CloudFront routes
 * /campaign/* and /auth here), not under /api.
 */
export const webPagesDomain = defineDomain({
  name: 'web-pages',
  routes: [],
  consumers: [],
  pages: [
    page(webPages.campaignPage, ['table:read', 'store:storefront', 'site:read'], { render: campaignPageHtml, notFound: notFoundHtml }),
    page(webPages.campaignShareCard, ['table:read', 'store:storefront', 'site:read'], {
      render: campaignShareCardImage,
      notFound: notFoundHtml,
    }),
    page(webPages.signInPage, ['table:read', 'site:read'], { render: signInPageHtml, notFound: signInShellHtml }),
  ],
  files: SHARE_CARD_FILES,
});
