import { leaderboards } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** An active campaign, its totals and its member leaderboard. */
export function getCampaignPage(slug: string) {
  return api(leaderboards.getCampaignPage, { params: { slug } });
}

export const campaignPageKey = (slug: string) => ['campaign-pages', slug] as const;

export function useCampaignPage(slug: string) {
  return useSWR(campaignPageKey(slug), ([, pageSlug]) => getCampaignPage(pageSlug));
}
