import * as z from 'zod';
import { getItem, isConditionFailure, parseItem, transact, TransactionCancelled, updateItem, type TransactItem } from '#lib/table';
import { commissionMaturedUpdate } from '../leaderboards';
import { paymentSettings } from '../settings';
import { getStoredOrder, orderMaturedUpdate, storedOrderDate, storedOrdersDatedPage, type StoredOrder } from './order-data';
import { DAY_MS } from '@app/shared/platform';

/**
 * The commission hold (issue 25): an order's commission becomes payable once the Payments tab's hold days
 * have passed since the order's date, so a refund inside the store's return window is never clawed back
 * from a payout. This job matures the orders whose hold has passed: each in ONE transaction that marks
 * the order matured (at the version read, and only once) and adds what it counts now to its ambassador's
 * payable commission; from then on the order consumer moves what is payable with every change to the
 * order (orderFoldWrites). A re-run, or two runs at once, find the order matured and add nothing.
 *
 * Bounded reads: the job keeps a watermark (the cutoff of its last complete run) in one item, and reads
 * only the orders dated since then, less LOOKBACK_MS. Without a watermark (its first run) it reads every
 * order, so orders stored before the hold existed mature too.
 *
 * Watermark: pk JOB#COMMISSION_MATURITY, sk WATERMARK; matured_through (ISO instant, UTC), updated_at.
 */
export const maturityWatermarkKey = { pk: 'JOB#COMMISSION_MATURITY', sk: 'WATERMARK' };

/**
 * Orders can reach the table after their date: Shopify retries a webhook for 48 hours and reconciliation
 * recovers the orders the store changed in the last three days. Each run reads back this far behind its
 * watermark, so such an order still matures.
 */
const LOOKBACK_MS = 7 * DAY_MS;
/** The index sorts the store's dates as text, with their offsets (up to ±14 h): read a day wider, then compare instants. */
const OFFSET_MARGIN_MS = DAY_MS;
const PAGE_SIZE = 100;
// A store event moving the order under us means read it again and decide again.
const MAX_ATTEMPTS = 12;

const watermarkSchema = z.object({ matured_through: z.iso.datetime() });

async function readWatermark(): Promise<number | undefined> {
  const item = await getItem(maturityWatermarkKey, { consistent: true });
  return item ? Date.parse(parseItem(watermarkSchema, item).matured_through) : undefined;
}

/** Moves the watermark forward only: an overlapping or replayed run with an earlier cutoff leaves it. */
async function saveWatermark(through: number, now: Date): Promise<void> {
  const at = new Date(through).toISOString();
  try {
    await updateItem({
      Key: maturityWatermarkKey,
      UpdateExpression: 'SET matured_through = :at, updated_at = :now',
      ConditionExpression: 'attribute_not_exists(matured_through) OR matured_through < :at',
      ExpressionAttributeValues: { ':at': at, ':now': now.toISOString() },
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Whether the order's hold has passed by `cutoff` and it has not matured yet. */
function isDue(stored: StoredOrder, cutoff: number): boolean {
  const date = storedOrderDate(stored);
  return stored.version > 0 && date !== undefined && Date.parse(date) <= cutoff && stored.state.matured_at === undefined;
}

/**
 * Matures one order: marks it and adds its counted commission (what is left after refunds, 0 after a full
 * one) to its ambassador's payable commission, in one transaction. Answers whether this run matured it.
 */
async function matureOrder(found: StoredOrder, cutoff: number, at: string): Promise<boolean> {
  let stored = found;
  // Set when the ambassador's totals row is gone (erased): the order matures, paying nobody.
  let payeeGone = false;
  for (let attempt = 1; ; attempt++) {
    if (!isDue(stored, cutoff)) return false;
    const { ambassador, counted } = stored.state;
    const writes: TransactItem[] = [orderMaturedUpdate(stored, at)];
    if (ambassador && counted.commission_cents !== 0 && !payeeGone)
      writes.push(commissionMaturedUpdate(ambassador.user_id, counted.commission_cents));
    try {
      await transact(writes);
      return true;
    } catch (error) {
      if (!(error instanceof TransactionCancelled) || attempt >= MAX_ATTEMPTS) throw error;
      if (error.conditionFailedAt(1)) payeeGone = true;
      else stored = await getStoredOrder(stored.state.order_id);
    }
  }
}

export interface MaturityRun {
  /** The orders read in the date range. */
  examined: number;
  /** The orders this run made payable. */
  matured: number;
}

/**
 * One run of the hold: every order dated at least the hold before `now` (a test passes its own clock; the
 * schedule passes when the run was due) that has not matured yet matures.
 */
export async function matureCommissions(now: Date): Promise<MaturityRun> {
  const [{ commissionHoldDays }, watermark] = await Promise.all([paymentSettings(), readWatermark()]);
  const cutoff = now.getTime() - commissionHoldDays * DAY_MS;
  const from = watermark === undefined ? undefined : new Date(watermark - LOOKBACK_MS - OFFSET_MARGIN_MS).toISOString();
  const to = new Date(cutoff + OFFSET_MARGIN_MS).toISOString();
  const run: MaturityRun = { examined: 0, matured: 0 };
  // A hold lengthened since the last run: nothing new is due until its cutoff passes the watermark again.
  if (from !== undefined && from > to) return run;
  const at = now.toISOString();
  let startKey: Awaited<ReturnType<typeof storedOrdersDatedPage>>['lastKey'];
  do {
    const page = await storedOrdersDatedPage(from, to, PAGE_SIZE, startKey);
    for (const stored of page.orders) {
      run.examined++;
      if (await matureOrder(stored, cutoff, at)) run.matured++;
    }
    startKey = page.lastKey;
  } while (startKey);
  await saveWatermark(watermark === undefined ? cutoff : Math.max(watermark, cutoff), now);
  return run;
}
