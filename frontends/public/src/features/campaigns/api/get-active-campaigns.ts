import type { PublicCampaign } from '@app/shared/campaign';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** GET /api/campaigns: active campaigns ordered by school name, without passcodes. */
export async function getActiveCampaigns(): Promise<PublicCampaign[]> {
  const { campaigns } = await api.get<{ campaigns: PublicCampaign[] }>('/campaigns', { auth: false });
  return campaigns;
}

export const activeCampaignsKey = ['campaigns', 'active'] as const;

export function useActiveCampaigns() {
  return useSWR(activeCampaignsKey, getActiveCampaigns);
}
