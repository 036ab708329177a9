import { defineDomain } from '#lib/domain';
import { leaderboardRoutes } from './routes';

/**
 * Leaderboards and pre-aggregated sales totals: the order consumer moves them (totalsUpdates, in its own
 * transaction); every leaderboard and the public campaign page is one Query whatever the number of orders.
 */
export const leaderboardsDomain = defineDomain({ name: 'leaderboards', routes: leaderboardRoutes, consumers: [] });

export { getAmbassadorTotals, getAmbassadorTotalsMany, type AmbassadorTotals } from './ambassador-totals-data';
export { getCampaignTotals } from './campaign-totals-data';
export { CAMPAIGN_HEADER_RANK, leaderboardKeys } from './leaderboard-index';
export { campaignLeaderboard, DEFAULT_LEADERBOARD_SIZE, publicCampaignPage, studentLeaderboard, totalsUpdates } from './leaderboards';
