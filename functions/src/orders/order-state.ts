import { ambassadorSchema, contributionSchema, NO_CONTRIBUTION, type Ambassador, type Contribution, type Order } from '@app/shared/sales';
import type { PaymentSettings } from '@app/shared/settings';
import { storeOrderDetailSchema, type StoreWebhookDetail } from '@app/shared/store-events';
import * as z from 'zod';

/**
 * What we know of one store order, folded from its events in whatever order they arrive. Totals never
 * go negative and a refund never reverses more than was counted, because every event recomputes the
 * order's contribution from this state and the totals move by the difference. Stored on the order's
 * item and parsed with this schema when read.
 */
export const orderStateSchema = z.object({
  order_id: z.string(),
  /** The order's own data, once an order event brought it (a refund alone does not). */
  order: storeOrderDetailSchema
    .pick({ name: true, created_at: true, processed_at: true, currency: true, line_items: true })
    .extend({ gross_cents: z.number(), discount_code: z.string().nullable() })
    .optional(),
  /** Undefined until attribution was decided; null when the code matched nobody. */
  ambassador: ambassadorSchema.nullable().optional(),
  paid: z.boolean(),
  cancelled: z.boolean(),
  /** Commission rate in percent, fixed when the order was first counted so reversals are exact. */
  commission_rate: z.number().nullable(),
  refund_ids: z.array(z.string()),
  refunded_quantities: z.record(z.string(), z.number()),
  refunded_cents: z.number(),
  counted: contributionSchema,
});
export type OrderState = z.infer<typeof orderStateSchema>;

export function emptyOrderState(orderId: string): OrderState {
  return {
    order_id: orderId,
    paid: false,
    cancelled: false,
    commission_rate: null,
    refund_ids: [],
    refunded_quantities: {},
    refunded_cents: 0,
    counted: NO_CONTRIBUTION,
  };
}

export function orderIdOf(detail: StoreWebhookDetail): string {
  return detail.topic === 'refunds/create' ? detail.refund.order_id : detail.order.id;
}

/** The codes an order event names, to attribute it; empty for a refund. */
export function discountCodesOf(detail: StoreWebhookDetail): string[] {
  return detail.topic === 'refunds/create' ? [] : detail.order.discount_codes;
}

/** The order's contribution to totals: what was paid, less what was refunded, nothing once cancelled or unattributed. */
export function contributionOf(state: OrderState): Contribution {
  return state.ambassador ? netValueOf(state) : NO_CONTRIBUTION;
}

/** What the order is worth now, whoever it is attributed to: paid, less refunds, nothing once cancelled. */
export function netValueOf(state: OrderState): Contribution {
  if (!state.paid || state.cancelled || !state.order) return NO_CONTRIBUTION;
  const units = state.order.line_items.reduce(
    (sum, line) => sum + Math.max(0, line.quantity - (state.refunded_quantities[line.id] ?? 0)),
    0,
  );
  const sales_cents = Math.max(0, state.order.gross_cents - state.refunded_cents);
  const commission_cents = Math.round((sales_cents * (state.commission_rate ?? 0)) / 100);
  const orders = units > 0 || sales_cents > 0 ? 1 : 0;
  return { units, sales_cents, commission_cents, orders };
}

export function difference(next: Contribution, previous: Contribution): Contribution {
  return {
    units: next.units - previous.units,
    sales_cents: next.sales_cents - previous.sales_cents,
    commission_cents: next.commission_cents - previous.commission_cents,
    orders: next.orders - previous.orders,
  };
}

export function isZero(delta: Contribution): boolean {
  return delta.units === 0 && delta.sales_cents === 0 && delta.commission_cents === 0 && delta.orders === 0;
}

/**
 * Folds one store event into an order's state. `ambassador` is the attribution found for the event's
 * discount code (used only the first time the order's data arrives); `terms` the payment settings now:
 * when the order is first paid, it earns the commission rate, or nothing if it is under the minimum order.
 */
export function applyStoreEvent(
  previous: OrderState,
  detail: StoreWebhookDetail,
  context: { ambassador: Ambassador | null | undefined; terms: Pick<PaymentSettings, 'commissionRate' | 'minOrderAmount'> },
): OrderState {
  const state: OrderState = { ...previous, refunded_quantities: { ...previous.refunded_quantities }, refund_ids: [...previous.refund_ids] };
  if (detail.topic === 'refunds/create') {
    const { refund } = detail;
    if (!state.refund_ids.includes(refund.id)) {
      state.refund_ids.push(refund.id);
      for (const line of refund.refund_line_items) {
        state.refunded_quantities[line.line_item_id] = (state.refunded_quantities[line.line_item_id] ?? 0) + line.quantity;
      }
      state.refunded_cents += refund.amount_cents;
    }
  } else {
    const { order } = detail;
    if (!state.order) {
      state.order = {
        name: order.name,
        created_at: order.created_at,
        processed_at: order.processed_at,
        currency: order.currency,
        line_items: order.line_items,
        gross_cents: order.total_price,
        discount_code: order.discount_codes[0] ?? null,
      };
    }
    if (state.ambassador === undefined && context.ambassador !== undefined) state.ambassador = context.ambassador;
    const paidNow = detail.topic === 'orders/paid' || (detail.topic === 'orders/create' && order.financial_status === 'paid');
    if (paidNow) state.paid = true;
    // A cancellation that arrives first leaves a tombstone: the paid event that follows then counts nothing.
    if (detail.topic === 'orders/cancelled' || order.cancelled_at) state.cancelled = true;
  }
  if (state.paid && state.commission_rate === null && state.order) {
    const { commissionRate, minOrderAmount } = context.terms;
    state.commission_rate = state.order.gross_cents >= Math.round(minOrderAmount * 100) ? commissionRate : 0;
  }
  state.counted = contributionOf(state);
  return state;
}

type OrderStatus = Order['status'];

/** The order's status as the admin sees it. */
export function orderStatus(state: OrderState): OrderStatus {
  if (state.cancelled) return 'cancelled';
  if (!state.paid) return 'pending';
  if (state.refund_ids.length === 0) return 'paid';
  return state.counted.units === 0 && state.counted.sales_cents === 0 ? 'refunded' : 'partially_refunded';
}
