import { leaderboards, type RouteOutput } from '@app/shared/contracts';
import { LIVE_REFRESH_MS } from '@app/ui';
import { api, type ApiError } from '@app/ui/api';
import useSWR from 'swr';

export type CampaignLeaderboard = RouteOutput<typeof leaderboards.getCampaignLeaderboard>;

/** The campaign's members ranked by shirts sold, with the campaign's pre-aggregated totals. */
export function getCampaignLeaderboard(campaignId: string) {
  return api(leaderboards.getCampaignLeaderboard, { params: { campaignId } });
}

export const campaignLeaderboardKey = (campaignId: string) => ['leaderboards', 'campaigns', campaignId] as const;

/** Live like the ambassador's own totals, so a sale moves the ranking without a reload; no request without a campaign. */
export function useCampaignLeaderboard(campaignId: string | null) {
  return useSWR<CampaignLeaderboard, ApiError, ReturnType<typeof campaignLeaderboardKey> | null>(
    campaignId ? campaignLeaderboardKey(campaignId) : null,
    ([, , id]) => getCampaignLeaderboard(id),
    { refreshInterval: LIVE_REFRESH_MS, revalidateOnFocus: true },
  );
}
