import { normalizeCode } from '@app/shared/code-sync';
import { ambassadorSchema, contributionSchema, NO_CONTRIBUTION, type Ambassador, type Contribution } from '@app/shared/leaderboards';
import { LINK_SOURCES, type LinkSource } from '@app/shared/links';
import {
  FLAG_REASONS,
  FLAG_STATUSES,
  isShirtLine,
  type CreditReason,
  type FlagReason,
  type Order,
  type ShirtRules,
} from '@app/shared/orders';
import type { PaymentSettings } from '@app/shared/settings';
import { storeLineSchema, type StoreLine, type StoreOrder, type StoreOrderEdit, type StoreWebhookDetail } from '@app/shared/orders';
import * as z from 'zod';

/**
 * What we know of one store order, folded from its events in whatever order they arrive. Totals never
 * go negative and a refund never reverses more than was counted, because every event recomputes the
 * order's worth from this state and the totals move by the difference. Stored on the order's item and
 * parsed with this schema when read.
 *
 * The money rules (issue: what the store means by a sale): an order is worth its lines after their
 * discount allocations, gift cards left out, never its shipping, taxes, tips or duties; its shirts are
 * the units of the lines the Payments settings call shirts; a refund takes back its lines' subtotals
 * and units, never shipping or adjustments.
 */

/** What a refund took back of one line, all refunds of it added up. */
const refundedLineSchema = z.object({
  quantity: z.number(),
  /** Undefined when a refund did not say (events from before subtotals were kept): the line's units are then valued evenly. */
  subtotal_cents: z.number().optional(),
  tax_cents: z.number().default(0),
});
type RefundedLine = z.infer<typeof refundedLineSchema>;

/**
 * A state stored before the money rules read lines (it kept the order's grand total, refunded amounts and
 * quantities): read as the nearest new state, with what it had counted kept, so `npm run recount` can
 * move its totals to the rules.
 */
function upgradeStoredState(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || 'refunded_lines' in stored) return stored;
  const legacy = stored as {
    refunded_quantities?: Record<string, number>;
    refunded_cents?: number;
    counted?: Contribution;
    paid?: boolean;
    cancelled?: boolean;
    order?: { gross_cents?: number };
  };
  const refundedLines = Object.fromEntries(
    Object.entries(legacy.refunded_quantities ?? {}).map(([line, quantity]) => [line, { quantity }]),
  );
  // What the order totals and day counts hold of it: the grand total less refunds, as they were counted then.
  const sales = legacy.paid && !legacy.cancelled ? Math.max(0, (legacy.order?.gross_cents ?? 0) - (legacy.refunded_cents ?? 0)) : 0;
  const valued = { ...(legacy.counted ?? NO_CONTRIBUTION), sales_cents: sales };
  return { ...legacy, refunded_lines: refundedLines, valued };
}

const creditSchema = z.object({ by_user_id: z.string(), by_name: z.string(), at: z.string(), reason: z.string() });
export type OrderCreditRecord = z.infer<typeof creditSchema>;
const decisionSchema = z.object({ by_user_id: z.string(), by_name: z.string(), at: z.string(), note: z.string().nullable() });
export type FlagDecision = z.infer<typeof decisionSchema>;

/** Credits and undos an order keeps in its log: far more than any order sees, and its item stays small. */
export const CREDIT_LOG_KEPT = 20;

