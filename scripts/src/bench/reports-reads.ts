import { paymentSettings } from '@app/functions/settings';
import { listObjectivesForRole } from '@app/functions/objectives';
import { listUserObjectivesInStatus } from '@app/functions/objectives/seeding';
import { ambassadorEarnings } from '@app/functions/payouts';
import { listProfilesByRole } from '@app/functions/profiles';
import { ambassadorPerformance, reportFigures, reportSeries } from '@app/functions/reports/seeding';
import { AMBASSADOR_ROLES, DAY_MS } from '@app/shared/platform';
import type { Order } from '@app/shared/orders';
import {
  ACTIVE_AMBASSADOR_DAYS,
  AMBASSADOR_PERFORMANCE_PAGE_SIZE,
  completionRate,
  reportWeeks,
  revenuePerAmbassador,
  weekStartOf,
  type AmbassadorPerformance,
} from '@app/shared/reports';
import type { Profile } from '@app/shared/profiles';
import { pool } from './measure';
import type { NaiveAnswer } from './naive-reads';
import { readPair, type ReadPair } from './reads';
import { allOrdersOf, allUnattributedOrders, sumOf } from './stored-orders';

/**
 * Impact & Reports' reads (spec part 2, section 2), the product's way (the order totals', order days' and
 * objectives' counters, Count queries of the sign-up date index) and the naive way: every ambassador's
 * profile, order list and paid balance, the unattributed orders and every user objective, read and added
 * up at each request.
 */
const READERS = 16;

type Figures = Awaited<ReturnType<typeof reportFigures>>;
type Series = Awaited<ReturnType<typeof reportSeries>>;

async function everyAmbassador(): Promise<Profile[]> {
  return (await Promise.all(AMBASSADOR_ROLES.map((role) => listProfilesByRole(role)))).flat();
}

/** Every ambassador with their own orders, and the orders that match nobody. */
async function everyOrder(people: Profile[]): Promise<{ byPerson: Map<string, Order[]>; unattributed: Order[] }> {
  const byPerson = new Map<string, Order[]>();
  const unattributed = await allUnattributedOrders();
  await pool(people, READERS, async (person) => {
    byPerson.set(person.user_id, await allOrdersOf(person.user_id));
  });
  return { byPerson, unattributed };
}

const ordersIn = (orders: { byPerson: Map<string, Order[]>; unattributed: Order[] }) => [
  ...[...orders.byPerson.values()].flat(),
  ...orders.unattributed,
];

const cents = (dollars: number) => Math.round(dollars * 100);

/** What admins have paid every ambassador, added up from each one's paid balance. */
async function paidToEveryone(people: Profile[]): Promise<number> {
  let paidCents = 0;
  await pool(people, READERS, async (person) => {
    paidCents += cents((await ambassadorEarnings(person.user_id)).paid_earnings);
  });
  return paidCents / 100;
}

async function naiveFigures(): Promise<NaiveAnswer<Figures>> {
  const now = Date.now();
  const people = await everyAmbassador();
  const [orders, paid, objectives, ...rows] = await Promise.all([
    everyOrder(people),
    paidToEveryone(people),
    Promise.all(AMBASSADOR_ROLES.map(listObjectivesForRole)).then((lists) => lists.flat()),
    ...(['assigned', 'submitted', 'approved', 'needs_revision'] as const).map(listUserObjectivesInStatus),
  ]);
  const all = ordersIn(orders);
  const revenue = all.reduce((sum, order) => sum + cents(order.order_amount), 0) / 100;
  const commission = all.reduce((sum, order) => sum + cents(order.commission_amount), 0) / 100;
  const activeSince = new Date(now - ACTIVE_AMBASSADOR_DAYS * DAY_MS).toISOString();
  const approvedPeople = people.filter((person) => person.personal_code !== null);
  const active = approvedPeople.filter((person) => person.created_at >= activeSince).length;
  const statusOf = (status: string, objectiveId: string) =>
    rows.flat().filter((row) => row.status === status && row.objective_id === objectiveId).length;
  const analytics = objectives.map((objective) => {
    const figures = {
      assigned: statusOf('assigned', objective.id),
      submitted: statusOf('submitted', objective.id),
      approved: statusOf('approved', objective.id),
      needs_revision: statusOf('needs_revision', objective.id),
    };
    return {
      objective_id: objective.id,
      objective_number: objective.objective_number,
      title: objective.title,
      target_role: objective.target_role === 'fundraising_ambassador' ? ('fundraising_ambassador' as const) : ('student' as const),
      is_active: objective.is_active,
      ...figures,
      completion_rate: completionRate(figures) ?? 0,
    };
  });
  const approved = analytics.reduce((sum, row) => sum + row.approved, 0);
  const submitted = analytics.reduce((sum, row) => sum + row.submitted, 0);
  return {
    answer: {
      cards: {
        total_ambassadors: people.length,
        active_this_month: active,
        pending_approval: people.length - approvedPeople.length,
        completion_rate: completionRate({ approved, submitted }, objectives.length > 0),
        total_revenue: revenue,
        revenue_per_ambassador: revenuePerAmbassador(revenue, approvedPeople.length),
        total_commission: commission,
        total_commission_paid: paid,
        total_orders: all.length,
      },
      health: {
        active_ambassadors: approvedPeople.length,
        total_ambassadors: people.length,
        pending_reviews: submitted,
        completed_objectives: approved,
      },
      objectives: analytics,
    },
    ordersRead: all.length,
  };
}

