import type { CampaignsOverview } from '@app/shared/campaigns';
import { campaigns } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** Every campaign, newest first, with its passcodes and totals, and the counts of the stat cards. */
export function listAdminCampaigns(): Promise<CampaignsOverview> {
  return api(campaigns.listAdminCampaigns);
}

export const adminCampaignsKey = ['admin', 'campaigns', 'overview'] as const;

export function useAdminCampaigns() {
  return useSWR<CampaignsOverview, Error>(adminCampaignsKey, listAdminCampaigns);
}

/** The overview and every campaign's details: what a passcode or campaign edit, or an approval, changes. */
export const isCampaignDataKey = (key: unknown) =>
  Array.isArray(key) && key[0] === 'admin' && key[1] === 'campaigns' && (key[2] === 'overview' || key[2] === 'detail');
