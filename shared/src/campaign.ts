export const CAMPAIGN_STATUSES = ['active', 'pending', 'completed', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** A school or organization campaign (spec part 1, section 3 `school_campaigns`). */
export interface Campaign {
  id: string;
  school_name: string;
  school_acronym: string;
  campaign_name: string;
  campaign_slug: string;
  description: string | null;
  target_amount: number | null;
  start_date: string;
  end_date: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  status: CampaignStatus;
  /** Empty or null means the global Start Here defaults. */
  start_here_config: unknown[] | null;
  created_at: string;
}

/** A campaign has ended once its end date is before now (spec part 1, section 5). */
export function hasEnded(campaign: Pick<Campaign, 'end_date'>, now = new Date()): boolean {
  return campaign.end_date !== null && new Date(campaign.end_date).getTime() < now.getTime();
}

/** What anyone may see of a campaign: no contacts, no configuration, never a passcode. */
export type PublicCampaign = Pick<
  Campaign,
  'id' | 'school_name' | 'campaign_name' | 'campaign_slug' | 'description' | 'target_amount' | 'start_date' | 'end_date' | 'status'
>;

export function publicCampaign(campaign: Campaign): PublicCampaign {
  const { id, school_name, campaign_name, campaign_slug, description, target_amount, start_date, end_date, status } = campaign;
  return { id, school_name, campaign_name, campaign_slug, description, target_amount, start_date, end_date, status };
}
