import type { StoreLine, StoreOrder, StoreOrderEdit, StoreRefund, StoreTopic, StoreWebhookDetail } from '@app/shared/orders';
import { EDIT_TOPICS, ORDER_TOPICS, REFUND_TOPICS } from '@app/shared/orders';
import { landingOf } from '@app/shared/links';
import { MAX_LENGTH } from '@app/shared/platform';
import * as z from 'zod';
import { comparableEmail } from '../profiles';

/**
 * Shopify's order, order edit and refund payloads (REST shapes, as webhooks send them), reduced to what
 * the consumers use (shared/src/orders/store-events.ts): zod strips the rest, so even a large order stays far below
 * EventBridge's 256 KB entry limit. Here, and only here, Shopify's money is read: every amount comes from
 * its `shop_money` (the shop's currency; the buyer may have paid in another), falling back to the plain
 * field, which Shopify also gives in the shop's currency.
 */

/** Shopify sends ids as numbers (and prices as decimal strings); we keep ids as strings. */
const id = z.union([z.number(), z.string().min(1).max(100)]).transform(String);
const amount = z
  .union([z.string().max(30), z.number()])
  .transform((value) => Math.round(Number(value) * 100))
  .pipe(z.number().int().nonnegative());
const moneySet = z.object({ shop_money: z.object({ amount }) });
/** An amount given both plainly and as a money set: the set's shop money wins. */
const money = (plain: z.output<typeof amount> | undefined, set: z.output<typeof moneySet> | null | undefined) =>
  set?.shop_money.amount ?? plain ?? 0;
// A line count far above any real order; beyond it the event would outgrow the bus's limit.
const MAX_LINES = 250;
// Titles are only shown; a longer one is cut rather than refused, so the order still counts.
const MAX_TITLE = 200;
const text = (max: number) => z.string().transform((value) => value.slice(0, max));
// Shopify's own limit for a discount code. Every code we make fits (the longest name and acronym make
// about 110 characters), so a sale is never lost to a code cut short.
const MAX_DISCOUNT_CODE = 255;
const timestamp = z.string().max(40);
// A landing page is a path and query; one longer than this is no tracked link of ours.
const MAX_LANDING_SITE = 2000;

const pricedSchema = z.object({ amount: amount.optional(), amount_set: moneySet.nullish() });
const taxLineSchema = z.object({ price: amount.optional(), price_set: moneySet.nullish() });

const lineItemSchema = z.object({
  id,
  title: text(MAX_TITLE).default(''),
  quantity: z.number().int().nonnegative(),
  /** Units left after order edits and refunds (API 2024-01 on); absent in older payloads. */
  current_quantity: z.number().int().nonnegative().nullish(),
  price: amount,
  price_set: moneySet.nullish(),
  discount_allocations: z.array(pricedSchema).max(MAX_LINES).default([]),
  tax_lines: z.array(taxLineSchema).max(MAX_LINES).default([]),
  sku: text(100).nullish(),
  product_id: id.nullish(),
  gift_card: z.boolean().default(false),
  requires_shipping: z.boolean().default(true),
});

const refundLineSchema = z.object({
  line_item_id: id,
  quantity: z.number().int().nonnegative(),
  subtotal: amount.optional(),
  subtotal_set: moneySet.nullish(),
  total_tax: amount.optional(),
  total_tax_set: moneySet.nullish(),
});

/** The refunds an order payload lists: only their lines' quantities are read, to tell refunded units from removed ones. */
const orderRefundSchema = z.object({
  refund_line_items: z.array(refundLineSchema.pick({ line_item_id: true, quantity: true })).max(MAX_LINES),
});

/**
 * A line as it stands. Shopify's `quantity` is what was first ordered; `current_quantity` what is left
 * after edits and refunds. We fold refunds ourselves, so only the units an edit removed come off here;
 * the line's price, less its discount allocations (and its tax, when prices include it), is spread
 * evenly over its units.
 */
function storeLine(line: z.output<typeof lineItemSchema>, refundedUnits: number, taxesIncluded: boolean): StoreLine {
  const removedByEdits = line.current_quantity == null ? 0 : Math.max(0, line.quantity - line.current_quantity - refundedUnits);
  const quantity = Math.max(0, line.quantity - removedByEdits);
  const unitPrice = money(line.price, line.price_set);
  const discounts = line.discount_allocations.reduce((sum, allocation) => sum + money(allocation.amount, allocation.amount_set), 0);
  const tax = taxesIncluded ? line.tax_lines.reduce((sum, taxLine) => sum + money(taxLine.price, taxLine.price_set), 0) : 0;
  const whole = Math.max(0, unitPrice * line.quantity - discounts - tax);
  return {
    id: line.id,
    title: line.title,
    quantity,
    price: unitPrice,
    subtotal_cents: line.quantity === 0 ? 0 : Math.round((whole * quantity) / line.quantity),
    sku: line.sku ?? null,
    product_id: line.product_id ?? null,
    gift_card: line.gift_card,
    requires_shipping: line.requires_shipping,
  };
}

/** An e-mail as Shopify may give it: absent, null or '' when the order has none (drafts, point of sale). */
const emailField = z.string().nullish();

