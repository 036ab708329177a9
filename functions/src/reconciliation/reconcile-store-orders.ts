import { randomUUID } from 'node:crypto';
import { reconciliation, schedules } from '@app/shared/contracts';
import {
  RECONCILIATION_LOOKBACK_HOURS,
  RECONCILIATION_SHOWN_RECOVERIES,
  type ReconciliationRun,
  type ReconciliationStatus,
  type RecoveredOrder,
} from '@app/shared/reconciliation';
import type { StoreWebhookDetail } from '@app/shared/orders';
import * as z from 'zod';
import { env } from '#lib/env';
import { changed, recordAudit } from '#lib/audit';
import { Conflict } from '#lib/errors';
import { publish } from '#lib/events';
import { logger } from '#lib/observability';
import { nowIso } from '#lib/table';
import { getStoredOrder, ingestStoreEvent, storeWebhookDetail } from '../orders';
import { claimRun, finishRun, readReconciliation } from './reconciliation-data';
import { storeOrdersUpdatedBetween } from './store-orders-api';

/** A run's lease: past Lambda's longest run, so a lease still held means a run still going. */
const LEASE_MS = 15 * 60_000;
/** The domain's Lambda has 30 seconds for a job: a run stops reading in time to record what it did. */
const TIME_BUDGET_MS = 22_000;
/** Orders folded at once: each is a read and, rarely, a fold. */
const CONCURRENCY = 8;
/** Shopify's financial statuses of an order whose payment was taken (a refund later does not undo that it was paid). */
const PAID_STATUSES = new Set(['paid', 'partially_refunded', 'refunded']);

type OrderState = Awaited<ReturnType<typeof getStoredOrder>>['state'];
type OrderDetail = Extract<StoreWebhookDetail, { order: unknown }>;

/** What an order counts for and how it stands: a fold that leaves this unchanged recovered nothing. */
const footprint = (state: OrderState) =>
  JSON.stringify({
    order: state.order ? state.order.line_items.map((line) => [line.id, line.quantity, line.subtotal_cents]) : null,
    ambassador: state.ambassador?.user_id ?? null,
    paid: state.paid,
    cancelled: state.cancelled,
    refunds: [...state.refund_ids].sort(),
    valued: state.valued,
    counted: state.counted,
  });

/**
 * The webhook topic an order read from the store stands for: cancelled, paid (its payment taken, refunds or
 * not), or only updated. The consumer marks an order paid on orders/paid, or on another topic whose
 * financial status is exactly 'paid'; so a refunded order needs orders/paid to count what was sold.
 */
function topicOf(order: OrderDetail['order']): OrderDetail['topic'] {
  if (order.cancelled_at) return 'orders/cancelled';
  return PAID_STATUSES.has(order.financial_status ?? '') ? 'orders/paid' : 'orders/updated';
}

/** Whether the stored state lacks what the store's order says: never seen, not yet paid or cancelled, or older lines. */
function isBehind(state: OrderState, detail: OrderDetail): boolean {
  if (!state.order) return true;
  if (detail.topic === 'orders/paid' && !state.paid) return true;
  if (detail.topic === 'orders/cancelled' && !state.cancelled) return true;
  const store = Date.parse(detail.order.updated_at ?? '');
  const held = Date.parse(state.order.lines_as_of ?? '');
  return !Number.isNaN(store) && (Number.isNaN(held) || store > held);
}

const rawOrderSchema = z.object({ refunds: z.array(z.unknown()).max(250).default([]) });

interface OrderOutcome {
  refundsRead: number;
  recovered?: RecoveredOrder;
}

/**
 * One order as the store has it, folded through the order consumer where our state lacks it: the order
 * (as the webhook of its state would carry it), then each refund we have not applied. Each delivery has a
 * deterministic id, so a second run folding the same order is a duplicate, and the late real webhook finds
 * the state already holding what it carries. What the consumer recorded and which changed the order's
 * footprint is what the run recovered.
 */
async function reconcileOrder(raw: unknown, delivery: { shop: string; received_at: string }): Promise<OrderOutcome> {
  let parsed: OrderDetail;
  let refunds: StoreWebhookDetail[];
  try {
    parsed = storeWebhookDetail('orders/updated', { ...delivery, webhook_id: '' }, raw) as OrderDetail;
    refunds = rawOrderSchema
      .parse(raw)
      .refunds.map((refund) => storeWebhookDetail('refunds/create', { ...delivery, webhook_id: '' }, refund));
  } catch (error) {
    // As the webhook route refuses it: a payload without what the consumer needs is no order of ours.
    logger.warn('Reconciliation: a store order could not be read', { error });
    return { refundsRead: 0 };
  }
  const { order } = parsed;
  const before = (await getStoredOrder(order.id)).state;
  let state = before;
  let orderRecovered = false;
  let refundsRecovered = 0;

  const orderDetail: OrderDetail = {
    ...parsed,
    topic: topicOf(order),
    webhook_id: `reconcile:${order.id}:${order.updated_at ?? order.created_at}`,
  };
  if (isBehind(state, orderDetail) && (await ingestStoreEvent(orderDetail)) === 'recorded') {
    const after = (await getStoredOrder(order.id)).state;
    orderRecovered = footprint(after) !== footprint(state);
    state = after;
  }
  for (const refund of refunds) {
    if (refund.topic !== 'refunds/create' || state.refund_ids.includes(refund.refund.id)) continue;
    if ((await ingestStoreEvent({ ...refund, webhook_id: `reconcile:refund:${refund.refund.id}` })) !== 'recorded') continue;
    const after = (await getStoredOrder(order.id)).state;
    if (after.refund_ids.includes(refund.refund.id) && footprint(after) !== footprint(state)) refundsRecovered++;
    state = after;
  }
  const recovered = orderRecovered || refundsRecovered > 0;
  return {
    refundsRead: refunds.length,
    ...(recovered ? { recovered: { order_id: order.id, order_name: order.name, order: orderRecovered, refunds: refundsRecovered } } : {}),
  };
}

