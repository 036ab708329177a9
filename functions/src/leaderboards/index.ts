import { events } from '@app/shared/contracts';
import { consumer, defineDomain, projection } from '#lib/domain';
import { renameInTotals } from './ambassador-totals-data';
import { awardBadges } from './milestone-badges';
import { ambassadorTotalsRows, projectRankings } from './ranking-projection';
import { leaderboardRoutes } from './routes';

/**
 * Leaderboards and pre-aggregated sales totals: the order consumer moves the totals (totalsUpdates, in its own
 * transaction), and each ambassador's ranking entry follows their row on the table's stream; every leaderboard, and a campaign's whole partition for its public page (served by the
 * campaigns domain), is one Query whatever the number of orders.
 */
export const leaderboardsDomain = defineDomain({
  name: 'leaderboards',
  routes: leaderboardRoutes,
  consumers: [consumer(events.profileUpdated, ['table:write'], ({ user_id, ...names }) => renameInTotals(user_id, names))],
  // Every ranking (leaderboards, revenue, top fundraisers) reads ranking entries kept from the totals rows' changes.
  // Milestone badges are earned as the same rows' shirts sold reach them, and told of on the bus.
  projections: [
    projection('rankings', ambassadorTotalsRows, ['table:write'], projectRankings),
    projection('badges', ambassadorTotalsRows, ['table:write', 'events:put'], awardBadges),
  ],
});

export {
  ambassadorTotalsByRevenue,
  ambassadorTotalsKeys,
  commissionMaturedUpdate,
  getAmbassadorTotals,
  getAmbassadorTotalsMany,
  indexTotalsRows,
  isAmbassadorTotalsItem,
  myTotalsOf,
  payableCommissionCoversCheck,
  shirtsReached,
  toAmbassadorTotals,
  topFundraiserTotals,
  unitsSoldCheck,
  type AmbassadorTotals,
  type TotalsMove,
} from './ambassador-totals-data';
export {
  allCampaignsTotalsKeys,
  CAMPAIGN_TOTALS_SHARDS,
  campaignTotalsUpdates,
  getAllCampaignsFigures,
  getCampaignFiguresMany,
  toCampaignFigures,
} from './campaign-totals-data';
export { CAMPAIGN_HEADER_RANK, leaderboardKeys } from './leaderboard-index';
export { ambassadorTotalsRows } from './ranking-projection';
export {
  campaignLeaderboard,
  campaignPartition,
  DEFAULT_LEADERBOARD_SIZE,
  memberJoinedUpdates,
  removeMemberTotals,
  totalsUpdates,
} from './leaderboards';