/**
 * The buyer's e-mail as ambassadors' are compared with it (trimmed, lower-cased): the order's, else its contact's, else
 * its customer's. Longer than an address can be is none.
 */
function buyerEmail(...candidates: Array<string | null | undefined>): string | undefined {
  for (const candidate of candidates) {
    const email = candidate ? comparableEmail(candidate) : undefined;
    if (email && email.length <= MAX_LENGTH.email) return email;
  }
  return undefined;
}

const shopifyOrderSchema = z
  .object({
    id,
    name: text(100).default(''),
    created_at: timestamp,
    processed_at: timestamp.nullish(),
    updated_at: timestamp.nullish(),
    total_price: amount,
    total_price_set: moneySet.nullish(),
    currency: text(10).default('USD'),
    taxes_included: z.boolean().nullish(),
    financial_status: z.string().max(40).nullish(),
    cancelled_at: timestamp.nullish(),
    discount_codes: z
      .array(z.object({ code: text(MAX_DISCOUNT_CODE) }))
      .max(MAX_LINES)
      .default([])
      .transform((codes) => codes.map((c) => c.code)),
    line_items: z.array(lineItemSchema).max(MAX_LINES).default([]),
    refunds: z.array(orderRefundSchema).max(MAX_LINES).default([]),
    email: emailField,
    contact_email: emailField,
    customer: z.object({ email: emailField }).nullish(),
    // Read for its ref and via parameters only; a page address longer than this carries no link of ours.
    landing_site: z.string().max(MAX_LANDING_SITE).nullish().catch(null),
  })
  .transform(
    ({
      total_price,
      total_price_set,
      refunds,
      line_items,
      taxes_included,
      email,
      contact_email,
      customer,
      landing_site,
      ...order
    }): StoreOrder => {
      const refunded = new Map<string, number>();
      for (const line of refunds.flatMap((refund) => refund.refund_line_items)) {
        refunded.set(line.line_item_id, (refunded.get(line.line_item_id) ?? 0) + line.quantity);
      }
      const buyer = buyerEmail(email, contact_email, customer?.email);
      const link = landingOf(landing_site);
      return {
        ...order,
        total_price: money(total_price, total_price_set),
        taxes_included: taxes_included ?? false,
        line_items: line_items.map((line) => storeLine(line, refunded.get(line.id) ?? 0, taxes_included ?? false)),
        ...(buyer ? { email: buyer } : {}),
        ...(link ? { link } : {}),
      };
    },
  );

const editedLinesSchema = z
  .array(z.object({ id, delta: z.number().int().nonnegative() }))
  .max(MAX_LINES)
  .default([]);
const shopifyOrderEditSchema = z
  .object({
    order_edit: z.object({
      id,
      order_id: id,
      created_at: timestamp,
      // Sent from API 2024-07 on; before it, the edit's creation time is the nearest we know.
      committed_at: timestamp.nullish(),
      line_items: z.object({ additions: editedLinesSchema, removals: editedLinesSchema }),
    }),
  })
  .transform(({ order_edit: edit }): StoreOrderEdit => ({
    id: edit.id,
    order_id: edit.order_id,
    committed_at: edit.committed_at ?? edit.created_at,
    additions: edit.line_items.additions.map((line) => ({ line_item_id: line.id, delta: line.delta })),
    removals: edit.line_items.removals.map((line) => ({ line_item_id: line.id, delta: line.delta })),
  }));

const shopifyRefundSchema = z
  .object({
    id,
    order_id: id,
    created_at: timestamp,
    refund_line_items: z.array(refundLineSchema).max(MAX_LINES).default([]),
  })
  .transform((refund): StoreRefund => ({
    ...refund,
    // The lines' own subtotals: what the refund's transactions moved also holds shipping, tax and adjustments.
    refund_line_items: refund.refund_line_items.map((line) => ({
      line_item_id: line.line_item_id,
      quantity: line.quantity,
      subtotal_cents: line.subtotal_set?.shop_money.amount ?? line.subtotal,
      tax_cents: money(line.total_tax, line.total_tax_set),
    })),
  }));

const isOneOf = <T extends string>(topics: readonly T[], topic: string): topic is T => (topics as readonly string[]).includes(topic);

export function isHandledTopic(topic: string): topic is StoreTopic {
  return isOneOf(ORDER_TOPICS, topic) || isOneOf(EDIT_TOPICS, topic) || isOneOf(REFUND_TOPICS, topic);
}

interface Delivery {
  webhook_id: string;
  shop: string;
  received_at: string;
}

/** The bus event for one delivery; throws a ZodError when the payload lacks what we need. */
export function storeWebhookDetail(topic: StoreTopic, delivery: Delivery, payload: unknown): StoreWebhookDetail {
  if (isOneOf(REFUND_TOPICS, topic)) return { ...delivery, topic, refund: shopifyRefundSchema.parse(payload) };
  if (isOneOf(EDIT_TOPICS, topic)) return { ...delivery, topic, edit: shopifyOrderEditSchema.parse(payload) };
  return { ...delivery, topic, order: shopifyOrderSchema.parse(payload) };
}
