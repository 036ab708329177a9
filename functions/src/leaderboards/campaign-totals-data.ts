import type { CampaignFigures } from '@app/shared/campaigns';
import { climateDonation, organizationDonation } from '@app/shared/leaderboards';
import type { CampaignTotals, Contribution } from '@app/shared/leaderboards';
import { createHash } from 'node:crypto';
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
 * Every campaign's totals added up (Performance's stat cards), in SHARDS items pk STATS#CAMPAIGN_TOTALS#<shard>,
 * sk TOTAL, with the campaign totals' counters; a campaign always moves the shard its id picks, in the same
 * Update as its own totals' transaction. Orders of one campaign already meet on its totals item, so sharding
 * by campaign adds no contention, and the cards are one BatchGetItem of the shards whatever the number of campaigns.
 */
export const CAMPAIGN_TOTALS_SHARDS = 10;
const shardOf = (campaignId: string) => createHash('sha256').update(campaignId).digest().readUInt16BE(0) % CAMPAIGN_TOTALS_SHARDS;
export const allCampaignsTotalsKeys = {
  shard: (shard: number) => ({ pk: `STATS#CAMPAIGN_TOTALS#${shard}`, sk: 'TOTAL' }),
};

const addCounters =
  'ADD units :units, sales_cents :sales, commission_cents :commission, orders_count :orders, ' +
  'organization_fund :fund, climate_donation :climate, members_count :members';

function counterValues(delta: Contribution, members: number) {
  return {
    ':units': delta.units,
    ':sales': delta.sales_cents,
    ':commission': delta.commission_cents,
    ':orders': delta.orders,
    ':fund': organizationDonation(delta.units),
    ':climate': climateDonation(delta.units),
    ':members': members,
  };
}

/**
 * The Updates that move a campaign's totals by `delta` (and its member count by `members`), and every
 * campaign's totals with them, for the order's transaction or a member's arrival or removal.
 */
export function campaignTotalsUpdates(campaignId: string, delta: Contribution, members = 0): TransactItem[] {
  return [
    {
      Update: {
        Key: campaignTotalsKeys.primary(campaignId),
        UpdateExpression: `SET campaign_id = :campaign, lbpk = :lbpk, lbunits = :rank ${addCounters}`,
        ExpressionAttributeValues: {
          ':campaign': campaignId,
          ':lbpk': leaderboardKeys.campaign(campaignId),
          ':rank': CAMPAIGN_HEADER_RANK.totals,
          ...counterValues(delta, members),
        },
      },
    },
    {
      Update: {
        Key: allCampaignsTotalsKeys.shard(shardOf(campaignId)),
        UpdateExpression: addCounters,
        ExpressionAttributeValues: counterValues(delta, members),
      },
    },
  ];
}

/** Every campaign's figures added up: the shards in one BatchGetItem. */
export async function getAllCampaignsFigures(): Promise<CampaignFigures> {
  const items = await batchGetAll(Array.from({ length: CAMPAIGN_TOTALS_SHARDS }, (_, shard) => allCampaignsTotalsKeys.shard(shard)));
  return items
    .map((item) => toCampaignFigures(item))
    .reduce(
      (sum, shard) => ({
        units_sold: sum.units_sold + shard.units_sold,
        total_sales: Math.round((sum.total_sales + shard.total_sales) * 100) / 100,
        donated_to_org: sum.donated_to_org + shard.donated_to_org,
        donated_to_environment: sum.donated_to_environment + shard.donated_to_environment,
        members: sum.members + shard.members,
      }),
      toCampaignFigures(),
    );
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
