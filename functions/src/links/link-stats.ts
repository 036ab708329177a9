import { LINK_SOURCES, linkStatsOf, type LinkSource, type LinkStats } from '@app/shared/links';
import * as z from 'zod';
import { getAmbassadorTotals, type AmbassadorTotals } from '../leaderboards';
import { getClickTotals } from './click-data';

const ordersBySourceSchema = z.partialRecord(z.enum(LINK_SOURCES), z.number()).catch({});

/** The orders each source brought, from the totals row the order consumer moves (missing = 0). */
export function ordersBySourceOf(totals: AmbassadorTotals | undefined): Partial<Record<LinkSource, number>> {
  // orders_by_source arrives with the order consumer's per-source counts; a row written before has none.
  return totals && 'orders_by_source' in totals ? ordersBySourceSchema.parse(totals.orders_by_source) : {};
}

/** An ambassador's clicks, orders and conversion per source: two GetItems (their click totals, their totals row). */
export async function myLinkStats(userId: string): Promise<LinkStats> {
  const [clicks, totals] = await Promise.all([getClickTotals(userId), getAmbassadorTotals(userId)]);
  return linkStatsOf(clicks, ordersBySourceOf(totals));
}
