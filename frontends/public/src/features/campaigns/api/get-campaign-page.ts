import { campaignPageAddress, type campaigns, type RouteOutput } from '@app/shared/contracts';
import { api, type ApiError } from '@app/ui/api';
import useSWR from 'swr';
import { embeddedCampaignPage } from '../embedded-campaign-page';

type CampaignPageData = RouteOutput<typeof campaigns.getCampaignPage>;

/** An active campaign, its totals and its member leaderboard. */
export function getCampaignPage(slug: string) {
  return api(campaignPageAddress, { params: { slug } });
}

export const campaignPageKey = (slug: string) => ['campaign-pages', slug] as const;

/**
 * The page's data: on a first visit to the page, what its server-rendered HTML embeds (no second fetch);
 * otherwise fetched. On the server, the renderer hands the same data to swr as its fallback.
 */
export function useCampaignPage(slug: string) {
  const embedded = embeddedCampaignPage(slug);
  return useSWR<CampaignPageData, ApiError, ReturnType<typeof campaignPageKey>>(
    campaignPageKey(slug),
    ([, pageSlug]) => getCampaignPage(pageSlug),
    embedded ? { fallbackData: embedded, revalidateOnMount: false } : undefined,
  );
}
