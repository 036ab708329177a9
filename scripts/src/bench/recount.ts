import { CLIMATE_DONATION_PER_SHIRT, ORGANIZATION_DONATION_PER_SHIRT } from '@app/shared/platform';
import { getAmbassadorTotalsMany } from '@app/functions/leaderboards';
import { getCampaignTotals } from '@app/functions/leaderboards/seeding';
import { paymentSettings } from '@app/functions/settings';
import type { Order } from '@app/shared/orders';
import { pool } from './measure';
import { allOrdersOf, allUnattributedOrders, sumOf, type OrderSum } from './stored-orders';

export interface Recount {
  /** Orders found in the table: every ambassador's order list plus the unattributed list. */
  storedOrders: number;
  unattributedOrders: number;
  /** Shirts in the stored orders. */
  units: number;
  /** Ambassador and campaign totals compared with the recount. */
  totalsCompared: number;
  mismatches: string[];
}

// Order lists read at once.
const READERS = 16;

function sameSum(a: OrderSum, b: OrderSum): boolean {
  return a.units === b.units && a.sales_cents === b.sales_cents && a.commission_cents === b.commission_cents && a.orders === b.orders;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * Recounts every ambassador's and campaign's totals from the orders stored in the table (each
 * ambassador's order list, read in parallel), and lists every pre-aggregated total that differs.
 */
export async function recountTotals(userIds: string[], campaignIds: string[]): Promise<Recount> {
  const rules = await paymentSettings();
  const byAmbassador = new Map<string, OrderSum>();
  const byCampaign = new Map<string, Order[]>();
  let attributedOrders = 0;
  await pool(userIds, READERS, async (userId) => {
    const orders = await allOrdersOf(userId);
    attributedOrders += orders.length;
    byAmbassador.set(userId, sumOf(orders, rules));
    for (const order of orders) {
      if (!order.campaign_id) continue;
      if (!byCampaign.has(order.campaign_id)) byCampaign.set(order.campaign_id, []);
      byCampaign.get(order.campaign_id)!.push(order);
    }
  });
  const unattributedOrders = (await allUnattributedOrders()).length;

  const mismatches: string[] = [];
  const totals = await getAmbassadorTotalsMany(userIds);
  for (const [userId, recounted] of byAmbassador) {
    const stored = totals.get(userId);
    const kept = stored && {
      units: stored.units_sold,
      sales_cents: cents(stored.total_sales),
      commission_cents: cents(stored.total_commission),
      orders: stored.orders_count,
    };
    if (!kept || !sameSum(kept, recounted))
      mismatches.push(`ambassador ${userId}: totals ${JSON.stringify(kept)}, recount ${JSON.stringify(recounted)}`);
  }
  await pool(campaignIds, READERS, async (campaignId) => {
    const stored = await getCampaignTotals(campaignId);
    const recounted = sumOf(byCampaign.get(campaignId) ?? [], rules);
    const kept = {
      units: stored.total_units_sold,
      sales_cents: cents(stored.total_sales),
      commission_cents: cents(stored.total_commission),
      orders: stored.orders_count,
    };
    const fundsRight =
      stored.total_donated_to_org === recounted.units * ORGANIZATION_DONATION_PER_SHIRT &&
      stored.total_donated_to_environment === recounted.units * CLIMATE_DONATION_PER_SHIRT;
    if (!sameSum(kept, recounted) || !fundsRight)
      mismatches.push(`campaign ${campaignId}: totals ${JSON.stringify(stored)}, recount ${JSON.stringify(recounted)}`);
  });

  return {
    storedOrders: attributedOrders + unattributedOrders,
    unattributedOrders,
    units: [...byAmbassador.values()].reduce((units, sum) => units + sum.units, 0),
    totalsCompared: userIds.length + campaignIds.length,
    mismatches,
  };
}
