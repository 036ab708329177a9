import type { PublicCampaign } from '@app/shared/campaign';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** GET /api/campaigns/{id}: an active campaign; 404 otherwise. */
export function getCampaign(campaignId: string): Promise<PublicCampaign> {
  return api.get<PublicCampaign>(`/campaigns/${encodeURIComponent(campaignId)}`, { auth: false });
}

export const campaignKey = (campaignId: string) => ['campaigns', campaignId] as const;

/** No request without an id. Read once per visit: the end date is re-checked at submit time anyway. */
export function useCampaign(campaignId: string | null) {
  return useSWR(campaignId ? campaignKey(campaignId) : null, ([, id]) => getCampaign(id), { revalidateOnFocus: false });
}
