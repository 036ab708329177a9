import * as z from 'zod';
import { LINK_SOURCES } from '../links/sources';
import { ROLES } from '../platform/roles';

/** Who an order is attributed to, copied onto the order so its later events move the same totals. */
export const ambassadorSchema = z.object({
  user_id: z.string(),
  role: z.enum(ROLES),
  campaign_id: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  school: z.string().nullable(),
});

export type Ambassador = z.infer<typeof ambassadorSchema>;

/** What an order currently adds to its ambassador's and campaign's totals (money in integer cents). */
export const contributionSchema = z.object({
  units: z.number(),
  sales_cents: z.number(),
  commission_cents: z.number(),
  orders: z.number(),
});

export type Contribution = z.infer<typeof contributionSchema>;

export const NO_CONTRIBUTION: Contribution = { units: 0, sales_cents: 0, commission_cents: 0, orders: 0 };

/** A leaderboard row as the API returns it (spec part 1, section 3 "Leaderboard row"), ranked from 1. */
export const leaderboardRowSchema = z.object({
  rank: z.number(),
  member_user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  school: z.string().nullable(),
  units_sold: z.number(),
  /** Dollars. */
  total_sales: z.number(),
  /** The milestone badges held (shirts), lowest first. */
  badges: z.array(z.number()),
});

export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

/**
 * A leaderboard row as a member reads it (the student Home's, the fundraiser portal's): the others by first
 * name and last initial, with no id, and dollars on the reader's own row only (issue 44). Admins read the
 * full rows on their own screens.
 */
export const memberLeaderboardRowSchema = z.object({
  rank: z.number(),
  /** "Riley C.", or empty when the member has no name (the page shows its anonymous name). */
  name: z.string(),
  school: z.string().nullable(),
  units_sold: z.number(),
  /** The milestone badges held (shirts), lowest first. */
  badges: z.array(z.number()),
  /** The reader's own row. */
  is_you: z.boolean(),
  /** Dollars, on the reader's own row; null on everyone else's. */
  total_sales: z.number().nullable(),
});

export type MemberLeaderboardRow = z.infer<typeof memberLeaderboardRowSchema>;

/** A milestone badge earned (badges.ts): the shirts sold it marks, and when. */
export const badgeSchema = z.object({
  shirts: z.number(),
  earned_at: z.string(),
});

export type Badge = z.infer<typeof badgeSchema>;

/** One ambassador's pre-aggregated totals; money in dollars. */
export const myTotalsSchema = z.object({
  units_sold: z.number(),
  total_sales: z.number(),
  total_commission: z.number(),
  orders_count: z.number(),
  /** The milestone badges earned, lowest first. */
  badges: z.array(badgeSchema),
  /** Orders that came through the tracked link, by where it was shared; a source without any is left out. */
  orders_by_source: z.partialRecord(z.enum(LINK_SOURCES), z.number()),
});

export type MyTotals = z.infer<typeof myTotalsSchema>;

/** A campaign's pre-aggregated totals; money in dollars. */
export const campaignTotalsSchema = z.object({
  campaign_id: z.string(),
  total_units_sold: z.number(),
  total_sales: z.number(),
  total_commission: z.number(),
  orders_count: z.number(),
  total_donated_to_org: z.number(),
  total_donated_to_environment: z.number(),
});

export type CampaignTotals = z.infer<typeof campaignTotalsSchema>;
