import { startHere, type RouteOutput } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import useSWR from 'swr';

export type CampaignStartHere = RouteOutput<typeof startHere.getCampaignStartHere>;

/** A campaign's own Start Here steps; null while it uses the global ones. */
export function getCampaignStartHere(campaignId: string): Promise<CampaignStartHere> {
  return api(startHere.getCampaignStartHere, { params: { campaign_id: campaignId } });
}

export const campaignStartHereKey = (campaignId: string) => ['admin', 'campaigns', campaignId, 'start-here'] as const;

export function useCampaignStartHere(campaignId: string) {
  return useSWR<CampaignStartHere, Error>(campaignStartHereKey(campaignId), () => getCampaignStartHere(campaignId));
}
