import * as z from 'zod';

export const CAMPAIGN_STATUSES = ['active', 'pending', 'completed', 'cancelled'] as const;

export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** A school or organization campaign (spec part 1, section 3 `school_campaigns`). */
export const campaignSchema = z.object({
  id: z.string(),
  school_name: z.string(),
  school_acronym: z.string(),
  campaign_name: z.string(),
  campaign_slug: z.string(),
  description: z.string().nullable(),
  target_amount: z.number().nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  /** Empty or null means the global Start Here defaults. */
  start_here_config: z.array(z.unknown()).nullable(),
  created_at: z.string(),
});

export type Campaign = z.infer<typeof campaignSchema>;

/** A campaign has ended once its end date is before now (spec part 1, section 5). */
export function hasEnded(campaign: Pick<Campaign, 'end_date'>, now = new Date()): boolean {
  return campaign.end_date !== null && new Date(campaign.end_date).getTime() < now.getTime();
}

/** What anyone may see of a campaign: no contacts, no configuration, never a passcode. */
export const publicCampaignSchema = campaignSchema.pick({
  id: true,
  school_name: true,
  campaign_name: true,
  campaign_slug: true,
  description: true,
  target_amount: true,
  start_date: true,
  end_date: true,
  status: true,
});

export type PublicCampaign = z.infer<typeof publicCampaignSchema>;

export function publicCampaign(campaign: Campaign): PublicCampaign {
  return publicCampaignSchema.parse(campaign);
}
