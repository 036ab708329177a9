import { campaigns, type RouteOutput } from '@app/shared/contracts';
import { api, type ApiError } from '@app/ui/api';
import useSWR from 'swr';

/** An active campaign, its totals and its member leaderboard. */
export function getCampaignPage(slug: string) {
  return api(campaigns.getCampaignPage, { params: { slug } });
}

export const campaignPageKey = (slug: string) => ['campaign-pages', slug] as const;

export function useCampaignPage(slug: string) {
  return useSWR<RouteOutput<typeof campaigns.getCampaignPage>, ApiError, ReturnType<typeof campaignPageKey>>(
    campaignPageKey(slug),
    ([, pageSlug]) => getCampaignPage(pageSlug),
  );
}
