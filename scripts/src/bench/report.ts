import { requestsText, type TableUsage } from './measure';
import type { Ingestion } from './orders';
import type { ReadComparison } from './reads';
import type { Recount } from './recount';

/** What the bench measured with the table at one size. */
export interface Stage {
  /** Orders in the table when the reads were timed. */
  orders: number;
  /** Orders already stored when this stage's webhook deliveries began. */
  storedBeforeIngestion: number;
  ingestion: Ingestion;
  /** What was sent so far: distinct orders and shirts. */
  sent: { orders: number; units: number };
  recount: Recount;
  reads: ReadComparison[];
}

// Orders a second end to end onto the full table (issue 24).
const INGESTION_TARGET = 250;
// A one-query read is flat when its request count is unchanged and its p50 has not doubled.
const FLAT_FACTOR = 2;

const count = (value: number) => value.toLocaleString('en-US');
const ms = (value: number) => (value < 100 ? value.toFixed(1) : value.toFixed(0));
const ordersPerSecond = (ingestion: Ingestion) => ingestion.orders / ingestion.seconds;
const recountHolds = (stage: Stage) =>
  stage.recount.mismatches.length === 0 && stage.recount.storedOrders === stage.sent.orders && stage.recount.units === stage.sent.units;
const speedup = (read: ReadComparison) => read.naive.p50 / read.oneQuery.p50;
const isFlat = (small: ReadComparison, full: ReadComparison) =>
  small.oneQuery.requests === full.oneQuery.requests && full.oneQuery.p50 <= FLAT_FACTOR * small.oneQuery.p50;

/** One line of the table; a check is about correctness, a target about speed, a figure is reported with neither (its target column says why). */
type Row = { measure: string; small: string; full: string; target: string } & (
  { kind: 'check' | 'target'; met: boolean } | { kind: 'figure' }
);

function ingestionCell(stage: Stage): string {
  const { orders, deliveries, seconds } = stage.ingestion;
  const onto = stage.storedBeforeIngestion ? ` onto ${count(stage.storedBeforeIngestion)} stored` : ' into an empty table, engines cold,';
  return `${count(orders)} orders (${count(deliveries)} deliveries)${onto} in ${seconds.toFixed(1)} s: ${ordersPerSecond(stage.ingestion).toFixed(0)} orders/s (${(deliveries / seconds).toFixed(0)} deliveries/s)`;
}

function recountCell(stage: Stage): string {
  const { recount, sent } = stage;
  const totals = `${count(recount.totalsCompared - recount.mismatches.length)} of ${count(recount.totalsCompared)} totals equal`;
  return `${recountHolds(stage) ? 'yes' : 'NO'}: ${totals}; ${count(recount.storedOrders)} orders stored (sent ${count(sent.orders)}); ${count(recount.units)} shirts (sent ${count(sent.units)})`;
}

const units = (value: number) => value.toFixed(1);
const oneQueryCell = (read: ReadComparison) =>
  `${ms(read.oneQuery.p50)} / ${ms(read.oneQuery.p95)} ms (${read.oneQuery.requests}; ${units(read.oneQuery.capacityUnits)} capacity units)`;

/** What one delivery cost DynamoDB, on its hot path or in the work that follows it: requests by operation and capacity units. */
const perDelivery = (ingestion: Ingestion, usage: TableUsage) => ({
  requests: Object.values(usage.requests).reduce((sum, value) => sum + value, 0) / ingestion.deliveries,
  capacityUnits: usage.capacityUnits / ingestion.deliveries,
});
const perDeliveryCell = (ingestion: Ingestion, usage: TableUsage) => {
  const { requests, capacityUnits } = perDelivery(ingestion, usage);
  if (requests === 0) return 'none';
  return `${requests.toFixed(2)} requests (${requestsText(usage.requests, ingestion.deliveries)}), ${units(capacityUnits)} capacity units`;
};
// Issue 24: an order's delivery costs the webhook route and the consumer at most 2 requests and 12 capacity units.
const HOT_PATH_TARGET = { requests: 2, capacityUnits: 12 };
// Each delivery's work does not depend on how many orders are stored: the figures stay within this ratio.
const COST_FLAT_FACTOR = 1.25;
const costIsFlat = (small: Stage, full: Stage, usageOf: (ingestion: Ingestion) => TableUsage) => {
  const a = perDelivery(small.ingestion, usageOf(small.ingestion));
  const b = perDelivery(full.ingestion, usageOf(full.ingestion));
  return b.requests <= COST_FLAT_FACTOR * a.requests && b.capacityUnits <= COST_FLAT_FACTOR * a.capacityUnits;
};
const withinHotPathTarget = (stage: Stage) => {
  const { requests, capacityUnits } = perDelivery(stage.ingestion, stage.ingestion.hotPath);
  return requests <= HOT_PATH_TARGET.requests && capacityUnits <= HOT_PATH_TARGET.capacityUnits;
};
const naiveCell = (read: ReadComparison) =>
  `${ms(read.naive.p50)} / ${ms(read.naive.p95)} ms (${read.naive.requests}; ${count(read.naive.ordersRead)} orders summed; n=${read.naive.samples}; ${read.sameAnswer ? 'same answer' : 'DIFFERENT ANSWER'})`;

