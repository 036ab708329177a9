import * as z from 'zod';
import { CODE_SYNC_STATUSES } from '../code-sync/code-sync';
import { orderSchema } from './order';
import { orderFlagSchema } from './order-flag';
import { EDIT_TOPICS, ORDER_TOPICS, REFUND_TOPICS, type StoreTopic } from './store-events';
import { LINK_SOURCES } from '../links/sources';
import { MAX_LENGTH, idText, requiredText, tooLong } from '../platform/text';

/** What the admin's Codes & Orders screen reads and sends (spec part 2, section 2 "Codes & Orders"). */

/** Orders a page of the admin's orders table holds. */
export const ADMIN_ORDERS_PAGE_SIZE = 50;

/** The customer discount a personal code gives unless the admin chooses another (spec part 2, section 9). */
export const DEFAULT_DISCOUNT_PERCENT = 10;

export const CODE_MIN_LENGTH = 3;

export const CODE_MAX_LENGTH = 30;

/** The ambassador an order is attributed to, as the orders table names them. */
export const orderAmbassadorSchema = z.object({
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});

export type OrderAmbassador = z.infer<typeof orderAmbassadorSchema>;

/** An admin's credit of an order nobody's code matched to an ambassador (issue 25's manual credit): who, when and why. */
export const orderCreditSchema = z.object({ by_name: z.string(), at: z.string(), reason: z.string() });

export type OrderCredit = z.infer<typeof orderCreditSchema>;

/**
 * Why a share of an order's money went where it did, or nowhere: it was earned, or the first reason of these
 * that holds (an unpaid, cancelled or fully refunded order credits nobody; nor one whose code matched nobody,
 * nor one its flag holds or voided; the organization's $5 goes to a campaign's; commission needs a rate and
 * the minimum order, and an ambassador: a campaign's own code earns nobody one).
 */
export const CREDIT_REASONS = [
  'earned',
  'not_paid',
  'cancelled',
  'refunded',
  'unattributed',
  'flag_held',
  'flag_voided',
  'no_shirts',
  'no_campaign',
  'campaign_code',
  'no_rate',
  'no_sales',
  'below_minimum',
] as const;

export type CreditReason = (typeof CREDIT_REASONS)[number];

/** What the order page says of each reason a share is nothing. */
export const CREDIT_REASON_TEXT: Record<Exclude<CreditReason, 'earned'>, string> = {
  not_paid: 'The order is not paid yet.',
  cancelled: 'The order was cancelled.',
  refunded: 'The order was refunded in full.',
  unattributed: 'No ambassador’s code or link matched the order.',
  flag_held: 'The order is flagged: it counts once an admin clears it.',
  flag_voided: 'The order was voided: it never counts.',
  no_shirts: 'The order has no shirts.',
  no_campaign: 'The ambassador belongs to no campaign.',
  campaign_code: 'Sold with the campaign’s own code: no ambassador earns a commission on it.',
  no_rate: 'The commission rate was 0% when the order was paid.',
  no_sales: 'Nothing in the order counts as sales: gift cards, shipping and taxes never do.',
  below_minimum: 'The order was under the minimum order when it was paid.',
};

/**
 * One row of the admin's orders table: the order, its ambassador (null when unattributed or gone), the
 * admin's credit when it was credited by hand rather than by a code, its flag when it was flagged,
 * whether it is unattributed because its code was held by an account since deleted (issue 44), and why it
 * earned the commission it did, with the minimum order it fell short of (issue 45: its row says why it earned nothing).
 */
export const adminOrderSchema = orderSchema.omit({ shopify_line_items: true }).extend({
  ambassador: orderAmbassadorSchema.nullable(),
  credit: orderCreditSchema.nullable(),
  flag: orderFlagSchema.nullable(),
  code_retired: z.boolean(),
  /** Why its commission is what it is: earned, or the first reason it is nothing (the order page's reason too). */
  commission_reason: z.enum(CREDIT_REASONS),
  /** The minimum order (dollars) it fell short of, so it earned no commission; null when it reached its minimum. */
  below_minimum_of: z.number().nullable(),
});

export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** Every topic of the store events an order is folded from. */
export const STORE_TOPICS = [...ORDER_TOPICS, ...EDIT_TOPICS, ...REFUND_TOPICS] as const;

/** What a store event did to an order, as its order page's history names it. */
export const STORE_EVENT_LABELS: Record<StoreTopic, string> = {
  'orders/create': 'Order placed',
  'orders/paid': 'Order paid',
  'orders/updated': 'Order updated',
  'orders/cancelled': 'Order cancelled',
  'orders/edited': 'Order edited',
  'refunds/create': 'Refund',
};

const creditShareSchema = z.object({ amount: z.number(), reason: z.enum(CREDIT_REASONS) });

/** One line of an order as it stands after edits: its discount, what refunds took back, and whether it is shirts. */
export const adminOrderLineSchema = z.object({
  id: z.string(),
  title: z.string(),
  sku: z.string().nullable(),
  quantity: z.number(),
  unit_price: z.number(),
  /** What the line's discount allocations took off its units (the code's and the order's discounts). */
  discount: z.number(),
  /** The line after its discount, before refunds: what counts as its sales. */
  subtotal: z.number(),
  refunded_quantity: z.number(),
  /** Under the Payments settings of now: a shirt moves the organization's $5 and the climate $1. */
  shirt: z.boolean(),
  gift_card: z.boolean(),
});

/** One entry of an order's history: a store event it was folded from (those whose delivery markers are kept), or an admin's decision. */
export const orderHistoryEntrySchema = z.object({
  at: z.string(),
  event: z.enum(['store', 'credited', 'credit_undone', 'flagged', 'flag_cleared', 'flag_voided']),
  /** The store event's topic, for a store event. */
  topic: z.enum(STORE_TOPICS).nullable(),
  by_name: z.string().nullable(),
  /** The admin's reason or note. */
  note: z.string().nullable(),
});

