import type { ScheduledDetail } from '@app/shared/contracts';
import { dashboardCounts } from '../ambassadors';
import { readDayTotals } from '../orders';
import { listProfilesByRole } from '../profiles';
import { notificationSettings } from '../settings';
import { weeklyReportEmail } from './emails';
import { isoWeekOf } from './iso-week';
import { notifyEach } from './notify';
import { DAY_MS, utcDay } from '@app/shared/platform';

/** What the weekly report says: the week's orders and revenue and the admin dashboard's counts. */
export interface WeeklyFigures {
  /** The ISO week of the scheduled run: one report per admin per week. */
  week: string;
  /** The first and last day (yyyy-mm-dd, UTC) of the 7 days the orders and revenue are of. */
  first_day: string;
  last_day: string;
  orders: number;
  /** Dollars, net of refunds and cancellations (on each order's own day). */
  revenue: number;
  /** The dashboard's New This Week: ambassadors who joined in the last 7 days. */
  new_ambassadors: number;
  pending_submissions: number;
  total_ambassadors: number;
}

/** The 7 whole days (UTC) before the day a run was due: Monday's run covers Monday to Sunday of the week before. */
function reportDays(scheduledAt: Date): string[] {
  const scheduledDay = Date.UTC(scheduledAt.getUTCFullYear(), scheduledAt.getUTCMonth(), scheduledAt.getUTCDate());
  return Array.from({ length: 7 }, (_, index) => utcDay(scheduledDay - (7 - index) * DAY_MS));
}

/**
 * The week's figures from counters only, a fixed number of requests whatever the number of orders and
 * ambassadors: the order day counters of the 7 days (one BatchGetItem) and the dashboard's counts.
 */
async function weeklyFigures(scheduledAt: Date): Promise<WeeklyFigures> {
  const days = reportDays(scheduledAt);
  const [dayTotals, counts] = await Promise.all([readDayTotals(days), dashboardCounts()]);
  const week = [...dayTotals.values()].reduce((sum, day) => ({ orders: sum.orders + day.orders, revenue: sum.revenue + day.revenue }), {
    orders: 0,
    revenue: 0,
  });
  return {
    week: isoWeekOf(scheduledAt),
    first_day: days[0]!,
    last_day: days[days.length - 1]!,
    orders: week.orders,
    revenue: Math.round(week.revenue * 100) / 100,
    new_ambassadors: counts.new_this_week,
    pending_submissions: counts.pending_submissions,
    total_ambassadors: counts.total_ambassadors,
  };
}

/**
 * The weekly report job (Monday 08:00 UTC): every admin is e-mailed the week's figures while e-mail
 * notifications and weekly reports are on. The toggles are programme-wide, as for the other admin
 * e-mails, so "admins who enabled it" is every admin while an admin has it on. Each admin gets one report
 * per ISO week however often the job runs (the notification marker, keyed by the week, with its TTL).
 */
export async function sendWeeklyReport(detail: ScheduledDetail): Promise<{ sent: number }> {
  const settings = await notificationSettings();
  if (!settings.emailNotifications || !settings.weeklyReports) return { sent: 0 };
  const admins = await listProfilesByRole('admin');
  if (admins.length === 0) return { sent: 0 };
  const figures = await weeklyFigures(new Date(detail.scheduled_at));
  return notifyEach(`WEEKLY_REPORT#${figures.week}`, admins, (admin) => weeklyReportEmail(figures, admin));
}
