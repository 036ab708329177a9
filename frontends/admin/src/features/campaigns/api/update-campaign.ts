import { campaigns, type RouteInput } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { refreshCampaignData } from './list-admin-campaigns';

type CampaignUpdateBody = RouteInput<typeof campaigns.updateCampaign>['body'];

/** Changes a campaign's dates or status. */
export function updateCampaign(campaignId: string, body: CampaignUpdateBody) {
  return api(campaigns.updateCampaign, { params: { campaign_id: campaignId }, body });
}

/** Update, then refresh the cards, the table, the stat cards and the details. */
export function useUpdateCampaign() {
  const { mutate } = useSWRConfig();
  return async (campaignId: string, body: CampaignUpdateBody) => {
    const updated = await updateCampaign(campaignId, body);
    refreshCampaignData(mutate);
    return updated;
  };
}
