import { dashboardCounts } from '@app/functions/ambassadors';
import { recentSignups } from '@app/functions/ambassadors/seeding';
import { recentSubmissions } from '@app/functions/objectives';
import { listAllSubmissions, listUserObjectivesInStatus } from '@app/functions/objectives/seeding';
import { listProfilesByRole } from '@app/functions/profiles';
import { newThisWeekFrom, RECENT_LIMIT } from '@app/shared/ambassadors';
import type { Profile } from '@app/shared/profiles';
import { pool } from './measure';
import type { NaiveAnswer } from './naive-reads';
import { readPair, type ReadPair } from './reads';
import { allOrdersOf, allUnattributedOrders } from './stored-orders';

/**
 * The admin dashboard's reads (spec part 2, section 2), the product's way (Count queries over key
 * ranges, the day counters of orders, a Query of the newest) and the naive way: every ambassador's
 * profile, every order and every submission read and filtered at each request.
 */
const READERS = 16;

/** The first day (UTC) of the dashboard's week: today and the six days before it. */
const firstDayOfWeek = () => newThisWeekFrom(Date.now());

async function everyAmbassador(): Promise<Profile[]> {
  return (await Promise.all([listProfilesByRole('student'), listProfilesByRole('fundraising_ambassador')])).flat();
}

type Counts = Awaited<ReturnType<typeof dashboardCounts>>;

async function naiveCounts(): Promise<NaiveAnswer<Counts>> {
  const [people, pending, unattributed] = await Promise.all([
    everyAmbassador(),
    listUserObjectivesInStatus('submitted'),
    allUnattributedOrders(),
  ]);
  const since = firstDayOfWeek();
  const firstDay = firstDayOfWeek();
  let ordersRead = unattributed.length;
  let ordersThisWeek = unattributed.filter((order) => order.order_date.slice(0, 10) >= firstDay).length;
  await pool(people, READERS, async (person) => {
    const orders = await allOrdersOf(person.user_id);
    ordersRead += orders.length;
    ordersThisWeek += orders.filter((order) => order.order_date.slice(0, 10) >= firstDay).length;
  });
  return {
    answer: {
      new_this_week: people.filter((person) => person.created_at >= since).length,
      pending_submissions: pending.length,
      total_ambassadors: people.length,
      orders_this_week: ordersThisWeek,
    },
    ordersRead,
  };
}

async function naiveRecentSignups(): Promise<NaiveAnswer<Profile[]>> {
  const since = firstDayOfWeek();
  const recent = (await everyAmbassador())
    .filter((person) => person.created_at >= since)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, RECENT_LIMIT);
  return { answer: recent, ordersRead: 0 };
}

async function naiveRecentSubmissions(): Promise<NaiveAnswer<string[]>> {
  const all = await listAllSubmissions();
  return { answer: all.slice(0, RECENT_LIMIT).map((submission) => submission.id), ordersRead: 0 };
}

const ids = (rows: Array<{ user_id: string } | { id: string }>) => rows.map((row) => ('id' in row ? row.id : row.user_id)).join(',');

/** The dashboard's three reads: the four counts, Recent Sign-ups and Recent Submissions. */
export function dashboardReads(): ReadPair[] {
  return [
    readPair('admin dashboard: four counts', dashboardCounts, naiveCounts, { product: JSON.stringify, naive: JSON.stringify }),
    readPair('admin dashboard: recent sign-ups', recentSignups, naiveRecentSignups, { product: ids, naive: ids }, null),
    readPair(
      'admin dashboard: recent submissions',
      () => recentSubmissions(RECENT_LIMIT),
      naiveRecentSubmissions,
      { product: ids, naive: (submissionIds) => submissionIds.join(',') },
      null,
    ),
  ];
}
