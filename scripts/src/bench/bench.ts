import { setAutoSync } from '@app/functions/settings/seeding';
import { RECENT_LIMIT } from '@app/shared/ambassadors';
import type { LocalBackend } from '#local/backend';
import { adminReadsReport, measureAdminReads, type ProgrammeSize } from './admin-reads';
import { bulkWriteAmbassadors, bulkWriteCampaigns, createAmbassadors } from './ambassadors';
import { dashboardReads } from './dashboard-reads';
import { engineCeiling } from './engine-ceiling';
import { ordersReads } from './orders-reads';
import { reportsReads } from './reports-reads';
import { loadReport, loadRuns } from './load';
import { benchOrders, bulkWriteOrders, ingestEndToEnd, shirtsIn } from './orders';
import { salesReads } from './reads';
import { recountTotals } from './recount';
import { reviewQueueBench, SMALL_SUBMISSIONS } from './review-queue';
import { benchReport, type Stage } from './report';

/** Ambassadors given their codes the product's way; the orders go to them. */
const AMBASSADORS = 1_000;
const CAMPAIGNS = 50;
/** The first size the reads are timed at; these orders all go through the webhook. */
const SMALL_ORDERS = 1_000;
// How long DynamoDB Local is timed with the bench's transactions only, after its warm-up.
const ENGINE_CEILING_SECONDS = 15;
// A naive student leaderboard at 100,000 orders takes seconds on DynamoDB Local: the time limit keeps it to a few samples.
const SAMPLE_LIMITS = { oneQuery: { samples: 200, seconds: 30 }, naive: { samples: 20, seconds: 15 } };

export interface BenchOptions {
  totalOrders: number;
  /** Orders sent through the webhook: the first 1,000 and the last ones; the rest are bulk-written. */
  endToEndOrders: number;
  /** How long each load run lasts. */
  loadSeconds: number;
  /** Submissions in the table when the review queue is read the second time (the first: 1,000). */
  totalSubmissions: number;
  /** Ambassadors in the programme when the admin reads are measured the second time (the first: 1,000). */
  totalAmbassadors: number;
  /** Campaigns in the programme when the admin reads are measured the second time (the first: 50). */
  totalCampaigns: number;
  log: (message: string) => void;
}

/**
 * The store pipeline at 1,000 and at `totalOrders` orders: end-to-end ingestion, totals against a
 * recount of the stored orders, and the sales reads the product's way and the naive way.
 */
