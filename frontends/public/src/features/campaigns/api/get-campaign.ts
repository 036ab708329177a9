import { campaigns } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** An active campaign; 404 otherwise. */
export function getCampaign(campaignId: string) {
  return api(campaigns.getCampaign, { params: { campaign_id: campaignId } });
}

export const campaignKey = (campaignId: string) => ['campaigns', campaignId] as const;

/** No request without an id. Read once per visit: the end date is re-checked at submit time anyway. */
export function useCampaign(campaignId: string | null) {
  return useSWR(campaignId ? campaignKey(campaignId) : null, ([, id]) => getCampaign(id), { revalidateOnFocus: false });
}
