import * as z from 'zod';
import { DEFAULT_PUBLIC_NAMING, publicNamingSchema } from '../leaderboards/public-name';

export const CAMPAIGN_STATUSES = ['active', 'pending', 'completed', 'cancelled'] as const;

export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** A new campaign's privacy: members named by first name and initial, not adults-only, not listed by search engines. */
export const CAMPAIGN_PRIVACY_DEFAULTS = {
  public_naming: DEFAULT_PUBLIC_NAMING,
  adults_only: false,
  search_listed: false,
} as const;

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
  /** How the public page and the share card name its members (issue 44): first name and initial unless the admin says otherwise. */
  public_naming: publicNamingSchema.default(CAMPAIGN_PRIVACY_DEFAULTS.public_naming),
  /** Every member is an adult: only then may the page name them in full, or be listed by search engines. */
  adults_only: z.boolean().default(CAMPAIGN_PRIVACY_DEFAULTS.adults_only),
  /** Search engines may list the public page (an adults-only campaign's choice); otherwise it says noindex. */
  search_listed: z.boolean().default(CAMPAIGN_PRIVACY_DEFAULTS.search_listed),
  /**
   * The campaign's own discount code (issue 45, from its acronym: HHS, else HHS2...): its sales go to the campaign's
   * totals and earn no member a commission. Given at launch; absent on a campaign launched before, until `npm run migrate`.
   */
  campaign_code: z.string().optional(),
});

export type Campaign = z.infer<typeof campaignSchema>;

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

/** Whether search engines may list the campaign's public page: only an adults-only campaign that chose so. */
export const isSearchListed = (campaign: Pick<Campaign, 'adults_only' | 'search_listed'>) => campaign.adults_only && campaign.search_listed;

/** What the admin's privacy choices break, by field: full names and search listing are for adults-only campaigns. */
export const CAMPAIGN_PRIVACY_ERRORS = {
  public_naming: 'Full names are only for a campaign whose members are all adults',
  search_listed: 'Only a campaign whose members are all adults can be listed by search engines',
} as const;

/** The first privacy rule a campaign's choices break, or undefined. */
export function campaignPrivacyProblem(
  campaign: Pick<Campaign, 'public_naming' | 'adults_only' | 'search_listed'>,
): { field: keyof typeof CAMPAIGN_PRIVACY_ERRORS; message: string } | undefined {
  if (campaign.adults_only) return undefined;
  if (campaign.public_naming === 'full_name') return { field: 'public_naming', message: CAMPAIGN_PRIVACY_ERRORS.public_naming };
  if (campaign.search_listed) return { field: 'search_listed', message: CAMPAIGN_PRIVACY_ERRORS.search_listed };
  return undefined;
}

export function publicCampaign(campaign: Campaign): PublicCampaign {
  return publicCampaignSchema.parse(campaign);
}
