import type { PublicCampaign } from '@app/shared/campaigns';
import { campaigns } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** The campaigns a template can be written for: the active ones, by school name. */
export async function listActiveCampaigns(): Promise<PublicCampaign[]> {
  return (await api(campaigns.listActiveCampaigns)).campaigns;
}

export const activeCampaignsKey = ['campaigns', 'active'] as const;

export function useActiveCampaigns() {
  return useSWR<PublicCampaign[], Error>(activeCampaignsKey, listActiveCampaigns);
}
