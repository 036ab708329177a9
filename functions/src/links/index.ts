import { links, schedules } from '@app/shared/contracts';
import { defineDomain, schedule } from '#lib/domain';
import { page } from '#lib/page';
import { refreshConversionRanking } from './conversion-ranking';
import { linkRoutes } from './routes';
import { storefrontHome, trackedLinkRedirect } from './tracked-link-redirect';

/**
 * Tracked links (issue 25): the redirect at /r/{code} that counts a click and sends the visitor to the
 * store with the code, each ambassador's clicks, orders and conversion per source, and the admins'
 * conversion ranking. The redirect is a page (the site's own path, outside /api) and runs in a Lambda of
 * its own with reserved concurrency (the web stack's), so a flood of clicks cannot take the API's capacity.
 */
export const linksDomain = defineDomain({
  name: 'links',
  routes: linkRoutes,
  consumers: [],
  schedules: [schedule(schedules.conversionRankingDue, ['table:read', 'table:write'], () => refreshConversionRanking())],
  // Enough for thousands of redirects a second (each answers in milliseconds); a flood past it is throttled here alone.
  pageConcurrency: 50,
  pages: [
    page(links.trackedLinkRedirect, ['table:read', 'table:write', 'client:address', 'store:storefront'], {
      render: trackedLinkRedirect,
      notFound: storefrontHome,
    }),
  ],
});

export { getClickTotals, getDayClicks } from './click-data';
export { refreshConversionRanking } from './conversion-ranking';
