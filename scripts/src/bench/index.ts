/**
 * npm run bench: the store pipeline against a local backend started here (in-memory DynamoDB Local, the
 * real webhook route, the local bus and the consumers), with 1,000 ambassadors in 50 campaigns, at 1,000
 * and at 100,000 orders. Prints one table: end-to-end ingestion with 1% duplicate deliveries, totals
 * against a recount of the stored orders, and the sales reads the product's way and the naive way.
 * Then 200 clients on the public campaign page and 100 on the webhook, from a second process, 30 s each.
 * First, while the table is empty, a second table: each deployed Lambda bundle's size and cold start.
 * Then the admin's review queue at 1,000 and at 100,000 submissions (its reads' requests and capacity units, flat),
 * and every admin read of the list and report screens at the small programme (1,000 ambassadors, orders and
 * submissions, 50 campaigns) and the full one (20,000 ambassadors, 100,000 orders and submissions, 1,000 campaigns): requests and capacity
 * units side by side, a read that grows with the programme a failed check.
 * BENCH_TOTAL_ORDERS (default 100000), BENCH_E2E_ORDERS (default 10000), BENCH_LOAD_SECONDS (default 30),
 * BENCH_TOTAL_SUBMISSIONS (default 100000), BENCH_TOTAL_AMBASSADORS (default 20000) and BENCH_TOTAL_CAMPAIGNS (default
 * 1000; the small programme has 50) make a quicker run;
 * BENCH_BUNDLES_ONLY=1 measures the bundles alone (well under a minute); BENCH_ADMIN_READS_ONLY=1 the admin reads alone at
 * both sizes, every order bulk-written (no page speed, bundles, webhook or load runs).
 * First of all, page speed: the public campaign page and /auth of a production build (`CI=true npm start`, started
 * here, or the one at BENCH_SITE_URL) on the phone profile, their gzipped JavaScript and Largest Contentful Paint;
 * BENCH_PAGE_SPEED_ONLY=1 measures them alone (a few minutes with the stack's start, under one with BENCH_SITE_URL).
 * Then the tracked link (/r/{code}): 20 clients for BENCH_LOAD_SECONDS, every click a new visitor, its p95 against
 * issue 25's 20 ms; BENCH_LINKS_ONLY=1 measures it alone (under a minute with the backend's start), and
 * BENCH_WEBHOOK_ONLY=1 the webhook's 100 clients alone, on an empty table (about a minute).
 * A full run (not one of the *_ONLY ones) writes what it printed to docs/performance.md (./record.ts).
 * Not part of `npm test`: it takes minutes.
 */
import '#node-runtime';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBackend, type LocalBackend } from '#local/backend';
import { findFreePortBlock } from '#local/free-ports';
import { PORTS_PER_STACK, portsFrom } from '#local/layout';
import { bundlesReport } from './bundles';
import { secondsSince } from './measure';
import { pageSpeedReport } from './page-speed';
import { withProductionSite } from './production-site';
import { benchSettingsOf, PERFORMANCE_RECORD, runRecord } from './record';

const TOTAL_ORDERS = Number(process.env.BENCH_TOTAL_ORDERS ?? 100_000);
const END_TO_END_ORDERS = Number(process.env.BENCH_E2E_ORDERS ?? 10_000);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const TOTAL_SUBMISSIONS = Number(process.env.BENCH_TOTAL_SUBMISSIONS ?? 100_000);
const TOTAL_AMBASSADORS = Number(process.env.BENCH_TOTAL_AMBASSADORS ?? 20_000);
const TOTAL_CAMPAIGNS = Number(process.env.BENCH_TOTAL_CAMPAIGNS ?? 1_000);
const BUNDLES_ONLY = process.env.BENCH_BUNDLES_ONLY === '1';
const ADMIN_READS_ONLY = process.env.BENCH_ADMIN_READS_ONLY === '1';
const PAGE_SPEED_ONLY = process.env.BENCH_PAGE_SPEED_ONLY === '1';
const LINKS_ONLY = process.env.BENCH_LINKS_ONLY === '1';
const WEBHOOK_ONLY = process.env.BENCH_WEBHOOK_ONLY === '1';
const SITE_URL = process.env.BENCH_SITE_URL;

const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** The run's last line: how long it took, and how busy the machine was (other work slows every figure). */
function runSummary(start: number): string {
  const load = os
    .loadavg()
    .map((average) => average.toFixed(1))
    .join(' / ');
  return `Run time ${(secondsSince(start) / 60).toFixed(1)} min on ${os.cpus().length} cores; load average (1 / 5 / 15 min) at the end: ${load}.`;
}

/** Page speed, measured before the backend below starts, so the two stacks never share the machine. */
async function measurePageSpeed() {
  const report = (siteUrl: string) => pageSpeedReport(siteUrl, log);
  return SITE_URL ? report(SITE_URL) : withProductionSite(log, report);
}

/** The admin reads alone, at both sizes, on a backend of their own. */
async function measureAdminReadsOnly() {
  const start = performance.now();
  const ports = portsFrom(await findFreePortBlock(PORTS_PER_STACK));
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ambassador-bench-'));
  log('starting the local backend (DynamoDB Local in memory)');
  const backend = await startBackend({ ports, stateDir, persist: false });
  try {
    const { runAdminReadsBench } = await import('./bench');
    const { table, notes, failedChecks } = await runAdminReadsBench({
      settled: backend.settled,
      totalOrders: TOTAL_ORDERS,
      totalSubmissions: TOTAL_SUBMISSIONS,
      totalAmbassadors: TOTAL_AMBASSADORS,
      totalCampaigns: TOTAL_CAMPAIGNS,
      log,
    });
    console.log(`\n${table}\n\n${notes.join('\n')}\n${runSummary(start)}`);
    if (failedChecks.length) {
      console.log(`CHECKS FAILED: ${failedChecks.join('; ')}.`);
      process.exitCode = 1;
    }
  } finally {
    await backend.stop();
    fs.rmSync(stateDir, { recursive: true, force: true });
  }
}

