import type { CampaignDetail } from '@app/shared/campaigns';
import { campaigns } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** The Details dialog: the campaign with its totals, and its members ranked by shirts sold. */
export function getAdminCampaign(campaignId: string): Promise<CampaignDetail> {
  return api(campaigns.getAdminCampaign, { params: { campaign_id: campaignId } });
}

export const adminCampaignKey = (campaignId: string) => ['admin', 'campaigns', 'detail', campaignId] as const;

/** No request until a campaign is chosen. */
export function useAdminCampaign(campaignId: string | null) {
  return useSWR<CampaignDetail, Error, ReturnType<typeof adminCampaignKey> | null>(
    campaignId ? adminCampaignKey(campaignId) : null,
    ([, , , id]) => getAdminCampaign(id),
  );
}
