import * as z from 'zod';
import { CAMPAIGN_STATUSES, campaignSchema } from './campaign';
import { publicNamingSchema } from '../leaderboards/public-name';
import { leaderboardRowSchema } from '../leaderboards/totals';
import { nextCursorSchema, pageCursorSchema, pageLimitSchema } from '../platform/paging';
import { utcDay } from '../platform/days';

/**
 * The admin's view of campaigns (spec part 2, section 2 "Fundraising Campaigns" and "Performance"):
 * campaigns with their passcodes and pre-aggregated totals, the passcode and campaign edits, and the
 * performance across campaigns.
 */

/** Approved campaigns run this long from their start date (spec part 2, section 9). */
export const APPROVED_CAMPAIGN_DAYS = 30;

/** A campaign passcode (spec part 2, section 3 `campaign_passcodes`); only admins ever see one. */
export const passcodeSchema = z.object({
  id: z.string(),
  campaign_id: z.string(),
  passcode: z.string(),
  is_active: z.boolean(),
  usage_count: z.number(),
  created_at: z.string(),
});

export type Passcode = z.infer<typeof passcodeSchema>;

export const PASSCODE_MIN = 4;

export const PASSCODE_MAX = 40;

export const PASSCODE_FORMAT = 'A passcode uses letters, numbers and dashes only';

/** A passcode an admin types; blank means "generate one". Compared case-insensitively, so stored upper-case. */
export const passcodeInputSchema = z.object({
  passcode: z
    .string()
    .trim()
    .max(PASSCODE_MAX, `Passcode must be ${PASSCODE_MAX} characters or less`)
    .refine((value) => value === '' || value.length >= PASSCODE_MIN, `Passcode must be at least ${PASSCODE_MIN} characters`)
    .refine((value) => /^[A-Za-z0-9-]*$/.test(value), PASSCODE_FORMAT)
    .transform((value) => (value ? value.toUpperCase() : null))
    .nullish(),
});

/** A campaign's pre-aggregated totals as the admin reads them; money in dollars. */
export const campaignFiguresSchema = z.object({
  units_sold: z.number(),
  total_sales: z.number(),
  /** $5 a shirt to the organization. */
  donated_to_org: z.number(),
  /** $1 a shirt to climate causes. */
  donated_to_environment: z.number(),
  /** Fundraising ambassadors who joined it. */
  members: z.number(),
});

export type CampaignFigures = z.infer<typeof campaignFiguresSchema>;

/** A campaign card or table row: the campaign, its passcodes (newest first) and its totals. */
export const adminCampaignSchema = campaignSchema.extend({
  passcodes: z.array(passcodeSchema),
  figures: campaignFiguresSchema,
});

export type AdminCampaign = z.infer<typeof adminCampaignSchema>;

/** Campaigns a page of the campaigns screen holds unless the request asks for fewer or more (at most the maximum). */
export const CAMPAIGNS_PAGE_SIZE = 12;
export const CAMPAIGNS_MAX_PAGE_SIZE = 50;

/** The campaigns screen's query: how many, and the cursor of the page before (absent for the first). */
export const campaignsQuerySchema = z.object({
  cursor: pageCursorSchema,
  limit: pageLimitSchema(CAMPAIGNS_PAGE_SIZE, CAMPAIGNS_MAX_PAGE_SIZE),
});

/**
 * The campaigns screen: a page of campaigns, newest first, the cursor of the next page (null on the last)
 * and the counts of its stat cards (over every campaign, pre-aggregated).
 */
export const campaignsOverviewSchema = z.object({
  campaigns: z.array(adminCampaignSchema),
  next_cursor: nextCursorSchema,
  stats: z.object({
    total_campaigns: z.number(),
    active_campaigns: z.number(),
    pending_applications: z.number(),
    active_passcodes: z.number(),
  }),
});

export type CampaignsOverview = z.infer<typeof campaignsOverviewSchema>;

/** The Details dialog: the campaign and its members, ranked by shirts sold. */
export const campaignDetailSchema = z.object({
  campaign: adminCampaignSchema,
  members: z.array(leaderboardRowSchema),
});

export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

const dateField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(20, `${label} must be a date`)
    .pipe(z.iso.date(`${label} must be a date`));

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

/**
 * What an admin edits of a campaign: its dates, its status and how its public page treats members (how it
 * names them, whether all are adults, whether search engines may list it); at least one of them.
 */
export const campaignUpdateSchema = z
  .object({
    start_date: dateField('Start date').optional(),
    end_date: dateField('End date').nullable().optional(),
    status: z.enum(CAMPAIGN_STATUSES, { error: 'Status must be active, pending, completed or cancelled' }).optional(),
    public_naming: publicNamingSchema.optional(),
    adults_only: flag('Adults only').optional(),
    search_listed: flag('Listed by search engines').optional(),
  })
  .refine((update) => Object.keys(update).length > 0, 'Nothing to update');

export type CampaignUpdate = z.input<typeof campaignUpdateSchema>;

/** One campaign's line on the performance page. */
export const campaignPerformanceSchema = z.object({
  campaign_id: z.string(),
  campaign_name: z.string(),
  school_name: z.string(),
  campaign_slug: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  target_amount: z.number().nullable(),
  end_date: z.string().nullable(),
  figures: campaignFiguresSchema,
  /** Organization fund over target, as a percent with one decimal; null without a target. */
  progress_percent: z.number().nullable(),
  /** Whole days until the end date (0 once ended); null without one. */
  days_left: z.number().nullable(),
});

export type CampaignPerformance = z.infer<typeof campaignPerformanceSchema>;

/** A fundraiser among the best across campaigns. */
export const topFundraiserSchema = z.object({
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  campaign_id: z.string(),
  campaign_name: z.string(),
  units_sold: z.number(),
  total_sales: z.number(),
});

export type TopFundraiser = z.infer<typeof topFundraiserSchema>;

export const TOP_FUNDRAISERS = 10;

/** Campaign lines a page of the performance page holds unless the request asks for fewer or more (at most the maximum). */
export const PERFORMANCE_PAGE_SIZE = 25;
export const PERFORMANCE_MAX_PAGE_SIZE = 50;

/** The performance page's query: how many campaigns, and the cursor of the page before (absent for the first). */
export const performanceQuerySchema = z.object({
  cursor: pageCursorSchema,
  limit: pageLimitSchema(PERFORMANCE_PAGE_SIZE, PERFORMANCE_MAX_PAGE_SIZE),
});

/**
 * /admin/performance: a page of campaigns' figures, newest campaign first, the cursor of the next page (null
 * on the last), and, over every campaign, the top fundraisers and the totals, from the pre-aggregated totals.
 */
export const fundraisingPerformanceSchema = z.object({
  campaigns: z.array(campaignPerformanceSchema),
  next_cursor: nextCursorSchema,
  top_fundraisers: z.array(topFundraiserSchema),
  totals: z.object({ campaigns: z.number(), members: z.number(), units_sold: z.number(), donated_to_org: z.number() }),
});

export type FundraisingPerformance = z.infer<typeof fundraisingPerformanceSchema>;

/** Days, rounded up, from `now` until the campaign ends (as `hasEnded` reads its end date); 0 once it has. */
export function daysLeft(endDate: string, now = new Date()): number {
  return Math.max(0, Math.ceil((new Date(endDate).getTime() - now.getTime()) / 86_400_000));
}

/** The end date of a campaign approved to start on `startDate` (YYYY-MM-DD). */
export function approvedEndDate(startDate: string): string {
  const end = new Date(`${startDate}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + APPROVED_CAMPAIGN_DAYS);
  return utcDay(end);
}
