import { startHere, type RouteInput } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { campaignStartHereKey } from './get-campaign-start-here';

type CampaignStartHereBody = RouteInput<typeof startHere.putCampaignStartHere>['body'];

export function saveCampaignStartHere(campaignId: string, body: CampaignStartHereBody) {
  return api(startHere.putCampaignStartHere, { params: { campaign_id: campaignId }, body });
}

/** Saves a campaign's own steps, or with `steps: null` returns it to the global ones. */
export function useSaveCampaignStartHere() {
  const { mutate } = useSWRConfig();
  return async (campaignId: string, body: CampaignStartHereBody) => {
    const saved = await saveCampaignStartHere(campaignId, body);
    await mutate(campaignStartHereKey(campaignId), saved, { revalidate: false });
    return saved;
  };
}
