import { CLIMATE_DONATION_PER_SHIRT, ORGANIZATION_DONATION_PER_SHIRT } from '@app/shared/constants';
import type { CampaignTotals, Contribution } from '@app/shared/sales';
import * as z from 'zod';
import { getItem, type Item, type TransactItem } from '#lib/table';
import { CAMPAIGN_HEADER_RANK, leaderboardKeys } from './leaderboard-index';

/**
 * Campaign totals: pk CAMPAIGN#<id>, sk TOTALS: units, sales, commission, orders and the derived funds
 * ($5 a shirt to the organization, $1 to the climate), moved by ADD in the order's transaction. The item
 * sits in the campaign's leaderboard partition just below the campaign item.
 */
export const campaignTotalsKeys = {
  primary: (campaignId: string) => ({ pk: `CAMPAIGN#${campaignId}`, sk: 'TOTALS' }),
};

const storedCampaignTotalsSchema = z.object({
  units: z.number().default(0),
  sales_cents: z.number().default(0),
  commission_cents: z.number().default(0),
  orders_count: z.number().default(0),
  organization_fund: z.number().default(0),
  climate_donation: z.number().default(0),
});

/** A campaign's totals from its totals item; zeros before its first sale. */
export function toCampaignTotals(campaignId: string, item: Item = {}): CampaignTotals {
  const stored = storedCampaignTotalsSchema.parse(item);
  return {
    campaign_id: campaignId,
    total_units_sold: stored.units,
    total_sales: stored.sales_cents / 100,
    total_commission: stored.commission_cents / 100,
    orders_count: stored.orders_count,
    total_donated_to_org: stored.organization_fund,
    total_donated_to_environment: stored.climate_donation,
  };
}

/** The Update that moves a campaign's totals by `delta`, for the order's transaction. */
export function campaignTotalsUpdate(campaignId: string, delta: Contribution): TransactItem {
  return {
    Update: {
      Key: campaignTotalsKeys.primary(campaignId),
      UpdateExpression:
        'SET campaign_id = :campaign, lbpk = :lbpk, lbunits = :rank ' +
        'ADD units :units, sales_cents :sales, commission_cents :commission, orders_count :orders, ' +
        'organization_fund :fund, climate_donation :climate',
      ExpressionAttributeValues: {
        ':campaign': campaignId,
        ':lbpk': leaderboardKeys.campaign(campaignId),
        ':rank': CAMPAIGN_HEADER_RANK.totals,
        ':units': delta.units,
        ':sales': delta.sales_cents,
        ':commission': delta.commission_cents,
        ':orders': delta.orders,
        ':fund': delta.units * ORGANIZATION_DONATION_PER_SHIRT,
        ':climate': delta.units * CLIMATE_DONATION_PER_SHIRT,
      },
    },
  };
}

/** A campaign's totals (GetItem). */
export async function getCampaignTotals(campaignId: string): Promise<CampaignTotals> {
  return toCampaignTotals(campaignId, await getItem(campaignTotalsKeys.primary(campaignId)));
}
