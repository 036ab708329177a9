import type { CampaignFigures } from '@app/shared/campaigns';
import { climateDonation, organizationDonation } from '@app/shared/leaderboards';
import type { CampaignTotals, Contribution } from '@app/shared/leaderboards';
import * as z from 'zod';
import { batchGetAll, getItem, type Item, type TransactItem } from '#lib/table';
import { CAMPAIGN_HEADER_RANK, leaderboardKeys } from './leaderboard-index';

/**
 * Campaign totals: pk CAMPAIGN#<id>, sk TOTALS: units, sales, commission, orders and the derived funds
 * ($5 a shirt to the organization, $1 to the climate), moved by ADD in the order's transaction, and
 * `members_count`, the fundraisers who joined (ADD in the transaction that gives a member their code, and
 * in the one that removes a deleted member's row). The item sits in the campaign's leaderboard partition
 * just below the campaign item.
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
  members_count: z.number().default(0),
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

/** A campaign's figures as the admin reads them, from its totals item; zeros before its first member. */
export function toCampaignFigures(item: Item = {}): CampaignFigures {
  const stored = storedCampaignTotalsSchema.parse(item);
  return {
    units_sold: stored.units,
    total_sales: stored.sales_cents / 100,
    donated_to_org: stored.organization_fund,
    donated_to_environment: stored.climate_donation,
    members: stored.members_count,
  };
}

/**
 * The Update that moves a campaign's totals by `delta` (and its member count by `members`), for the
 * order's transaction or a member's arrival or removal.
 */
export function campaignTotalsUpdate(campaignId: string, delta: Contribution, members = 0): TransactItem {
  return {
    Update: {
      Key: campaignTotalsKeys.primary(campaignId),
      UpdateExpression:
        'SET campaign_id = :campaign, lbpk = :lbpk, lbunits = :rank ' +
        'ADD units :units, sales_cents :sales, commission_cents :commission, orders_count :orders, ' +
        'organization_fund :fund, climate_donation :climate, members_count :members',
      ExpressionAttributeValues: {
        ':campaign': campaignId,
        ':lbpk': leaderboardKeys.campaign(campaignId),
        ':rank': CAMPAIGN_HEADER_RANK.totals,
        ':units': delta.units,
        ':sales': delta.sales_cents,
        ':commission': delta.commission_cents,
        ':orders': delta.orders,
        ':fund': organizationDonation(delta.units),
        ':climate': climateDonation(delta.units),
        ':members': members,
      },
    },
  };
}

/** A campaign's totals (GetItem). */
export async function getCampaignTotals(campaignId: string): Promise<CampaignTotals> {
  return toCampaignTotals(campaignId, await getItem(campaignTotalsKeys.primary(campaignId)));
}

/** Several campaigns' figures at once (BatchGetItem, 100 keys a request), by campaign id; zeros for one without totals. */
export async function getCampaignFiguresMany(campaignIds: readonly string[]): Promise<Map<string, CampaignFigures>> {
  const items = await batchGetAll([...new Set(campaignIds)].map(campaignTotalsKeys.primary));
  const byId = new Map(items.map((item) => [String(item.campaign_id), toCampaignFigures(item)]));
  return new Map(campaignIds.map((id) => [id, byId.get(id) ?? toCampaignFigures()]));
}
