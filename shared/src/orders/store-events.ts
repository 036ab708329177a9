import * as z from 'zod';
import { LINK_SOURCES } from '../links/sources';
import { MAX_LENGTH } from '../platform/text';

/**
 * What the webhook route keeps of each verified store delivery, as it travels on the bus: only the
 * fields the consumers use, ids as strings, money in integer cents of the shop's currency (Shopify's
 * `shop_money`, never the buyer's presentment currency). The orders domain turns Shopify's payloads into
 * this shape; the consumer parses it again with these schemas. Fields added later carry defaults, so an
 * event from before them (one waiting in the dead-letter queue) still parses.
 */
export const ORDER_TOPICS = ['orders/paid', 'orders/create', 'orders/updated', 'orders/cancelled'] as const;

export const EDIT_TOPICS = ['orders/edited'] as const;

export const REFUND_TOPICS = ['refunds/create'] as const;

export type OrderTopic = (typeof ORDER_TOPICS)[number];

export type StoreTopic = OrderTopic | (typeof EDIT_TOPICS)[number] | (typeof REFUND_TOPICS)[number];

const cents = z.number().int().nonnegative();

/**
 * One order line as it stands: `quantity` is what the order holds after edits (refunds are folded
 * separately), `subtotal_cents` what those units cost after their discount allocations, without tax.
 */
export const storeLineSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    quantity: z.number().int().nonnegative(),
    /** The unit price before discounts, shown to admins. */
    price: cents,
    subtotal_cents: cents.optional(),
    sku: z.string().nullable().default(null),
    product_id: z.string().nullable().default(null),
    gift_card: z.boolean().default(false),
    requires_shipping: z.boolean().default(true),
  })
  .transform(({ subtotal_cents, ...line }) => ({ ...line, subtotal_cents: subtotal_cents ?? line.price * line.quantity }));

export type StoreLine = z.infer<typeof storeLineSchema>;

export const storeOrderDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  processed_at: z.string().nullish(),
  /** When the store last changed the order: a snapshot older than the one folded does not replace its lines. */
  updated_at: z.string().nullish(),
  /** What the buyer paid in all (shipping, taxes, tips and gift cards included): shown, never counted. */
  total_price: cents,
  currency: z.string(),
  /** Prices include tax (shops in much of the world): a refund's subtotal then carries its tax too. */
  taxes_included: z.boolean().default(false),
  financial_status: z.string().nullish(),
  cancelled_at: z.string().nullish(),
  discount_codes: z.array(z.string()),
  line_items: z.array(storeLineSchema),
  /** The buyer's e-mail, lower-cased, for the admin's search; absent for an order without one (and in events from before it was kept). */
  email: z.string().max(MAX_LENGTH.email).optional(),
  /** The tracked link the buyer came through, read from the order's landing page (`landingOf`); absent when none. */
  link: z.object({ code: z.string(), source: z.enum(LINK_SOURCES) }).optional(),
});

export type StoreOrder = z.infer<typeof storeOrderDetailSchema>;

/** An order edit (orders/edited): units added to or removed from the order's lines, by line id. */
export const storeOrderEditSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  committed_at: z.string(),
  additions: z.array(z.object({ line_item_id: z.string(), delta: z.number().int().nonnegative() })),
  removals: z.array(z.object({ line_item_id: z.string(), delta: z.number().int().nonnegative() })),
});

export type StoreOrderEdit = z.infer<typeof storeOrderEditSchema>;

/** A refund: the lines it takes back, each with its subtotal after discounts and its tax. Shipping, adjustments and transactions are not kept. */
export const storeRefundDetailSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  created_at: z.string(),
  refund_line_items: z.array(
    z.object({
      line_item_id: z.string(),
      quantity: z.number().int().nonnegative(),
      subtotal_cents: cents.optional(),
      tax_cents: cents.default(0),
    }),
  ),
});

export type StoreRefund = z.infer<typeof storeRefundDetailSchema>;

const delivery = { webhook_id: z.string(), shop: z.string(), received_at: z.string() };

export const storeWebhookDetailSchema = z.discriminatedUnion('topic', [
  z.object({ ...delivery, topic: z.enum(ORDER_TOPICS), order: storeOrderDetailSchema }),
  z.object({ ...delivery, topic: z.enum(EDIT_TOPICS), edit: storeOrderEditSchema }),
  z.object({ ...delivery, topic: z.enum(REFUND_TOPICS), refund: storeRefundDetailSchema }),
]);

export type StoreWebhookDetail = z.infer<typeof storeWebhookDetailSchema>;
