import { linkStatsOf, type LinkStats } from '@app/shared/links';
import { getAmbassadorTotals } from '../leaderboards';
import { getClickTotals } from './click-data';

/**
 * An ambassador's clicks, orders and conversion per source: two GetItems, their click totals and their
 * totals row, whose orders per source the order consumer moves with each attributed order.
 */
export async function myLinkStats(userId: string): Promise<LinkStats> {
  const [clicks, totals] = await Promise.all([getClickTotals(userId), getAmbassadorTotals(userId)]);
  return linkStatsOf(clicks, totals?.orders_by_source ?? {});
}
