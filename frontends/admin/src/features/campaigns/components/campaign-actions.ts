import type { AdminCampaign } from '@app/shared/campaigns';

/** What a campaign's buttons open; the page holds the one dialog of each kind. */
export interface CampaignActions {
  onConfig: (campaign: AdminCampaign) => void;
  onDetails: (campaign: AdminCampaign) => void;
  onPasscodes: (campaign: AdminCampaign) => void;
  onEdit: (campaign: AdminCampaign) => void;
}
