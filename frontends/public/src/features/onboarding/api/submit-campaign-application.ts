import type { CampaignApplicationFields } from '@app/shared/onboarding';
import { api } from '@app/ui/api';

/** What the API stores: the fields, the derived slug and status 'pending'. */
export interface CampaignApplication extends CampaignApplicationFields {
  id: string;
  campaign_slug: string;
  status: string;
}

/** POST /api/campaign-applications (public). */
export function submitCampaignApplication(input: CampaignApplicationFields): Promise<CampaignApplication> {
  return api.post<CampaignApplication>('/campaign-applications', input, { auth: false });
}
