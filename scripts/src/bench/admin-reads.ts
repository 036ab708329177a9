import { adminDashboard, listAmbassadorRows, searchAmbassadors } from '@app/functions/ambassadors/seeding';
import { campaignsOverview, fundraisingPerformance } from '@app/functions/campaigns/seeding';
import { getAmbassadorTotalsMany } from '@app/functions/leaderboards';
import { adminSubmissions } from '@app/functions/objectives/seeding';
import { readDayTotals } from '@app/functions/orders';
import { adminOrdersPage } from '@app/functions/orders/seeding';
import { resetTableUsage, tableUsage } from '@app/functions/platform';
import { countProfiles, listProfilesByRole } from '@app/functions/profiles';
import { adminReport, ambassadorPerformance } from '@app/functions/reports/seeding';
import { ADMIN_SUBMISSIONS_PAGE_SIZE } from '@app/shared/objectives';
import { AMBASSADOR_ROLES } from '@app/shared/platform';
import { daysOfWeek, reportWeeks } from '@app/shared/reports';
import { requestsText } from './measure';
import { markdownTable } from './report';

/**
 * Every admin read behind the admin's list and report screens, measured at the small and at the full size
 * of the programme: the DynamoDB requests of a warm call, by operation, and the capacity units they
 * consumed. A bounded read (a page, or pre-aggregated rows) reads as much at both sizes; one whose
 * requests or capacity units grow with the programme is a failed check. Beside them, two reads as they
 * were before this bench grew (every ambassador for Ambassador Performance, a Count of every week's
 * sign-ups for the reports' weekly series), measured the same way, which are expected to grow.
 */
export interface ProgrammeSize {
  campaigns: number;
  ambassadors: number;
  orders: number;
  submissions: number;
}

interface AdminRead {
  read: string;
  /** Runs first, unmeasured: what the read continues from (the first page's cursor). */
  prepare?: () => Promise<string | undefined>;
  run: (cursor: string | undefined) => Promise<unknown>;
  /** A read of the code before: expected to grow, shown for comparison, not checked. */
  before?: true;
}

export interface Usage {
  requests: string;
  capacityUnits: number;
}

/** `searchedOrder`: an order number ('#1000') that names one order at both sizes. */
function readsOf(searchedOrder: string): AdminRead[] {
  const page = ADMIN_SUBMISSIONS_PAGE_SIZE;
  return [
    { read: 'dashboard (four counts, recent sign-ups, recent submissions)', run: () => adminDashboard() },
    { read: 'ambassadors list: students, first page', run: () => listAmbassadorRows('student') },
    {
      read: 'ambassadors list: students, second page',
      prepare: async () => (await listAmbassadorRows('student')).next_cursor ?? undefined,
      run: (cursor) => listAmbassadorRows('student', undefined, cursor),
    },
    { read: 'ambassadors list: fundraisers, first page', run: () => listAmbassadorRows('fundraising_ambassador') },
    // The bench's ambassadors are named Amb<index in base 36>: "amb1" begins many names at both sizes.
    { read: 'ambassador search (Send Message picker): "amb1", ten found', run: () => searchAmbassadors('amb1', false) },
    { read: 'ambassador search (Create Code picker): "amb1", without a code', run: () => searchAmbassadors('amb1', true) },
    { read: 'review queue: Pending Review, first page', run: () => adminSubmissions('submitted', page) },
    { read: 'codes & orders: stat cards and first page', run: () => adminOrdersPage({}) },
    {
      read: 'codes & orders: second page',
      prepare: async () => (await adminOrdersPage({})).next_cursor ?? undefined,
      run: (cursor) => adminOrdersPage({ cursor }),
    },
    { read: 'codes & orders: search by order number', run: () => adminOrdersPage({ search: searchedOrder }) },
    { read: 'impact & reports (cards, health, objectives, weekly series)', run: () => adminReport() },
    { read: 'ambassador performance: first page', run: () => ambassadorPerformance() },
    {
      read: 'ambassador performance: second page',
      prepare: async () => (await ambassadorPerformance()).next_cursor ?? undefined,
      run: (cursor) => ambassadorPerformance(undefined, cursor),
    },
    { read: 'fundraising campaigns overview: stat cards and first page', run: () => campaignsOverview() },
    {
      read: 'fundraising campaigns overview: second page',
      prepare: async () => (await campaignsOverview()).next_cursor ?? undefined,
      run: (cursor) => campaignsOverview(undefined, cursor),
    },
    { read: 'performance: totals, top fundraisers and first page', run: () => fundraisingPerformance() },
    {
      read: 'performance: second page',
      prepare: async () => (await fundraisingPerformance()).next_cursor ?? undefined,
      run: (cursor) => fundraisingPerformance(undefined, undefined, cursor),
    },
    { read: 'before: ambassador performance, every ambassador and their totals', run: everyAmbassadorsTotals, before: true },
    { read: 'before: reports’ weekly series, Count queries of the sign-up index', run: weeklySeriesByCounts, before: true },
  ];
}

