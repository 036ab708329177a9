import * as z from 'zod';
import { CAMPAIGN_STATUSES } from './campaign';
import { CUSTOMER_DISCOUNT_PERCENT } from './constants';
import { ROLES } from './roles';
import type { PaymentSettings } from './settings';

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

/** The Payments settings that say which order lines are shirts. */
export type ShirtRules = Pick<PaymentSettings, 'shirtSkuPrefix' | 'shirtProductIds'>;

/**
 * Whether an order line is shirts: each of its units moves the organization's $5 and the climate $1.
 * A gift card or a line that needs no shipping never is; the rest are, unless the admin narrowed it to
 * SKUs with a prefix or to chosen products (either one matching is enough).
 */
export function isShirtLine(
  line: { gift_card: boolean; requires_shipping: boolean; sku: string | null; product_id: string | null },
  rules: ShirtRules,
): boolean {
  if (line.gift_card || !line.requires_shipping) return false;
  const narrowed = rules.shirtSkuPrefix !== '' || rules.shirtProductIds.length > 0;
  if (!narrowed) return true;
  const skuMatches = rules.shirtSkuPrefix !== '' && (line.sku ?? '').toUpperCase().startsWith(rules.shirtSkuPrefix.toUpperCase());
  return skuMatches || (line.product_id !== null && rules.shirtProductIds.includes(line.product_id));
}

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
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

/** One ambassador's pre-aggregated totals; money in dollars. */
export const myTotalsSchema = z.object({
  units_sold: z.number(),
  total_sales: z.number(),
  total_commission: z.number(),
  orders_count: z.number(),
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

/** The public campaign page's data (spec part 1, section 2.9). */
export const publicCampaignPageSchema = z.object({
  campaign: z.object({
    id: z.string(),
    campaign_name: z.string(),
    campaign_slug: z.string(),
    school_name: z.string(),
    description: z.string().nullable(),
    target_amount: z.number().nullable(),
    end_date: z.string().nullable(),
    status: z.enum(CAMPAIGN_STATUSES),
  }),
  stats: z.object({ total_units_sold: z.number(), total_donated_to_org: z.number(), total_donated_to_environment: z.number() }),
  /** The shirt's picture from the Brand Assets (a public address), or null when the library has none. */
  shirt_image: z.object({ url: z.string(), alt: z.string() }).nullable(),
  leaderboard: z.array(
    z.object({
      rank: z.number(),
      student_name: z.string(),
      units_sold: z.number(),
      total_sales: z.number(),
      /** The member's discount code, which their links carry; null before they have one. */
      personal_code: z.string().nullable(),
      /** The store with the member's code: the same link as their own shop link. */
      shop_link: z.string().nullable(),
    }),
  ),
});
export type PublicCampaignPage = z.infer<typeof publicCampaignPageSchema>;

export const CODE_SYNC_STATUSES = ['pending', 'synced', 'failed'] as const;
export type CodeSyncStatus = (typeof CODE_SYNC_STATUSES)[number];

/** A code sync record as stored, one per ambassador (spec part 2, section 3 "Code sync record"). */
export const storedCodeSyncSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  personal_code: z.string(),
  sync_status: z.enum(CODE_SYNC_STATUSES),
  sync_attempts: z.number(),
  last_sync_attempt: z.string().nullable(),
  error_message: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The customer discount the store code gives; records from before admins chose it give the standard one. */
  discount_percent: z.number().default(CUSTOMER_DISCOUNT_PERCENT),
});
export type StoredCodeSync = z.infer<typeof storedCodeSyncSchema>;

/** A code sync record with its linked profile, as the sync screen lists it. */
export const codeSyncRecordSchema = storedCodeSyncSchema.omit({ updated_at: true }).extend({
  profile: z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), role: z.enum(ROLES) }).nullable(),
});
export type CodeSyncRecord = z.infer<typeof codeSyncRecordSchema>;

export const codeSyncStatsSchema = z.object({ total_codes: z.number(), synced: z.number(), pending: z.number(), failed: z.number() });
export type CodeSyncStats = z.infer<typeof codeSyncStatsSchema>;

export const ORDER_STATUSES = ['pending', 'paid', 'partially_refunded', 'refunded', 'cancelled'] as const;

/**
 * An order as the API returns it (spec part 1, section 3 `orders`), in dollars, net of refunds and
 * cancellation; commission is what its ambassador earns (none for an unattributed order).
 */
export const orderSchema = z.object({
  id: z.string(),
  order_reference: z.string(),
  order_amount: z.number(),
  commission_amount: z.number(),
  gross_amount: z.number(),
  discount_code: z.string().nullable(),
  order_date: z.string(),
  created_at: z.string(),
  student_user_id: z.string().nullable(),
  campaign_id: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  shopify_line_items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      quantity: z.number(),
      price: z.number(),
      refunded_quantity: z.number(),
      sku: z.string().nullable(),
      product_id: z.string().nullable(),
      gift_card: z.boolean(),
      requires_shipping: z.boolean(),
    }),
  ),
});
export type Order = z.infer<typeof orderSchema>;
