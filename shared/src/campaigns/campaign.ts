import * as z from 'zod';
import { formatDollars, formatWholeDollars } from '../platform/money';

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

/**
 * How far a campaign is toward its target: what its organization has raised ($5 a shirt, the campaign
 * totals' organization fund) over its target amount, as a percent with one decimal (uncapped: a campaign
 * may pass its target). Null without a target. The one formula of the admin's Performance, the public
 * campaign page and the fundraiser's campaign card.
 */
export function progressToTarget(raised: number, target: number | null): { raised: number; target: number; percent: number } | null {
  if (target === null || target <= 0) return null;
  return { raised, target, percent: Math.round((raised / target) * 1000) / 10 };
}

/** A target amount as shown: whole dollars when it has no cents ('$2,500'), else with them ('$2,500.50'). */
export function formatTargetAmount(amount: number): string {
  return Number.isInteger(amount) ? formatWholeDollars(amount) : formatDollars(amount);
}

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A progress percent as shown: '12.5%', '40%', '120%'. */
export function formatPercent(percent: number): string {
  return `${percentFormat.format(percent)}%`;
}

/**
 * The campaign page's query parameter that names the member a visitor came through
 * (/campaign/{slug}?member={code}): the page preselects that member, so a purchase counts for them.
 */
export const MEMBER_LINK_PARAM = 'member';

/** A personal code as a link may carry it: letters and digits, short; compared in upper case like every code. */
const memberLinkCodeSchema = z
  .string()
  .trim()
  .max(40)
  .regex(/^[A-Za-z0-9]+$/)
  .transform((code) => code.toUpperCase());

/** The member code a campaign page link carries, or null when it carries none or something that is not a code. */
export function memberCodeFromLink(value: string | null | undefined): string | null {
  const parsed = memberLinkCodeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A campaign's public page, optionally through a member's link. */
export function campaignPagePath(slug: string, memberCode?: string | null): string {
  const path = `/campaign/${encodeURIComponent(slug)}`;
  return memberCode ? `${path}?${new URLSearchParams({ [MEMBER_LINK_PARAM]: memberCode }).toString()}` : path;
}
