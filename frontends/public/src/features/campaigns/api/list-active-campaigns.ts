import { activeCampaignsAddress } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** Active campaigns ordered by school name, without passcodes. */
export async function listActiveCampaigns() {
  const answer = await api(activeCampaignsAddress);
  return answer.campaigns;
}

export const activeCampaignsKey = ['campaigns', 'active'] as const;

export function useActiveCampaigns() {
  return useSWR(activeCampaignsKey, listActiveCampaigns);
}
