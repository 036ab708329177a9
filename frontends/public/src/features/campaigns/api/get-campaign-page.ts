import type { PublicCampaignPage } from '@app/shared/sales';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** GET /api/leaderboards/campaign-pages/{slug}: an active campaign, its totals and its member leaderboard. */
export function getCampaignPage(slug: string): Promise<PublicCampaignPage> {
  return api.get<PublicCampaignPage>(`/leaderboards/campaign-pages/${encodeURIComponent(slug)}`, { auth: false });
}

export const campaignPageKey = (slug: string) => ['campaign-pages', slug] as const;

export function useCampaignPage(slug: string) {
  return useSWR(campaignPageKey(slug), ([, pageSlug]) => getCampaignPage(pageSlug));
}
