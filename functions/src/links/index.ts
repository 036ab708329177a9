import { events, links, schedules } from '@app/shared/contracts';
import { consumer, defineDomain, schedule } from '#lib/domain';
import { page } from '#lib/page';
import { recordClick } from './click-data';
import { refreshConversionRanking } from './conversion-ranking';
import { linkRoutes } from './routes';
import { storefrontHome, trackedLinkRedirect } from './tracked-link-redirect';

/**
 * Tracked links (issue 25): the redirect at /r/{code} that sends the visitor to the store with the code
 * and hands the click to the bus, whose consumer counts it, each ambassador's clicks, orders and conversion
 * per source, and the admins' conversion ranking; and /shop, the storefront's home (issue 45). The redirect is
 * a page (the site's own path, outside /api) and runs in a Lambda of its own with reserved concurrency (the web
 * stack's), so a flood of clicks cannot take the API's capacity.
 */
export const linksDomain = defineDomain({
  name: 'links',
  routes: linkRoutes,
  // A redelivered click finds its own repeat marker: counted once.
  consumers: [
    consumer(events.trackedLinkClicked, ['table:write'], ({ user_id: userId, source, client, clicked_at: at }) =>
      recordClick({ userId, source, client, at: new Date(at) }),
    ),
  ],
  schedules: [schedule(schedules.conversionRankingDue, ['table:read', 'table:write'], () => refreshConversionRanking())],
  // Enough for thousands of redirects a second (each answers in milliseconds); a flood past it is throttled here alone.
  pageConcurrency: 50,
  pages: [
    page(links.trackedLinkRedirect, ['table:read', 'events:put', 'client:address', 'store:storefront'], {
      render: trackedLinkRedirect,
      notFound: storefrontHome,
    }),
    page(links.shopRedirect, ['store:storefront'], { render: storefrontHome, notFound: storefrontHome }),
  ],
});

export { eraseClickData } from './click-data';
