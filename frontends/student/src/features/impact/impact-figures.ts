import { STUDENT_CLIMATE_IMPACT_PER_ITEM } from '@app/shared/platform';
import type { MyTotals } from '@app/shared/leaderboards';

/** The four figures of /impact, from the ambassador's pre-aggregated totals (spec part 1, section 9). */
export function impactFigures(totals: MyTotals) {
  return {
    orders: totals.orders_count,
    shirtsSold: totals.units_sold,
    revenue: totals.total_sales,
    earnings: totals.total_commission,
    climateImpact: totals.units_sold * STUDENT_CLIMATE_IMPACT_PER_ITEM,
  };
}
