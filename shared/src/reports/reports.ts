import * as z from 'zod';
import { nextCursorSchema, pageCursorSchema, pageLimitSchema } from '../platform/paging';
import { AMBASSADOR_ROLES } from '../platform/roles';
import { DAY_MS, utcDay } from '../platform/days';

/** What the admin's Impact & Reports screen reads (spec part 2, section 2 "Impact & Reports", section 9). */

/**
 * Active ambassador (reports): created within the last 30 days (spec part 2, section 9), and Active, that is
 * approved with a personal code (spec part 2, 'Ambassador status'): a sign-up awaiting approval is not active.
 */
export const ACTIVE_AMBASSADOR_DAYS = 30;

/** The charts cover the last 12 weeks (Monday to Sunday, UTC), this week included. */
export const REPORT_WEEKS = 12;

/**
 * Completion rate: approved ÷ (approved + submitted), a percent with one decimal; 0 when nothing is
 * approved or submitted yet. Null when no objectives exist, as the card is then not shown.
 */
export function completionRate(counts: { approved: number; submitted: number }, objectivesExist = true): number | null {
  if (!objectivesExist) return null;
  const reviewed = counts.approved + counts.submitted;
  return reviewed > 0 ? roundTo((counts.approved / reviewed) * 100, 1) : 0;
}

/** Revenue per ambassador: total revenue ÷ the ambassador count, in dollars with two decimals (0 with no ambassador). */
export function revenuePerAmbassador(totalRevenue: number, ambassadors: number): number {
  return ambassadors > 0 ? roundTo(totalRevenue / ambassadors, 2) : 0;
}

/** Rounds half away from zero at `decimals` places, free of binary float surprises (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor + Number.EPSILON * factor)) / factor;
}

/** A percent with one decimal, e.g. '66.7%'. */
export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** The Monday (UTC, yyyy-mm-dd) of the week a time falls in. */
export function weekStartOf(time: number): string {
  const date = new Date(time);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return utcDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) - sinceMonday * DAY_MS);
}

/** The first days (Mondays, oldest first) of the last `weeks` weeks, the current one last. */
export function reportWeeks(now: Date, weeks = REPORT_WEEKS): string[] {
  const current = Date.parse(weekStartOf(now.getTime()));
  return Array.from({ length: weeks }, (_, index) => utcDay(current - (weeks - 1 - index) * 7 * DAY_MS));
}

/** Every day (yyyy-mm-dd) from a week's Monday to today or that week's Sunday, whichever comes first. */
export function daysOfWeek(weekStart: string, now: Date): string[] {
  const start = Date.parse(weekStart);
  const today = utcDay(now.getTime());
  return Array.from({ length: 7 }, (_, index) => utcDay(start + index * DAY_MS)).filter((day) => day <= today);
}

const count = z.number().int().min(0);

/**
 * The four cards. Money in dollars; completion_rate is null when no objectives exist. Total Commissions
 * shows two figures: total_commission is the commission earned on every sale (net of refunds),
 * total_commission_paid what admins have paid out of it (recorded payouts).
 */
export const reportCardsSchema = z.object({
  /** Every ambassador account, approved or awaiting approval, as the dashboard counts them. */
  total_ambassadors: count,
  active_this_month: count,
  /** Sign-ups awaiting approval (no personal code yet). */
  pending_approval: count,
  completion_rate: z.number().min(0).max(100).nullable(),
  total_revenue: z.number(),
  revenue_per_ambassador: z.number(),
  total_commission: z.number(),
  total_commission_paid: z.number().min(0),
  total_orders: count,
});

export type ReportCards = z.infer<typeof reportCardsSchema>;

/** Overview's Program Health badges. active_ambassadors: approved (Active status) of total_ambassadors. */
export const programHealthSchema = z.object({
  active_ambassadors: count,
  total_ambassadors: count,
  pending_reviews: count,
  completed_objectives: count,
});

export type ProgramHealth = z.infer<typeof programHealthSchema>;

