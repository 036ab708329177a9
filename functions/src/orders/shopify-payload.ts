import type { StoreOrder, StoreRefund, StoreTopic, StoreWebhookDetail } from '@app/shared/store-events';
import { ORDER_TOPICS, REFUND_TOPICS } from '@app/shared/store-events';
import * as z from 'zod';

/**
 * Shopify's order and refund payloads, reduced to what the consumers use (shared/store-events.ts): zod
 * strips the rest, so even a large order stays far below EventBridge's 256 KB entry limit.
 */

/** Shopify sends ids as numbers (and prices as decimal strings); we keep ids as strings. */
const id = z.union([z.number(), z.string().min(1).max(100)]).transform(String);
const money = z
  .union([z.string().max(30), z.number()])
  .transform((value) => Math.round(Number(value) * 100))
  .pipe(z.number().int().nonnegative());
// A line count far above any real order; beyond it the event would outgrow the bus's limit.
const MAX_LINES = 250;
// Titles are only shown; a longer one is cut rather than refused, so the order still counts.
const MAX_TITLE = 200;
const text = (max: number) => z.string().transform((value) => value.slice(0, max));

const shopifyOrderSchema = z.object({
  id,
  name: text(100).default(''),
  created_at: z.string().max(40),
  processed_at: z.string().max(40).nullish(),
  total_price: money,
  currency: text(10).default('USD'),
  financial_status: z.string().max(40).nullish(),
  cancelled_at: z.string().max(40).nullish(),
  discount_codes: z
    .array(z.object({ code: text(100) }))
    .max(MAX_LINES)
    .default([])
    .transform((codes) => codes.map((c) => c.code)),
  line_items: z
    .array(z.object({ id, quantity: z.number().int().nonnegative(), price: money, title: text(MAX_TITLE).default('') }))
    .max(MAX_LINES)
    .default([]),
}) satisfies z.ZodType<StoreOrder>;

const shopifyRefundSchema = z
  .object({
    id,
    order_id: id,
    created_at: z.string().max(40),
    refund_line_items: z
      .array(z.object({ line_item_id: id, quantity: z.number().int().nonnegative(), subtotal: money.default(0) }))
      .max(MAX_LINES)
      .default([]),
    transactions: z
      .array(z.object({ amount: money, kind: z.string().max(40).nullish(), status: z.string().max(40).nullish() }))
      .max(MAX_LINES)
      .default([]),
  })
  .transform(({ transactions, ...refund }): StoreRefund => {
    const refunds = transactions.filter((t) => (t.kind ?? 'refund') === 'refund' && (t.status ?? 'success') === 'success');
    // The money returned is what the refund transactions moved; without them, the refunded lines' subtotals.
    const amount_cents = refunds.length
      ? refunds.reduce((sum, t) => sum + t.amount, 0)
      : refund.refund_line_items.reduce((sum, line) => sum + line.subtotal, 0);
    return { ...refund, amount_cents };
  });

export function isHandledTopic(topic: string): topic is StoreTopic {
  return (ORDER_TOPICS as readonly string[]).includes(topic) || (REFUND_TOPICS as readonly string[]).includes(topic);
}

interface Delivery {
  webhook_id: string;
  shop: string;
  received_at: string;
}

/** The bus event for one delivery; throws a ZodError when the payload lacks what we need. */
export function storeWebhookDetail(topic: StoreTopic, delivery: Delivery, payload: unknown): StoreWebhookDetail {
  if (topic === 'refunds/create') return { ...delivery, topic, refund: shopifyRefundSchema.parse(payload) };
  return { ...delivery, topic, order: shopifyOrderSchema.parse(payload) };
}