/**
 * One reconciliation: the orders the store updated in the look-back window up to `scheduledAt`, each
 * folded where the webhooks missed it. A run holds the lease while it goes; a run due while another holds
 * it does nothing (the windows overlap, so the next one covers the hour). A store that cannot be read ends
 * the run early with the reason kept beside what it had recovered. Undefined when it did not run.
 */
export async function reconcileStoreOrders(scheduledAt: string): Promise<ReconciliationRun | undefined> {
  const runId = randomUUID();
  const started = Date.now();
  const startedAt = new Date(started).toISOString();
  if (!(await claimRun(runId, startedAt, started + LEASE_MS, reservationOf(scheduledAt)))) {
    logger.info('Reconciliation skipped: another run holds the lease', { scheduledAt });
    return undefined;
  }
  const windowStart = new Date(Date.parse(scheduledAt) - RECONCILIATION_LOOKBACK_HOURS * 3_600_000).toISOString();
  const delivery = { shop: new URL(env('storeAdminApi').SHOPIFY_ADMIN_API_URL).host, received_at: startedAt };
  let ordersRead = 0;
  let refundsRead = 0;
  const recovered: RecoveredOrder[] = [];
  let error: string | null = null;
  try {
    for await (const page of storeOrdersUpdatedBetween(windowStart, scheduledAt)) {
      for (let i = 0; i < page.length; i += CONCURRENCY) {
        const outcomes = await Promise.all(page.slice(i, i + CONCURRENCY).map((raw) => reconcileOrder(raw, delivery)));
        for (const outcome of outcomes) {
          refundsRead += outcome.refundsRead;
          if (outcome.recovered) recovered.push(outcome.recovered);
        }
        ordersRead += outcomes.length;
      }
      if (Date.now() - started > TIME_BUDGET_MS) {
        error = `Stopped after ${ordersRead} orders: the run's time limit was reached.`;
        break;
      }
    }
  } catch (failure) {
    error = (failure as Error).message || 'Unknown error';
    logger.error('Reconciliation stopped: the store could not be read', { error: failure });
  }
  const run: ReconciliationRun = {
    scheduled_at: scheduledAt,
    started_at: startedAt,
    finished_at: nowIso(),
    window_start: windowStart,
    orders_read: ordersRead,
    refunds_read: refundsRead,
    recovered_orders: recovered.length,
    recovered_refunds: recovered.reduce((sum, entry) => sum + entry.refunds, 0),
    recovered: recovered.slice(0, RECONCILIATION_SHOWN_RECOVERIES),
    error,
  };
  if (recovered.length) logger.warn('Reconciliation recovered orders the webhooks missed', { recovered: run.recovered_orders });
  if (!(await finishRun(runId, run))) logger.warn('Reconciliation finished after its lease passed to another run', { scheduledAt });
  return run;
}

/** The lease an admin's Run now reserves for the run it asks for, which that run takes over. */
const reservationOf = (scheduledAt: string) => `requested:${scheduledAt}`;

/**
 * Run now: reserves the lease for a run due now (409 while another run holds it), then puts the schedule's
 * event on the bus, so the run goes exactly as a scheduled one, in the background.
 */
export async function requestReconciliation(): Promise<ReconciliationStatus> {
  const now = Date.now();
  const scheduledAt = new Date(now).toISOString();
  const reservation = reservationOf(scheduledAt);
  if (!(await claimRun(reservation, scheduledAt, now + LEASE_MS)))
    throw new Conflict(reconciliation.runReconciliation.errors.alreadyRunning);
  await publish(schedules.storeOrdersReconciliationDue, { scheduled_at: scheduledAt });
  // The run is the schedule's consumer's, in the background: the admin's entry records the run asked for, once it is.
  await recordAudit({ subjectType: 'reconciliation', subjectId: 'store_orders', changes: [changed('running_since', null, scheduledAt)] });
  return { last: (await readReconciliation(now)).last, running_since: scheduledAt };
}
