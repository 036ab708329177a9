import { AMBASSADOR_ROLES, DAY_MS, utcDay } from '@app/shared/platform';
import { reports } from '@app/shared/contracts';
import {
  ACTIVE_AMBASSADOR_DAYS,
  AMBASSADOR_PERFORMANCE_PAGE_SIZE,
  completionRate,
  daysOfWeek,
  reportWeeks,
  revenuePerAmbassador,
  type AdminReport,
  type AmbassadorPerformance,
  type AmbassadorPerformancePage,
  type GrowthWeek,
  type ObjectiveAnalytics,
  type SalesWeek,
} from '@app/shared/reports';
import { ambassadorTotalsByRevenue } from '../leaderboards';
import { listObjectivesForRole, objectiveStatusCounts } from '../objectives';
import { readDayTotals, readOrderStats } from '../orders';
import { totalCommissionPaid } from '../payouts';
import { getProfileSummaries, readAmbassadorCounts, type AmbassadorCounts } from '../profiles';

/**
 * The growth chart: sign-ups per week (the ambassador counts' day rows) and the ambassadors there were at
 * each week's end (today's total less the later weeks' sign-ups, from the same read).
 */
function growthOf(weeks: string[], counts: AmbassadorCounts): GrowthWeek[] {
  const signups = weeks.map((week, index) =>
    [...counts.days].reduce(
      (sum, [day, figures]) => (day >= week && (index + 1 >= weeks.length || day < weeks[index + 1]!) ? sum + figures.signups : sum),
      0,
    ),
  );
  return weeks.map((week_start, index) => {
    const later = signups.slice(index + 1).reduce((sum, value) => sum + value, 0);
    return { week_start, signups: signups[index]!, total_ambassadors: Math.max(0, counts.all.total - later) };
  });
}

/** Every objective of both roles with its status counts (counters moved in the objectives' own transactions). */
async function objectiveAnalytics(): Promise<ObjectiveAnalytics[]> {
  const [byRole, counts] = await Promise.all([Promise.all(AMBASSADOR_ROLES.map(listObjectivesForRole)), objectiveStatusCounts()]);
  return byRole.flat().map((objective) => {
    const counted = counts.get(objective.id);
    const figures = {
      assigned: counted?.assigned ?? 0,
      submitted: counted?.submitted ?? 0,
      approved: counted?.approved ?? 0,
      needs_revision: counted?.needs_revision ?? 0,
    };
    return {
      objective_id: objective.id,
      objective_number: objective.objective_number,
      title: objective.title,
      target_role: objective.target_role === 'fundraising_ambassador' ? 'fundraising_ambassador' : 'student',
      is_active: objective.is_active,
      ...figures,
      completion_rate: completionRate(figures) ?? 0,
    };
  });
}

/**
 * The four cards, Program Health and objective analytics (spec part 2, sections 2 and 9): the ambassador
 * counts (one Query: the totals row the dashboard reads too, and the month's sign-up days), the order
 * totals', the payout totals' and the objectives' counters, a fixed number of requests whatever the
 * number of ambassadors, orders and payouts.
 */
export async function reportFigures(now = new Date()): Promise<Pick<AdminReport, 'cards' | 'health' | 'objectives'>> {
  const activeSince = utcDay(now.getTime() - ACTIVE_AMBASSADOR_DAYS * DAY_MS);
  const [counts, stats, paid, objectives] = await Promise.all([
    readAmbassadorCounts(activeSince),
    readOrderStats(),
    totalCommissionPaid(),
    objectiveAnalytics(),
  ]);
  const { total, active: approved } = counts.all;
  const activeThisMonth = [...counts.days.values()].reduce((sum, day) => sum + day.active, 0);
  const approvedWork = objectives.reduce((sum, objective) => sum + objective.approved, 0);
  const submitted = objectives.reduce((sum, objective) => sum + objective.submitted, 0);
  return {
    cards: {
      total_ambassadors: total,
      active_this_month: activeThisMonth,
      pending_approval: total - approved,
      completion_rate: completionRate({ approved: approvedWork, submitted }, objectives.length > 0),
      total_revenue: stats.total_revenue,
      // Only Active ambassadors sell: a sign-up awaiting approval has no code yet.
      revenue_per_ambassador: revenuePerAmbassador(stats.total_revenue, approved),
      total_commission: stats.total_commission,
      total_commission_paid: paid,
      total_orders: stats.total_orders,
    },
    health: { active_ambassadors: approved, total_ambassadors: total, pending_reviews: submitted, completed_objectives: approvedWork },
    objectives,
  };
}

/**
 * The charts' weekly series, last 12 weeks: sign-ups and ambassadors (the ambassador counts: one Query of
 * the totals and the days since the first week), orders and revenue (the order day counters of every day
 * of the 12 weeks, BatchGetItems of 100 keys).
 */
export async function reportSeries(now = new Date()): Promise<Pick<AdminReport, 'growth' | 'sales'>> {
  const weeks = reportWeeks(now);
  const days = weeks.flatMap((week) => daysOfWeek(week, now));
  const [counts, dayTotals] = await Promise.all([readAmbassadorCounts(weeks[0]!), readDayTotals(days)]);
  const sales: SalesWeek[] = weeks.map((week_start) => {
    const week = daysOfWeek(week_start, now).map((day) => dayTotals.get(day)!);
    const cents = week.reduce((sum, day) => sum + Math.round(day.revenue * 100), 0);
    return { week_start, orders: week.reduce((sum, day) => sum + day.orders, 0), revenue: cents / 100 };
  });
  return { growth: growthOf(weeks, counts), sales };
}

/** GET /api/admin/reports: the figures and the series. */
export async function adminReport(now = new Date()): Promise<AdminReport> {
  const [figures, series] = await Promise.all([reportFigures(now), reportSeries(now)]);
  return { ...figures, ...series };
}

/**
 * Ambassador Performance and the Export Data file, a page at a time: the Active ambassadors' totals rows,
 * most revenue first (one Query of the revenue index, whose sort key is the revenue counter the order's
 * transaction moves), with the page's e-mails and sign-up dates (one BatchGetItem of their profiles).
 * The same rows every leaderboard reads, so no screen's figure disagrees; two requests whatever the
 * number of ambassadors and orders.
 */
export async function ambassadorPerformance(limit = AMBASSADOR_PERFORMANCE_PAGE_SIZE, cursor?: string): Promise<AmbassadorPerformancePage> {
  const page = await ambassadorTotalsByRevenue(limit, cursor, reports.listAmbassadorPerformance.errors.badCursor);
  const profiles = await getProfileSummaries(page.rows.map((row) => row.user_id));
  const ambassadors = page.rows.flatMap((row): AmbassadorPerformance[] => {
    const profile = profiles.get(row.user_id);
    // A row whose profile is gone belongs to a deletion in progress; an admin's has no place here.
    if (!profile || profile.role === 'admin') return [];
    return [
      {
        user_id: row.user_id,
        first_name: profile.first_name,
        last_name: profile.last_name,
        email: profile.email,
        role: profile.role,
        created_at: profile.created_at,
        units_sold: row.units_sold,
        total_revenue: row.total_sales,
        total_commission: row.total_commission,
        orders_count: row.orders_count,
      },
    ];
  });
  return { ambassadors, next_cursor: page.next_cursor };
}