export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/**
 * An order's page: its row, its buyer, its lines, what it credited and why (its ambassador's commission, the
 * organization's $5 a shirt to their campaign, the climate $1 a shirt), its refunds, and its history oldest first.
 */
export const adminOrderDetailSchema = adminOrderSchema.extend({
  buyer_email: z.string().nullable(),
  currency: z.string(),
  lines: z.array(adminOrderLineSchema),
  refund_count: z.number(),
  /** How the order reached its ambassador: their code, their tracked link (and where it was shared), or an admin's credit. */
  attributed_by: z.enum(['code', 'link', 'admin']).nullable(),
  link_source: z.enum(LINK_SOURCES).nullable(),
  campaign_name: z.string().nullable(),
  credited: z.object({
    shirts: z.number(),
    /** The commission rate in percent, fixed when the order was paid; null before. */
    commission_rate: z.number().nullable(),
    min_order: z.number(),
    commission: creditShareSchema,
    organization: creditShareSchema,
    climate: creditShareSchema,
  }),
  /** When its commission became payable; null while held. */
  matured_at: z.string().nullable(),
  history: z.array(orderHistoryEntrySchema),
});

export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** The three stat cards, from pre-aggregated counters; money in dollars, net of refunds and cancellations. */
export const orderStatsSchema = z.object({
  total_orders: z.number(),
  total_revenue: z.number(),
  total_commission: z.number(),
});

export type OrderStats = z.infer<typeof orderStatsSchema>;

export const adminOrdersPageSchema = z.object({
  orders: z.array(adminOrderSchema),
  /** Continues the list after this page; null on the last page. */
  next_cursor: z.string().nullable(),
  stats: orderStatsSchema,
});

export type AdminOrdersPage = z.infer<typeof adminOrdersPageSchema>;

export const adminOrdersQuerySchema = z.object({
  cursor: z.string().max(MAX_LENGTH.longText, tooLong('Cursor', MAX_LENGTH.longText)).optional(),
  /**
   * What finds an order, in any case: its number ('#1042' or '1042'), its store order id, its discount code,
   * its buyer's e-mail, or the beginning of its ambassador's name or e-mail; blank lists every order.
   */
  search: z.string().trim().max(MAX_LENGTH.email, tooLong('Search', MAX_LENGTH.email)).optional(),
});

/** Orders one recount call refolds: a page small enough to finish well inside the API's 30 s. */
export const RECOUNT_PAGE_SIZE = 100;

export const recountInputSchema = z.object({
  cursor: z.string().max(MAX_LENGTH.longText, tooLong('Cursor', MAX_LENGTH.longText)).optional(),
});

/** What an order added to its totals, before or after a recount; money in dollars. */
const countedSchema = z.object({ shirts: z.number(), sales: z.number(), commission: z.number() });

/** One page of the recount: the orders whose totals moved, each with what it counted before and after. */
export const recountPageSchema = z.object({
  examined: z.number().int().nonnegative(),
  changed: z.array(z.object({ order_id: z.string(), order_reference: z.string(), before: countedSchema, after: countedSchema })),
  /** Continues the recount after this page; null on the last page. */
  next_cursor: z.string().nullable(),
});

export type RecountPage = z.infer<typeof recountPageSchema>;

/** The longest reason an admin gives for crediting an order. */
export const CREDIT_REASON_MAX = 500;

/** Credit to Ambassador: who gets the order, and why (kept with the order, shown in the table). */
export const creditOrderSchema = z.object({
  user_id: idText('Please select an ambassador', 'Ambassador'),
  reason: requiredText('Please give a reason', 'Reason', CREDIT_REASON_MAX),
});

export type CreditOrderInput = z.input<typeof creditOrderSchema>;

export const CODE_MESSAGES = {
  ambassadorRequired: 'Please select an ambassador',
  codeRequired: 'Code is required',
  codeShape: `Code must be ${CODE_MIN_LENGTH} to ${CODE_MAX_LENGTH} letters or digits`,
  discountRange: 'Discount must be a whole number from 1 to 100',
} as const;

/** The Create Code dialog: an ambassador, their code (upper-cased) and the customer discount. */
export const createCodeSchema = z.object({
  user_id: idText(CODE_MESSAGES.ambassadorRequired, 'Ambassador'),
  code: z
    .string({ error: CODE_MESSAGES.codeRequired })
    .trim()
    .min(1, CODE_MESSAGES.codeRequired)
    .max(CODE_MAX_LENGTH, CODE_MESSAGES.codeShape)
    .regex(new RegExp(`^[A-Za-z0-9]{${CODE_MIN_LENGTH},${CODE_MAX_LENGTH}}$`), CODE_MESSAGES.codeShape)
    .transform((code) => code.toUpperCase()),
  discount_percent: z
    .number({ error: CODE_MESSAGES.discountRange })
    .int(CODE_MESSAGES.discountRange)
    .min(1, CODE_MESSAGES.discountRange)
    .max(100, CODE_MESSAGES.discountRange)
    .default(DEFAULT_DISCOUNT_PERCENT),
});

export type CreateCodeInput = z.input<typeof createCodeSchema>;

/** A code just assigned: its store sync is queued (pending) and shows on the sync screen. */
export const createdCodeSchema = z.object({
  user_id: z.string(),
  personal_code: z.string(),
  shop_link: z.string(),
  discount_percent: z.number(),
  sync_status: z.enum(CODE_SYNC_STATUSES),
});

export type CreatedCode = z.infer<typeof createdCodeSchema>;
