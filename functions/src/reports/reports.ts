import { AMBASSADOR_ROLES, type AmbassadorRole } from '@app/shared/platform';
import {
  ACTIVE_AMBASSADOR_DAYS,
  byPerformance,
  completionRate,
  daysOfWeek,
  reportWeeks,
  revenuePerAmbassador,
  type AdminReport,
  type AmbassadorPerformance,
  type GrowthWeek,
  type ObjectiveAnalytics,
  type SalesWeek,
} from '@app/shared/reports';
import { getAmbassadorTotalsMany } from '../leaderboards';
import { listObjectivesForRole, objectiveStatusCounts } from '../objectives';
import { readDayTotals, readOrderStats } from '../orders';
import { totalCommissionPaid } from '../payouts';
import { countActiveProfiles, countProfiles, listProfilesByRole } from '../profiles';

const DAY_MS = 86_400_000;

/** A figure for each ambassador role, added up: only students and fundraising ambassadors count as ambassadors. */
const forAmbassadors = async (count: (role: AmbassadorRole) => Promise<number>) =>
  (await Promise.all(AMBASSADOR_ROLES.map(count))).reduce((sum, value) => sum + value, 0);

/**
 * The growth chart: sign-ups per week (a Count of the sign-up date index over each week's own range, so
 * each profile is read once) and the ambassadors there were at each week's end (today's total less the
 * later weeks' sign-ups; separate reads, so a sign-up between two of them could take it below 0: it shows 0).
 */
function growthOf(weeks: string[], signups: number[], total: number): GrowthWeek[] {
  return weeks.map((week_start, index) => {
    const later = signups.slice(index + 1).reduce((sum, value) => sum + value, 0);
    return { week_start, signups: signups[index]!, total_ambassadors: Math.max(0, total - later) };
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
 * The four cards, Program Health and objective analytics (spec part 2, sections 2 and 9): the order
 * totals', the payout totals' and the objectives' counters and Count queries over the sign-up date index,
 * a fixed number of requests whatever the number of orders and payouts.
 */
export async function reportFigures(now = new Date()): Promise<Pick<AdminReport, 'cards' | 'health' | 'objectives'>> {
  const activeSince = new Date(now.getTime() - ACTIVE_AMBASSADOR_DAYS * DAY_MS).toISOString();
  const [total, approved, activeThisMonth, stats, paid, objectives] = await Promise.all([
    forAmbassadors((role) => countProfiles(role)),
    forAmbassadors((role) => countActiveProfiles(role)),
    forAmbassadors((role) => countActiveProfiles(role, activeSince)),
    readOrderStats(),
    totalCommissionPaid(),
    objectiveAnalytics(),
  ]);
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
 * The charts' weekly series, last 12 weeks: sign-ups and ambassadors (a Count of each week's sign-ups),
 * orders and revenue (the order day counters, a week a BatchGetItem, all at once).
 */
export async function reportSeries(now = new Date()): Promise<Pick<AdminReport, 'growth' | 'sales'>> {
  const weeks = reportWeeks(now);
  const [total, signups, salesByWeek] = await Promise.all([
    forAmbassadors((role) => countProfiles(role)),
    Promise.all(weeks.map((week, index) => forAmbassadors((role) => countProfiles(role, week, weeks[index + 1])))),
    Promise.all(weeks.map((week) => readDayTotals(daysOfWeek(week, now)))),
  ]);
  const sales: SalesWeek[] = weeks.map((week_start, index) => {
    const days = [...salesByWeek[index]!.values()];
    const cents = days.reduce((sum, day) => sum + Math.round(day.revenue * 100), 0);
    return { week_start, orders: days.reduce((sum, day) => sum + day.orders, 0), revenue: cents / 100 };
  });
  return { growth: growthOf(weeks, signups, total), sales };
}

/** GET /api/admin/reports: the figures and the series. */
export async function adminReport(now = new Date()): Promise<AdminReport> {
  const [figures, series] = await Promise.all([reportFigures(now), reportSeries(now)]);
  return { ...figures, ...series };
}

/**
 * Ambassador Performance and the Export Data file: every ambassador (the role index, page by page) with
 * their pre-aggregated totals (BatchGetItem, 100 a request), most revenue first. It grows with the
 * ambassadors, never with the orders.
 */
export async function ambassadorPerformance(): Promise<AmbassadorPerformance[]> {
  const profiles = (await Promise.all(AMBASSADOR_ROLES.map((role) => listProfilesByRole(role)))).flat();
  const totals = await getAmbassadorTotalsMany(profiles.map((profile) => profile.user_id));
  return profiles
    .flatMap((profile) =>
      profile.role === 'student' || profile.role === 'fundraising_ambassador' ? [{ ...profile, role: profile.role }] : [],
    )
    .map((profile) => {
      const sold = totals.get(profile.user_id);
      return {
        user_id: profile.user_id,
        first_name: profile.first_name,
        last_name: profile.last_name,
        email: profile.email,
        role: profile.role,
        created_at: profile.created_at,
        units_sold: sold?.units_sold ?? 0,
        total_revenue: sold?.total_sales ?? 0,
        total_commission: sold?.total_commission ?? 0,
        orders_count: sold?.orders_count ?? 0,
      };
    })
    .sort(byPerformance);
}