/** What a stage measured alone prints: its lines, and the checks it failed and the targets it missed. */
interface StageReport {
  lines: string[];
  failedChecks: string[];
  missedTargets: string[];
}

/** One stage alone, on a backend of its own with an empty table. */
async function measureAlone(measure: (backend: LocalBackend) => Promise<StageReport>) {
  const start = performance.now();
  const ports = portsFrom(await findFreePortBlock(PORTS_PER_STACK));
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ambassador-bench-'));
  log('starting the local backend (DynamoDB Local in memory)');
  const backend = await startBackend({ ports, stateDir, persist: false });
  try {
    const { lines, failedChecks, missedTargets } = await measure(backend);
    console.log(`\n${lines.join('\n')}\n${runSummary(start)}`);
    if (missedTargets.length) console.log(`Targets missed: ${missedTargets.join('; ')}.`);
    if (failedChecks.length) {
      console.log(`CHECKS FAILED: ${failedChecks.join('; ')}.`);
      process.exitCode = 1;
    }
  } finally {
    await backend.stop();
    fs.rmSync(stateDir, { recursive: true, force: true });
  }
}

// The stages' modules are imported once the backend has set the functions' environment.

/** The tracked link alone. */
const measureTrackedLinkOnly = () =>
  measureAlone(async (backend) => (await import('./tracked-links')).trackedLinkReport(backend, LOAD_SECONDS, log));

/** The store webhook's 100 clients alone: the route with the consumers beside it, on an empty table. */
const measureWebhookOnly = () =>
  measureAlone(async (backend) => {
    const { loadReport, webhookLoad } = await import('./load');
    log(`load: 100 clients on the webhook, ${LOAD_SECONDS} s`);
    return loadReport([await webhookLoad(backend.apiEndpoint, LOAD_SECONDS)]);
  });

async function main() {
  if (ADMIN_READS_ONLY) return measureAdminReadsOnly();
  if (LINKS_ONLY) return measureTrackedLinkOnly();
  if (WEBHOOK_ONLY) return measureWebhookOnly();
  const start = performance.now();
  const pageSpeed = await measurePageSpeed();
  if (PAGE_SPEED_ONLY) {
    console.log(`\n${pageSpeed.table}\n\n${pageSpeed.notes.join('\n')}`);
    if (pageSpeed.missedTargets.length) console.log(`Targets missed: ${pageSpeed.missedTargets.join('; ')}.`);
    if (pageSpeed.failedChecks.length) {
      console.log(`CHECKS FAILED: ${pageSpeed.failedChecks.join('; ')}.`);
      process.exitCode = 1;
    }
    return;
  }
  const ports = portsFrom(await findFreePortBlock(PORTS_PER_STACK));
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ambassador-bench-'));
  log('starting the local backend (DynamoDB Local in memory)');
  const backend = await startBackend({ ports, stateDir, persist: false });
  try {
    const bundles = await bundlesReport(log);
    // Imported once the backend has set the functions' environment.
    const { runBench } = await import('./bench');
    const { table, notes, failedChecks, missedTargets } = BUNDLES_ONLY
      ? { table: '', notes: [], failedChecks: [], missedTargets: [] }
      : await runBench(backend, {
          totalOrders: TOTAL_ORDERS,
          endToEndOrders: END_TO_END_ORDERS,
          loadSeconds: LOAD_SECONDS,
          totalSubmissions: TOTAL_SUBMISSIONS,
          totalAmbassadors: TOTAL_AMBASSADORS,
          totalCampaigns: TOTAL_CAMPAIGNS,
          log,
        });
    const { trackedLinkReport } = await import('./tracked-links');
    const links = BUNDLES_ONLY ? { lines: [], failedChecks: [], missedTargets: [] } : await trackedLinkReport(backend, LOAD_SECONDS, log);
    const tables = [table, bundles.table, pageSpeed.table].filter(Boolean).join('\n\n');
    const missed = [...missedTargets, ...links.missedTargets, ...pageSpeed.missedTargets];
    // A missed speed target depends on the machine; a failed check is a bug.
    const failed = [...failedChecks, ...links.failedChecks, ...bundles.failedChecks, ...pageSpeed.failedChecks];
    const report = [
      `\n${tables}\n`,
      ...notes,
      ...links.lines,
      ...bundles.notes,
      ...pageSpeed.notes,
      runSummary(start),
      ...(missed.length ? [`Targets missed: ${missed.join('; ')}.`] : []),
      ...(failed.length ? [`CHECKS FAILED: ${failed.join('; ')}.`] : []),
    ].join('\n');
    console.log(report);
    if (failed.length) process.exitCode = 1;
    if (!BUNDLES_ONLY) {
      const facts = { finishedAt: new Date(), settings: benchSettingsOf(process.env), node: process.version, cores: os.cpus().length };
      fs.mkdirSync(path.dirname(PERFORMANCE_RECORD), { recursive: true });
      fs.writeFileSync(PERFORMANCE_RECORD, runRecord(report, facts));
      log(`written to ${path.relative(process.cwd(), PERFORMANCE_RECORD)}`);
    }
  } finally {
    await backend.stop();
    fs.rmSync(stateDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
