import { campaigns } from '@app/shared/contracts';
import type { PublicCampaign } from '@app/shared/campaigns';
import { LIVE_REFRESH_MS } from '@app/ui';
import { api, NotFoundError } from '@app/ui/api';
import useSWR from 'swr';

/** The ambassador's campaign, or null when it is no longer active (the API answers 404 for those). */
export async function getCampaign(campaignId: string): Promise<PublicCampaign | null> {
  try {
    return await api(campaigns.getCampaign, { params: { campaign_id: campaignId } });
  } catch (caught) {
    if (caught instanceof NotFoundError) return null;
    throw caught;
  }
}

export const campaignKey = (campaignId: string) => ['campaigns', campaignId] as const;

/** No request without a campaign; refreshed like the totals beside it, so an ended campaign drops off the dashboard. */
export function useCampaign(campaignId: string | null) {
  return useSWR<PublicCampaign | null, Error>(
    campaignId ? campaignKey(campaignId) : null,
    ([, id]: readonly [string, string]) => getCampaign(id),
    {
      refreshInterval: LIVE_REFRESH_MS,
      revalidateOnFocus: true,
    },
  );
}