async function naiveSeries(): Promise<NaiveAnswer<Series>> {
  const now = new Date();
  const weeks = reportWeeks(now);
  const people = await everyAmbassador();
  const all = ordersIn(await everyOrder(people));
  const weekOf = (time: string) => weekStartOf(Number.isNaN(Date.parse(time)) ? now.getTime() : Date.parse(time));
  const signupsIn = (week: string) => people.filter((person) => weekOf(person.created_at) === week).length;
  const after = (week: string) => people.filter((person) => weekOf(person.created_at) > week).length;
  return {
    answer: {
      growth: weeks.map((week_start) => ({
        week_start,
        signups: signupsIn(week_start),
        total_ambassadors: people.length - after(week_start),
      })),
      sales: weeks.map((week_start) => {
        const orders = all.filter((order) => weekOf(order.order_date) === week_start);
        return { week_start, orders: orders.length, revenue: orders.reduce((sum, order) => sum + cents(order.order_amount), 0) / 100 };
      }),
    },
    ordersRead: all.length,
  };
}

type PerformanceFigures = Pick<AmbassadorPerformance, 'user_id' | 'units_sold' | 'total_revenue' | 'orders_count'>;

async function naivePerformance(): Promise<NaiveAnswer<PerformanceFigures[]>> {
  const people = await everyAmbassador();
  const [orders, rules] = await Promise.all([everyOrder(people), paymentSettings()]);
  const rows = people.map((person) => {
    const sum = sumOf(orders.byPerson.get(person.user_id) ?? [], rules);
    return { user_id: person.user_id, units_sold: sum.units, total_revenue: sum.sales_cents / 100, orders_count: sum.orders };
  });
  return { answer: rows, ordersRead: ordersIn(orders).length };
}

const figuresSummary = (figures: Figures) => JSON.stringify(figures);
const seriesSummary = (series: Series) => JSON.stringify(series);
/**
 * The first page's revenues, most first: ambassadors tied on revenue may come in either order, so the
 * figures are compared, not who holds them (the functions' tests check each row's own figures).
 */
const performanceSummary = (rows: PerformanceFigures[]) =>
  rows
    .map((row) => row.total_revenue)
    .sort((a, b) => b - a)
    .slice(0, AMBASSADOR_PERFORMANCE_PAGE_SIZE)
    .map((revenue) => revenue.toFixed(2))
    .join(',');

/** The report's cards (with Program Health and objective analytics), its charts' weekly series, and Ambassador Performance. */
export function reportsReads(): ReadPair[] {
  return [
    readPair('impact & reports: cards, health and objectives', () => reportFigures(), naiveFigures, {
      product: figuresSummary,
      naive: figuresSummary,
    }),
    readPair('impact & reports: charts’ weekly series', () => reportSeries(), naiveSeries, {
      product: seriesSummary,
      naive: seriesSummary,
    }),
    // The first page, one Query of the revenue index; the naive way reads every ambassador's orders.
    readPair(
      'impact & reports: ambassador performance, first page',
      async () => (await ambassadorPerformance()).ambassadors,
      naivePerformance,
      {
        product: performanceSummary,
        naive: performanceSummary,
      },
    ),
  ];
}