export const orderStateSchema = z.preprocess(
  upgradeStoredState,
  z.object({
    order_id: z.string(),
    /** The order's own data, once an order event brought it (a refund or an edit alone does not). */
    order: z
      .object({
        name: z.string(),
        created_at: z.string(),
        processed_at: z.string().nullish(),
        currency: z.string(),
        taxes_included: z.boolean().default(false),
        line_items: z.array(storeLineSchema),
        /** What the buyer paid in all, shipping, taxes, tips and gift cards included: shown to admins, never counted. */
        gross_cents: z.number(),
        discount_code: z.string().nullable(),
        /** The store's time of the lines held: an older snapshot or edit does not replace them. */
        lines_as_of: z.string().nullable().default(null),
        /** The buyer's e-mail, lower-cased, for the admin's search; absent when the order has none or came before it was kept. */
        email: z.string().optional(),
      })
      .optional(),
    /** Undefined until attribution was decided; null when the code matched nobody, or a campaign's own code. */
    ambassador: ambassadorSchema.nullable().optional(),
    /**
     * The campaign whose own code the order used (issue 45), with `ambassador` null: it counts for the campaign's
     * totals (the organization's $5 and the climate's $1 a shirt) and earns no member anything. Absent otherwise.
     */
    campaign_id: z.string().optional(),
    /** Where the ambassador's tracked link that brought the order was shared; absent when it did not come through their link. */
    link_source: z.enum(LINK_SOURCES).optional(),
    /** An admin's credit of the order to `ambassador` (no code of theirs matched it); absent otherwise. */
    credit: creditSchema.optional(),
    /** Every credit given and undone, oldest first (the last CREDIT_LOG_KEPT). */
    credit_log: z.array(creditSchema.extend({ action: z.enum(['credited', 'undone']) })).default([]),
    /** Why the order was flagged when first attributed, and the admin's decision; absent for an order never flagged. */
    flag: z
      .object({
        reasons: z.array(z.enum(FLAG_REASONS)),
        status: z.enum(FLAG_STATUSES),
        flagged_at: z.string(),
        decided: decisionSchema.optional(),
      })
      .optional(),
    paid: z.boolean(),
    cancelled: z.boolean(),
    /** Commission rate in percent and the minimum order, fixed when the order was first paid so reversals are exact. */
    commission_rate: z.number().nullable(),
    min_order_cents: z.number().default(0),
    refund_ids: z.array(z.string()),
    refunded_lines: z.record(z.string(), refundedLineSchema),
    /** What the order adds now to every order's totals (revenue, the day counts), attributed or not. */
    valued: contributionSchema,
    /** What it adds now to its ambassador's and campaign's totals. */
    counted: contributionSchema,
    /** When its commission became payable (the Payments hold passed, commission-maturity.ts); absent until then. */
    matured_at: z.string().optional(),
  }),
);
export type OrderState = z.infer<typeof orderStateSchema>;

/** The Payments settings an order's worth depends on. */
export type OrderTerms = Pick<PaymentSettings, 'commissionRate' | 'minOrderAmount'> & ShirtRules;

export function emptyOrderState(orderId: string): OrderState {
  return {
    order_id: orderId,
    paid: false,
    cancelled: false,
    commission_rate: null,
    min_order_cents: 0,
    refund_ids: [],
    refunded_lines: {},
    credit_log: [],
    valued: NO_CONTRIBUTION,
    counted: NO_CONTRIBUTION,
  };
}

export function orderIdOf(detail: StoreWebhookDetail): string {
  if (detail.topic === 'refunds/create') return detail.refund.order_id;
  if (detail.topic === 'orders/edited') return detail.edit.order_id;
  return detail.order.id;
}

/**
 * The codes an order event names, to attribute it, in the order they decide: its discount codes, then the
 * code of the tracked link the buyer came through (a buyer who followed the link but whose code did not
 * reach checkout is still their ambassador's sale); empty for a refund or an edit.
 */
export function attributionCodesOf(detail: StoreWebhookDetail): string[] {
  if (!('order' in detail)) return [];
  const { discount_codes: codes, link } = detail.order;
  return link ? [...codes, link.code] : codes;
}

/** The source of the tracked link an order came through, when that link is the code's that attributed it. */
export function attributedLinkSource(detail: StoreWebhookDetail, attributedBy: string): LinkSource | undefined {
  const link = 'order' in detail ? detail.order.link : undefined;
  return link && normalizeCode(link.code) === normalizeCode(attributedBy) ? link.source : undefined;
}

/** What a refund took back of a line's subtotal: its own subtotal (less its tax where prices include tax), or the units' even share. */
function refundedCents(refunded: RefundedLine, line: StoreLine, taxesIncluded: boolean): number {
  if (refunded.subtotal_cents === undefined) {
    return line.quantity === 0 ? 0 : Math.round((line.subtotal_cents * Math.min(refunded.quantity, line.quantity)) / line.quantity);
  }
  return refunded.subtotal_cents - (taxesIncluded ? refunded.tax_cents : 0);
}

/**
 * The minimum order an order fell short of, in cents, so it earns no commission; undefined when it reached
 * the minimum it was paid under (or is not paid yet). The minimum applies to what the order was sold for,
 * before refunds, gift cards left out.
 */
export function missedMinimumCents(state: OrderState): number | undefined {
  if (!state.order || state.commission_rate === null) return undefined;
  const orderedSales = state.order.line_items.reduce((sum, line) => (line.gift_card ? sum : sum + line.subtotal_cents), 0);
  return orderedSales < state.min_order_cents ? state.min_order_cents : undefined;
}

