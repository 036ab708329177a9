import { leaderboards } from '@app/shared/contracts';
import { memberRowOf } from '@app/shared/leaderboards';
import { Forbidden } from '#lib/errors';
import { route, type Caller } from '#lib/http';
import { getProfile } from '../profiles';
import { getAmbassadorTotals, myTotalsOf } from './ambassador-totals-data';
import { getCampaignTotals } from './campaign-totals-data';
import { campaignLeaderboard, studentLeaderboard } from './leaderboards';

/**
 * The caller's profile when they are a member whose account is approved (they hold a code): a sign-up still
 * waiting for an admin reads no leaderboard (issue 44). Admins have no profile to check.
 */
async function approvedMember(caller: Caller) {
  if (caller.role === 'admin') return undefined;
  const profile = await getProfile(caller.userId);
  if (!profile?.personal_code) throw new Forbidden(leaderboards.getStudentLeaderboard.errors.awaitingApproval);
  return profile;
}

export const leaderboardRoutes = [
  route(leaderboards.getStudentLeaderboard, ['table:read'], async ({ input, caller }) => {
    const [, rows] = await Promise.all([approvedMember(caller), studentLeaderboard(input.query.limit)]);
    return { leaderboard: rows.map((row) => memberRowOf(row, caller.userId)) };
  }),

  route(leaderboards.getCampaignLeaderboard, ['table:read'], async ({ input, caller }) => {
    const { campaignId } = input.params;
    // Admins read any campaign's leaderboard; a fundraising ambassador only their own (spec part 1, section 6).
    const member = await approvedMember(caller);
    if (member && member.campaign_id !== campaignId) throw new Forbidden(leaderboards.getCampaignLeaderboard.errors.notOwnCampaign);
    const [totals, leaderboard] = await Promise.all([getCampaignTotals(campaignId), campaignLeaderboard(campaignId)]);
    return { totals, leaderboard: leaderboard.map((row) => memberRowOf(row, caller.userId)) };
  }),

  route(leaderboards.getMyTotals, ['table:read'], async ({ caller }) => {
    return myTotalsOf(await getAmbassadorTotals(caller.userId));
  }),
];