/** Ambassador Performance as it was: every ambassador of both roles (role index), then their totals rows. */
async function everyAmbassadorsTotals(): Promise<number> {
  const profiles = (await Promise.all(AMBASSADOR_ROLES.map((role) => listProfilesByRole(role)))).flat();
  return (await getAmbassadorTotalsMany(profiles.map((profile) => profile.user_id))).size;
}

/** The weekly series as they were: a Count of each role's sign-ups in each week's range and in all, and the order days. */
async function weeklySeriesByCounts(): Promise<number> {
  const now = new Date();
  const weeks = reportWeeks(now);
  const [total, signups] = await Promise.all([
    Promise.all(AMBASSADOR_ROLES.map((role) => countProfiles(role))),
    Promise.all(weeks.map((week, index) => Promise.all(AMBASSADOR_ROLES.map((role) => countProfiles(role, week, weeks[index + 1]))))),
    Promise.all(weeks.map((week) => readDayTotals(daysOfWeek(week, now)))),
  ]);
  return total.length + signups.length;
}

/** Each admin read's requests and capacity units on a warm call, at the programme's current size. */
export async function measureAdminReads(searchedOrder: string, log: (message: string) => void): Promise<Usage[]> {
  const usages: Usage[] = [];
  for (const { read, prepare, run } of readsOf(searchedOrder)) {
    log(`admin reads: ${read}`);
    const cursor = prepare ? await prepare() : undefined;
    await run(cursor);
    resetTableUsage();
    await run(cursor);
    const { requests, capacityUnits } = tableUsage();
    usages.push({ requests: requestsText(requests), capacityUnits });
  }
  return usages;
}

/**
 * Bounded: the same requests at both sizes, and capacity units within what item sizes alone move (a
 * quarter more, or half a unit, whichever is more), while the programme grew 20 to 100 times.
 */
const bounded = (small: Usage, full: Usage) =>
  small.requests === full.requests && full.capacityUnits <= Math.max(small.capacityUnits * 1.25, small.capacityUnits + 0.5);

export function adminReadsReport(
  sizes: { small: ProgrammeSize; full: ProgrammeSize },
  small: Usage[],
  full: Usage[],
  searchedOrder: string,
): { table: string; failedChecks: string[] } {
  const count = (value: number) => value.toLocaleString('en-US');
  const sizeText = (size: ProgrammeSize) =>
    `at ${count(size.campaigns)} campaigns, ${count(size.ambassadors)} ambassadors, ${count(size.orders)} orders, ${count(size.submissions)} submissions`;
  const cell = (usage: Usage) => `${usage.requests}; ${usage.capacityUnits.toFixed(1)} CU`;
  const reads = readsOf(searchedOrder);
  const rows = reads.map(({ read, before }, i) => [
    `admin read: ${read}`,
    cell(small[i]!),
    cell(full[i]!),
    before ? 'grows (the read before)' : bounded(small[i]!, full[i]!) ? 'bounded: yes' : 'bounded: NO',
  ]);
  const failedChecks = reads.flatMap(({ read, before }, i) =>
    !before && !bounded(small[i]!, full[i]!) ? [`admin read ${read} grows with the programme`] : [],
  );
  return { table: markdownTable(['admin read', sizeText(sizes.small), sizeText(sizes.full), 'target'], rows), failedChecks };
}