/** Why an order credits nobody anything, whatever the share: the first reason that holds; undefined when it credits. */
export function creditsNothing(state: OrderState): CreditReason | undefined {
  if (state.cancelled) return 'cancelled';
  if (!state.paid) return 'not_paid';
  if (state.valued.sales_cents === 0 && state.valued.units === 0 && state.refund_ids.length > 0) return 'refunded';
  if (!state.ambassador && !state.campaign_id) return 'unattributed';
  if (state.flag?.status === 'held') return 'flag_held';
  if (state.flag?.status === 'voided') return 'flag_voided';
  return undefined;
}

/**
 * Why an order earned the commission it did (issue 45): earned, or the first reason of creditsNothing, then a
 * campaign's own code (nobody earns on it), a 0% rate, the minimum it fell short of (missedMinimumCents, as the
 * commission itself reads it), or no sales. The one rule the orders table's row and the order's page both say.
 */
export function commissionReasonOf(state: OrderState): CreditReason {
  if (state.counted.commission_cents > 0) return 'earned';
  const nothing = creditsNothing(state);
  if (nothing) return nothing;
  if (state.campaign_id) return 'campaign_code';
  if (!state.commission_rate) return 'no_rate';
  if (missedMinimumCents(state) !== undefined) return 'below_minimum';
  return 'no_sales';
}