export async function runBench(
  backend: LocalBackend,
  { totalOrders, endToEndOrders, loadSeconds, totalSubmissions, totalAmbassadors, totalCampaigns, log }: BenchOptions,
): Promise<{ table: string; notes: string[]; failedChecks: string[]; missedTargets: string[] }> {
  if (endToEndOrders < SMALL_ORDERS || totalOrders < endToEndOrders)
    throw new Error(`Need ${SMALL_ORDERS} ≤ end-to-end orders ≤ total orders`);
  // Creating discount codes in the store is not part of this measurement.
  await setAutoSync(false);

  log(`creating ${CAMPAIGNS} campaigns and ${AMBASSADORS} ambassadors with personal codes`);
  const { campaigns, ambassadors } = await createAmbassadors({ campaigns: CAMPAIGNS, ambassadors: AMBASSADORS });
  await backend.events.idle();
  const userIds = ambassadors.map((ambassador) => ambassador.userId);
  const campaignIds = campaigns.map((campaign) => campaign.id);
  const orders = benchOrders(totalOrders, ambassadors);
  const reads = [...salesReads(campaigns[0]!), ...dashboardReads(), ...ordersReads(), ...reportsReads()];

  let refundedShirts = 0;
  async function stage(from: number, to: number): Promise<Stage> {
    log(`sending orders ${from + 1}–${to} through the webhook, then refunds of 1% of them`);
    const ingestion = await ingestEndToEnd(backend, orders.slice(from, to));
    refundedShirts += ingestion.refundedShirts;
    log(`recounting the totals from the ${to} stored orders`);
    const recount = await recountTotals(userIds, campaignIds);
    const compared = [];
    for (const read of reads) {
      log(`timing the ${read.read} at ${to} orders`);
      compared.push(await read.compare(SAMPLE_LIMITS));
    }
    return {
      orders: to,
      storedBeforeIngestion: from,
      ingestion,
      sent: { orders: to, units: shirtsIn(orders.slice(0, to)) - refundedShirts },
      recount,
      reads: compared,
    };
  }

  // The first submissions go in before the orders, so both orders' stages read beside the same 1,000.
  const queue = await reviewQueueBench(userIds, totalSubmissions, log);
  await queue.grow(SMALL_SUBMISSIONS);
  const small = await stage(0, SMALL_ORDERS);
  // The small programme: 1,000 ambassadors, 1,000 orders and 1,000 submissions, every admin read measured.
  const searchedOrder = orders[0]!.name;
  const sizes: { small: ProgrammeSize; full: ProgrammeSize } = {
    small: { campaigns: CAMPAIGNS, ambassadors: AMBASSADORS, orders: SMALL_ORDERS, submissions: SMALL_SUBMISSIONS },
    full: {
      campaigns: Math.max(CAMPAIGNS, totalCampaigns),
      ambassadors: totalAmbassadors,
      orders: totalOrders,
      submissions: totalSubmissions,
    },
  };
  const adminReadsSmall = await measureAdminReads(searchedOrder, log);
  const lastBulk = totalOrders - (endToEndOrders - SMALL_ORDERS);
  log(`bulk-writing orders ${SMALL_ORDERS + 1}–${lastBulk} and their totals`);
  await bulkWriteOrders(orders.slice(SMALL_ORDERS, lastBulk), backend.settled);
  log(`measuring DynamoDB Local with the stack idle: transactions of an order's size for ${ENGINE_CEILING_SECONDS} s`);
  const ceiling = await engineCeiling(backend.dynamodb.endpoint, ENGINE_CEILING_SECONDS);
  const full = await stage(lastBulk, totalOrders);

  const count = (value: number) => value.toLocaleString('en-US');
  const failedDeliveries = backend.events.failedDeliveries();
  const notes = [
    `${count(AMBASSADORS)} ambassadors (half students, half fundraisers in ${CAMPAIGNS} campaigns of ${AMBASSADORS / 2 / CAMPAIGNS}), orders spread evenly over them.`,
    `Orders 1–${count(SMALL_ORDERS)} and ${count(lastBulk + 1)}–${count(totalOrders)} went through the signed webhook route, the local bus and the consumer; ` +
      `the ${count(lastBulk - SMALL_ORDERS)} between were bulk-written with the consumer's own functions (attribution, order fold, order item, totals updates).`,
    `Duplicates: every 100th order delivered twice at once, alternately the same webhook id and an orders/create for the same order. Bus deliveries that failed: ${failedDeliveries}; stream batches given up: ${backend.stream.failedBatches()}.`,
    `Naive reads: the campaign's members (fundraiser profiles, role index) or every student, then each one's order list (gsi1) 16 at a time, summed; ` +
      `the campaign page adds the campaign by slug. Samples: up to ${SAMPLE_LIMITS.oneQuery.samples} per one-query read; naive up to ${SAMPLE_LIMITS.naive.samples} ` +
      `or ${SAMPLE_LIMITS.naive.seconds} s (at least 3), shown as n: with 3 or 4 samples the p95 is the slowest one.`,
    `Admin dashboard, naive: every ambassador's profile (role index), every submitted objective, and every ambassador's and unattributed order list, filtered by date; ` +
      `the recent lists read every profile or submission and keep the newest ${RECENT_LIMIT}. Neither recent list reads orders, so no speedup is asked of them.`,
    `Codes & Orders, naive: every ambassador's and the unattributed order list, summed for the cards or sorted by the orders index's key for the first page.`,
    `Impact & Reports, naive: every ambassador's profile and order list, the unattributed orders and every user objective (status index), added up for the cards, ` +
      `bucketed by week for the charts' series, or summed per ambassador for Ambassador Performance (its first page: the same revenues, most first).`,
    `Ingestion target: the ${count(totalOrders - lastBulk)} orders sent onto the full table; the first ${count(SMALL_ORDERS)} include the engines' warm-up (JIT).`,
    `The engine's ceiling, measured just before them: DynamoDB Local, with the stack idle around it, ran ${ceiling.transactionsPerSecond.toFixed(0)} transactions a second of an order's 6 writes of 1 KB ` +
      `(${ceiling.itemWritesPerSecond.toFixed(0)} item writes/s), 32 in flight, ${count(ceiling.refusedForLock)} refused for its lock, into the product's table; every order ingested costs the engine ` +
      `its hot path's transaction (and a GetItem of its code's claim the first time in a minute), then the projections' writes, and the functions share the 2 cores with it.`,
    ...[small, full].flatMap((stage) => stage.recount.mismatches.slice(0, 5)),
  ];
  const { table, failedChecks, missedTargets } = benchReport(small, full);
  // Printed now as well as at the end: the stages after it take half the run, and a failure there must not lose it.
  log(`the orders' stages, measured:\n\n${table}\n\n${notes.join('\n')}\n`);
  // The full programme: the other campaigns and ambassadors bulk-written, then the submissions, every admin read measured again.
  log(`writing campaigns ${count(CAMPAIGNS + 1)}–${count(totalCampaigns)} with a passcode each`);
  const allCampaigns = [...campaigns, ...(await bulkWriteCampaigns(CAMPAIGNS, totalCampaigns))];
  log(`bulk-writing ambassadors ${count(AMBASSADORS + 1)}–${count(totalAmbassadors)} with their codes and totals rows`);
  const ambassadorsWritten = performance.now();
  await bulkWriteAmbassadors(allCampaigns, AMBASSADORS, totalAmbassadors);
  // Their ranking entries follow their totals rows on the table's stream.
  await backend.settled();
  const ambassadorsSeconds = (performance.now() - ambassadorsWritten) / 1000;
  await queue.grow(totalSubmissions);
  const adminReadsFull = await measureAdminReads(searchedOrder, log);
  const admin = adminReadsReport(sizes, adminReadsSmall, adminReadsFull, searchedOrder);
  const queueReport = queue.report();
  log(`load: 200 clients on the public campaign page, then 100 on the webhook, ${loadSeconds} s each`);
  const load = loadReport(await loadRuns(backend.apiEndpoint, campaigns[0]!.campaign_slug, loadSeconds));
  return {
    table: `${table}\n\n${queueReport.table}\n\n${admin.table}`,
    notes: [
      ...notes,
      `Review queue: the first ${count(SMALL_SUBMISSIONS)} submissions bulk-written before the orders, the rest after the orders' stages (one in ten under review, one in ten sent back, the rest approved; ` +
        `each ambassador once per objective); each read's requests and capacity units counted on its second call, p50 over up to 50 calls.`,
      `Admin reads: measured after the first 1,000 orders and 1,000 submissions, and again once the ${count(totalCampaigns - CAMPAIGNS)} other campaigns ` +
        `(written the product's way, a passcode each, every fourth completed), the ${count(totalAmbassadors - AMBASSADORS)} other ambassadors ` +
        `(bulk-written in ${ambassadorsSeconds.toFixed(0)} s: profiles, code claims, zero totals rows, the ambassador and member counts), ` +
        `every order and every submission are in; requests and capacity units of a warm call. Bounded: the same requests, and capacity units at most ` +
        `a quarter (or half a unit) more, which item sizes alone move. The search is for order ${searchedOrder}, one order at both sizes.`,
      ...load.lines,
    ],
    failedChecks: [
      ...failedChecks,
      ...queueReport.failedChecks,
      ...admin.failedChecks,
      ...(failedDeliveries ? ['bus deliveries'] : []),
      ...(backend.stream.failedBatches() ? ['stream batches'] : []),
      ...load.failedChecks,
    ],
    missedTargets: [...missedTargets, ...load.missedTargets],
  };
}

