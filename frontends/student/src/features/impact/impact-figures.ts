import { climateDonation, type MyTotals } from '@app/shared/leaderboards';

/**
 * The four figures of /impact, from the ambassador's pre-aggregated totals (spec part 1, section 9). The climate
 * figure is the product's one rule, $1 a shirt, as on Home, the leaderboards and the reports (issue 45).
 */
export function impactFigures(totals: MyTotals) {
  return {
    orders: totals.orders_count,
    shirtsSold: totals.units_sold,
    revenue: totals.total_sales,
    earnings: totals.total_commission,
    climateImpact: climateDonation(totals.units_sold),
  };
}