/** What the order is worth now, whoever it is attributed to: its lines less refunds, nothing once cancelled. */
function netValueOf(state: OrderState, rules: ShirtRules): Contribution {
  const { order } = state;
  if (!state.paid || state.cancelled || !order) return NO_CONTRIBUTION;
  let units = 0;
  let sales = 0;
  for (const line of order.line_items) {
    if (line.gift_card) continue;
    const refunded = state.refunded_lines[line.id];
    sales += Math.min(
      line.subtotal_cents,
      Math.max(0, line.subtotal_cents - (refunded ? refundedCents(refunded, line, order.taxes_included) : 0)),
    );
    if (isShirtLine(line, rules)) units += Math.max(0, line.quantity - (refunded?.quantity ?? 0));
  }
  const rate = missedMinimumCents(state) === undefined ? (state.commission_rate ?? 0) : 0;
  const commission_cents = Math.round((sales * rate) / 100);
  return { units, sales_cents: sales, commission_cents, orders: units > 0 || sales > 0 ? 1 : 0 };
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

const timeOf = (at: string | null | undefined) => (at ? Date.parse(at) : Number.NaN);

/** Whether the store's time `at` is as new as the lines held (`strictly`: newer). An unknown time never is, unless nothing is held. */
function isAsNewAs(at: string | null | undefined, held: string | null, strictly: boolean): boolean {
  const time = timeOf(at);
  if (Number.isNaN(time)) return false;
  const heldTime = timeOf(held);
  return Number.isNaN(heldTime) || (strictly ? time > heldTime : time >= heldTime);
}

/** The order's data from a full order payload: the first one, then any later snapshot (after an edit, say) replaces its lines. */
function takeSnapshot(held: OrderState['order'], order: StoreOrder): OrderState['order'] {
  if (held && !isAsNewAs(order.updated_at, held.lines_as_of, false)) return held;
  // A snapshot without an e-mail (an event from before they were kept) does not forget the one known.
  const email = order.email || held?.email;
  return {
    name: order.name,
    created_at: order.created_at,
    processed_at: order.processed_at,
    currency: order.currency,
    taxes_included: order.taxes_included,
    line_items: order.line_items,
    gross_cents: order.total_price,
    discount_code: order.discount_codes[0] ?? null,
    lines_as_of: order.updated_at ?? held?.lines_as_of ?? null,
    ...(email ? { email } : {}),
  };
}

/**
 * An order edit's units, on the lines held: removed units take their share of the line's subtotal with
 * them, added units of a known line cost what its others did. Lines the edit adds are priced by the
 * order's next snapshot (Shopify sends orders/updated with every edit), which then replaces the lines.
 */
function applyEdit(held: OrderState['order'], edit: StoreOrderEdit): OrderState['order'] {
  if (!held || !isAsNewAs(edit.committed_at, held.lines_as_of, true)) return held;
  const change = new Map<string, number>();
  for (const { line_item_id, delta } of edit.additions) change.set(line_item_id, (change.get(line_item_id) ?? 0) + delta);
  for (const { line_item_id, delta } of edit.removals) change.set(line_item_id, (change.get(line_item_id) ?? 0) - delta);
  const line_items = held.line_items.map((line) => {
    const delta = change.get(line.id) ?? 0;
    if (delta === 0 || line.quantity === 0) return line;
    const quantity = Math.max(0, line.quantity + delta);
    return { ...line, quantity, subtotal_cents: Math.round((line.subtotal_cents * quantity) / line.quantity) };
  });
  return { ...held, line_items, lines_as_of: edit.committed_at };
}

/** Whether the order counts for its ambassador: never flagged, or flagged and cleared by an admin. */
export const countsForAmbassador = (state: OrderState): boolean => !state.flag || state.flag.status === 'cleared';

/** The state with what it is worth under these rules: the one place `valued` and `counted` are set. */
export function valueOrder(state: OrderState, rules: ShirtRules): OrderState {
  const value = netValueOf(state, rules);
  // Commission is what an ambassador earns: an order nobody is credited with, or held by its flag, earns none.
  const earns = Boolean(state.ambassador) && countsForAmbassador(state);
  const valued = earns ? value : { ...value, commission_cents: 0 };
  // An order with a campaign's own code counts for the campaign, without commission.
  return { ...state, valued, counted: earns || state.campaign_id !== undefined ? valued : NO_CONTRIBUTION };
}

/**
 * Folds one store event into an order's state. `ambassador` is the attribution found for the event's
 * codes (null with `campaignId` when the code is that campaign's own), `linkSource` where the link that
 * brought it was shared and `flagReasons` why it is held for an admin (all used only the first time the
 * order's data arrives); `terms` the payment settings now: when the order is first paid, it keeps the
 * commission rate and minimum order of that moment.
 */
export function applyStoreEvent(
  previous: OrderState,
  detail: StoreWebhookDetail,
  context: {
    ambassador: Ambassador | null | undefined;
    campaignId?: string;
    linkSource?: LinkSource;
    flagReasons?: readonly FlagReason[];
    terms: OrderTerms;
  },
): OrderState {
  const state: OrderState = { ...previous, refunded_lines: { ...previous.refunded_lines }, refund_ids: [...previous.refund_ids] };
  if (detail.topic === 'refunds/create') {
    const { refund } = detail;
    if (!state.refund_ids.includes(refund.id)) {
      state.refund_ids.push(refund.id);
      for (const line of refund.refund_line_items) {
        const before = state.refunded_lines[line.line_item_id];
        state.refunded_lines[line.line_item_id] = {
          quantity: (before?.quantity ?? 0) + line.quantity,
          subtotal_cents:
            (before && before.subtotal_cents === undefined) || line.subtotal_cents === undefined
              ? undefined
              : (before?.subtotal_cents ?? 0) + line.subtotal_cents,
          tax_cents: (before?.tax_cents ?? 0) + line.tax_cents,
        };
      }
    }
  } else if (detail.topic === 'orders/edited') {
    state.order = applyEdit(state.order, detail.edit);
  } else {
    const { order } = detail;
    state.order = takeSnapshot(state.order, order);
    if (state.ambassador === undefined && context.ambassador !== undefined) {
      state.ambassador = context.ambassador;
      if (!context.ambassador && context.campaignId) state.campaign_id = context.campaignId;
      if (context.ambassador && context.linkSource) state.link_source = context.linkSource;
      if (context.ambassador && context.flagReasons?.length) {
        state.flag = { reasons: [...context.flagReasons], status: 'held', flagged_at: detail.received_at };
      }
    }
    const paidNow = detail.topic === 'orders/paid' || (detail.topic !== 'orders/cancelled' && order.financial_status === 'paid');
    if (paidNow) state.paid = true;
    // A cancellation that arrives first leaves a tombstone: the paid event that follows then counts nothing.
    if (detail.topic === 'orders/cancelled' || order.cancelled_at) state.cancelled = true;
  }
  if (state.paid && state.commission_rate === null && state.order) {
    state.commission_rate = context.terms.commissionRate;
    state.min_order_cents = Math.round(context.terms.minOrderAmount * 100);
  }
  return valueOrder(state, context.terms);
}

type OrderStatus = Order['status'];

/** The order's status as the admin sees it. */
export function orderStatus(state: OrderState): OrderStatus {
  if (state.cancelled) return 'cancelled';
  if (!state.paid) return 'pending';
  if (state.refund_ids.length === 0) return 'paid';
  return state.valued.units === 0 && state.valued.sales_cents === 0 ? 'refunded' : 'partially_refunded';
}
