import { leaderboards } from '@app/shared/contracts';
import { Forbidden } from '#lib/errors';
import { route } from '#lib/http';
import { getProfile } from '../profiles';
import { getAmbassadorTotals, myTotalsOf } from './ambassador-totals-data';
import { getCampaignTotals } from './campaign-totals-data';
import { campaignLeaderboard, studentLeaderboard } from './leaderboards';

export const leaderboardRoutes = [
  route(leaderboards.getStudentLeaderboard, ['table:read'], async ({ input }) => ({
    leaderboard: await studentLeaderboard(input.query.limit),
  })),

  route(leaderboards.getCampaignLeaderboard, ['table:read'], async ({ input, caller }) => {
    const { campaignId } = input.params;
    // Admins read any campaign's leaderboard; a fundraising ambassador only their own (spec part 1, section 6).
    if (caller.role !== 'admin' && (await getProfile(caller.userId))?.campaign_id !== campaignId) {
      throw new Forbidden(leaderboards.getCampaignLeaderboard.errors.notOwnCampaign);
    }
    const [totals, leaderboard] = await Promise.all([getCampaignTotals(campaignId), campaignLeaderboard(campaignId)]);
    return { totals, leaderboard };
  }),

  route(leaderboards.getMyTotals, ['table:read'], async ({ caller }) => {
    return myTotalsOf(await getAmbassadorTotals(caller.userId));
  }),
];
