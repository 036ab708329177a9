// Zod-free, unlike the contracts: the routes every public page calls, as the browser's client needs them.
// The UI kit's shell reads the branding and the session on every page, and the campaign page its data: with
// their contracts (and so zod and every schema they name) they would weigh on the pages' JavaScript.
// addresses.test.ts holds each to its contract.
import type * as campaigns from '../campaigns/contract';
import type * as links from '../links/contract';
import { ROLES } from '../platform/roles';
import type * as profiles from '../profiles/contract';
import type * as settings from '../settings/contract';
import type * as webPages from '../web-pages/contract';
import type { RouteAddress } from './contract';

/** settings.getBranding */
export const brandingAddress: RouteAddress<typeof settings.getBranding> = { method: 'GET', path: '/api/branding', access: 'public' };

/** profiles.getMe */
export const meAddress: RouteAddress<typeof profiles.getMe> = { method: 'GET', path: '/api/me', access: ROLES };

/** campaigns.getCampaignPage */
export const campaignPageAddress: RouteAddress<typeof campaigns.getCampaignPage> = {
  method: 'GET',
  path: '/api/leaderboards/campaign-pages/{slug}',
  access: 'public',
};

/** campaigns.listActiveCampaigns: the campaign choice, and where the campaign page's not-found sends a visitor. */
export const activeCampaignsAddress: RouteAddress<typeof campaigns.listActiveCampaigns> = {
  method: 'GET',
  path: '/api/campaigns',
  access: 'public',
};

/**
 * webPages.campaignPage: the page the server renders, which the root mounts as an application of its own
 * (root/src/route-map.ts).
 */
export const campaignPagePattern: (typeof webPages.campaignPage)['path'] = '/campaign/{slug}';

/** webPages.signInPage: the same, for sign-in (/auth). */
export const signInPagePath: (typeof webPages.signInPage)['path'] = '/auth';

/** links.shopRedirect: the site's own address for the shop (issue 45). */
export const shopPath: (typeof links.shopRedirect)['path'] = '/shop';

/** The public page a member lands on, signed out, once they deleted their account (ambassadors.deleteMe). */
export const accountDeletedPath = '/account-deleted';
