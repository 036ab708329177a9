import type { CampaignApplication } from '@app/shared/applications';
import { applications } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import useSWR from 'swr';

export type { CampaignApplication };

/** Every organization's campaign application, newest first. */
export async function listCampaignApplications(): Promise<CampaignApplication[]> {
  return (await api(applications.listCampaignApplications)).applications;
}

export const campaignApplicationsKey = ['admin', 'campaign-applications'] as const;

export function useCampaignApplications() {
  return useSWR<CampaignApplication[], Error>(campaignApplicationsKey, listCampaignApplications);
}