function rowsOf(small: Stage, full: Stage): Row[] {
  const rows: Row[] = [
    {
      measure: 'orders in end to end (signed webhook → API → bus → consumer), 1% delivered twice',
      small: ingestionCell(small),
      full: ingestionCell(full),
      target: `≥ ${INGESTION_TARGET} orders/s at ${count(full.orders)}`,
      met: ordersPerSecond(full.ingestion) >= INGESTION_TARGET,
      kind: 'target',
    },
    {
      measure: 'DynamoDB per delivery on the hot path (the webhook route’s and the consumer’s requests and consumed capacity)',
      small: perDeliveryCell(small.ingestion, small.ingestion.hotPath),
      full: perDeliveryCell(full.ingestion, full.ingestion.hotPath),
      target: `≤ ${HOT_PATH_TARGET.requests} requests and ≤ ${HOT_PATH_TARGET.capacityUnits} capacity units, the same at both sizes`,
      met: withinHotPathTarget(small) && withinHotPathTarget(full) && costIsFlat(small, full, (ingestion) => ingestion.hotPath),
      kind: 'target',
    },
    {
      measure:
        'DynamoDB per delivery after it, in the projections that follow the orders and the totals on the table’s stream (listings, counters, rankings, badges, Auto Sale objectives)',
      small: perDeliveryCell(small.ingestion, small.ingestion.projections),
      full: perDeliveryCell(full.ingestion, full.ingestion.projections),
      target: 'the same at both sizes',
      met: costIsFlat(small, full, (ingestion) => ingestion.projections),
      kind: 'target',
    },
    {
      measure: 'DynamoDB per delivery meanwhile, in the consumers of the events that follow an order (badge e-mails) and schedules',
      small: perDeliveryCell(small.ingestion, small.ingestion.others),
      full: perDeliveryCell(full.ingestion, full.ingestion.others),
      target: 'none: the first 1,000 orders are each ambassador’s first sale',
      kind: 'figure',
    },
    {
      measure: 'totals = recount from the stored orders (each ambassador’s order list)',
      small: recountCell(small),
      full: recountCell(full),
      target: 'no lost or double-counted order',
      met: recountHolds(small) && recountHolds(full),
      kind: 'check',
    },
  ];
  full.reads.forEach((fullRead, i) => {
    const smallRead = small.reads[i]!;
    const { read } = fullRead;
    rows.push(
      {
        measure: `${read}: p50 / p95, one query`,
        small: oneQueryCell(smallRead),
        full: oneQueryCell(fullRead),
        target: 'one query, flat',
        met: isFlat(smallRead, fullRead),
        kind: 'target',
      },
      {
        measure: `${read}: p50 / p95, naive`,
        small: naiveCell(smallRead),
        full: naiveCell(fullRead),
        target: 'same answer',
        met: smallRead.sameAnswer && fullRead.sameAnswer,
        kind: 'check',
      },
      {
        measure: `${read}: naive ÷ one query (p50)`,
        small: `${speedup(smallRead).toFixed(0)}×`,
        full: `${speedup(fullRead).toFixed(0)}×`,
        target:
          fullRead.speedupTarget === null ? 'none: neither way reads orders' : `≥ ${fullRead.speedupTarget}× at ${count(full.orders)}`,
        met: fullRead.speedupTarget === null || speedup(fullRead) >= fullRead.speedupTarget,
        kind: 'target',
      },
    );
  });
  return rows;
}

/** A markdown table, its columns padded to their widest cell (docs/performance.md keeps the bench's output verbatim). */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** Whether a row's target was met; a figure has none. */
const metCell = (row: Row) => {
  if (row.kind === 'figure') return '–';
  return row.met ? 'yes' : 'NO';
};

/** The one table of the run (ingestion, the recount, each read both ways at both sizes), and what fell short. */
export function benchReport(small: Stage, full: Stage): { table: string; failedChecks: string[]; missedTargets: string[] } {
  const rows = rowsOf(small, full);
  const table = markdownTable(
    ['', `${count(small.orders)} orders`, `${count(full.orders)} orders`, 'target', 'met'],
    rows.map((row) => [row.measure, row.small, row.full, row.target, metCell(row)]),
  );
  const short = (kind: 'check' | 'target') => rows.filter((row) => row.kind === kind && !row.met).map((row) => row.measure);
  return { table, failedChecks: short('check'), missedTargets: short('target') };
}