/**
 * The admin reads alone (BENCH_ADMIN_READS_ONLY=1): the small programme (50 campaigns, 1,000 ambassadors,
 * 1,000 orders and submissions) and the full one (`totalCampaigns`, `totalAmbassadors`, `totalOrders` and
 * `totalSubmissions`), every order bulk-written with the consumer's own functions (no webhook, no load runs),
 * each admin read's requests and capacity units at both sizes. A few minutes where the whole bench takes
 * twenty; the order search finds nothing here (bulk-written orders have no search entries), at both sizes.
 */
export async function runAdminReadsBench({
  settled,
  totalOrders,
  totalSubmissions,
  totalAmbassadors,
  totalCampaigns,
  log,
}: Omit<BenchOptions, 'endToEndOrders' | 'loadSeconds'> & { settled: () => Promise<void> }): Promise<{
  table: string;
  notes: string[];
  failedChecks: string[];
}> {
  await setAutoSync(false);
  log(`creating ${CAMPAIGNS} campaigns and ${AMBASSADORS} ambassadors with personal codes`);
  const { campaigns, ambassadors } = await createAmbassadors({ campaigns: CAMPAIGNS, ambassadors: AMBASSADORS });
  const orders = benchOrders(totalOrders, ambassadors);
  const queue = await reviewQueueBench(
    ambassadors.map((ambassador) => ambassador.userId),
    totalSubmissions,
    log,
  );
  await queue.grow(SMALL_SUBMISSIONS);
  log(`bulk-writing orders 1–${SMALL_ORDERS}`);
  await bulkWriteOrders(orders.slice(0, SMALL_ORDERS), settled);
  const searchedOrder = orders[0]!.name;
  const small = await measureAdminReads(searchedOrder, log);
  log(`writing campaigns ${CAMPAIGNS + 1}–${totalCampaigns}, then ambassadors ${AMBASSADORS + 1}–${totalAmbassadors}`);
  const allCampaigns = [...campaigns, ...(await bulkWriteCampaigns(CAMPAIGNS, totalCampaigns))];
  await bulkWriteAmbassadors(allCampaigns, AMBASSADORS, totalAmbassadors);
  log(`bulk-writing orders ${SMALL_ORDERS + 1}–${totalOrders}`);
  await bulkWriteOrders(orders.slice(SMALL_ORDERS), settled);
  await queue.grow(totalSubmissions);
  const full = await measureAdminReads(searchedOrder, log);
  const admin = adminReadsReport(
    {
      small: { campaigns: CAMPAIGNS, ambassadors: AMBASSADORS, orders: SMALL_ORDERS, submissions: SMALL_SUBMISSIONS },
      full: {
        campaigns: Math.max(CAMPAIGNS, totalCampaigns),
        ambassadors: totalAmbassadors,
        orders: totalOrders,
        submissions: totalSubmissions,
      },
    },
    small,
    full,
    searchedOrder,
  );
  return {
    table: admin.table,
    notes: [
      `Admin reads only: every order bulk-written; requests and capacity units of a warm call. Bounded: the same requests, and capacity units at most a quarter (or half a unit) more.`,
    ],
    failedChecks: admin.failedChecks,
  };
}