/** One objective's progress across ambassadors: how many user objectives are in each status now. */
export const objectiveAnalyticsSchema = z.object({
  objective_id: z.string(),
  objective_number: z.number().int(),
  title: z.string(),
  target_role: z.enum(AMBASSADOR_ROLES),
  is_active: z.boolean(),
  assigned: count,
  submitted: count,
  approved: count,
  needs_revision: count,
  completion_rate: z.number().min(0).max(100),
});

export type ObjectiveAnalytics = z.infer<typeof objectiveAnalyticsSchema>;

/** A week of the growth chart: ambassadors who signed up that week, and how many there were at its end. */
export const growthWeekSchema = z.object({ week_start: z.string(), signups: count, total_ambassadors: count });

export type GrowthWeek = z.infer<typeof growthWeekSchema>;

/** A week of the Revenue & Orders chart: orders dated that week, and their revenue now (net of refunds), in dollars. */
export const salesWeekSchema = z.object({ week_start: z.string(), orders: count, revenue: z.number() });

export type SalesWeek = z.infer<typeof salesWeekSchema>;

/** GET /api/admin/reports: the cards, Program Health, objective analytics and the two weekly series. */
export const adminReportSchema = z.object({
  cards: reportCardsSchema,
  health: programHealthSchema,
  objectives: z.array(objectiveAnalyticsSchema),
  growth: z.array(growthWeekSchema),
  sales: z.array(salesWeekSchema),
});

export type AdminReport = z.infer<typeof adminReportSchema>;

/** One ambassador's row on Ambassador Performance and in the CSV export. */
export const ambassadorPerformanceSchema = z.object({
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(AMBASSADOR_ROLES),
  created_at: z.string(),
  units_sold: count,
  total_revenue: z.number(),
  total_commission: z.number(),
  orders_count: count,
});

export type AmbassadorPerformance = z.infer<typeof ambassadorPerformanceSchema>;

/** Rows a page of Ambassador Performance holds unless the request asks for fewer or more (at most the maximum). */
export const AMBASSADOR_PERFORMANCE_PAGE_SIZE = 50;
export const AMBASSADOR_PERFORMANCE_MAX_PAGE_SIZE = 100;
/** Ambassador Performance's query: how many, and the cursor of the page before (absent for the first). */
export const ambassadorPerformanceQuerySchema = z.object({
  cursor: pageCursorSchema,
  limit: pageLimitSchema(AMBASSADOR_PERFORMANCE_PAGE_SIZE, AMBASSADOR_PERFORMANCE_MAX_PAGE_SIZE),
});

/**
 * GET /api/admin/reports/ambassadors: a page of the Active ambassadors (those with a code, who can sell),
 * most revenue first, and the cursor of the next page (null on the last).
 */
export const ambassadorPerformancePageSchema = z.object({
  ambassadors: z.array(ambassadorPerformanceSchema),
  next_cursor: nextCursorSchema,
});
export type AmbassadorPerformancePage = z.infer<typeof ambassadorPerformancePageSchema>;

/** Most revenue first, then most units, then by name: the order of the table and the CSV. */
export function byPerformance(a: AmbassadorPerformance, b: AmbassadorPerformance): number {
  return (
    b.total_revenue - a.total_revenue ||
    b.units_sold - a.units_sold ||
    `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`) ||
    a.user_id.localeCompare(b.user_id)
  );
}

/** The Export Data file's columns, in order. */
export const REPORT_CSV_COLUMNS = [
  'rank',
  'first_name',
  'last_name',
  'email',
  'role',
  'joined',
  'units_sold',
  'revenue',
  'commission',
  'orders',
] as const;

/** A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
export function csvField(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The Export Data file: a header row, then one row per ambassador in performance order (CRLF line ends, RFC 4180). */
export function ambassadorPerformanceCsv(rows: AmbassadorPerformance[]): string {
  const lines = [...rows]
    .sort(byPerformance)
    .map((row, index) =>
      [
        index + 1,
        row.first_name,
        row.last_name,
        row.email,
        row.role,
        row.created_at.slice(0, 10),
        row.units_sold,
        row.total_revenue.toFixed(2),
        row.total_commission.toFixed(2),
        row.orders_count,
      ]
        .map(csvField)
        .join(','),
    );
  return [REPORT_CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}
