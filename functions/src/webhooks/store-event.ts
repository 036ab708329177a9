import { z } from 'zod';

/**
 * The event the webhook route puts on the bus for each verified store delivery. Only the fields the
 * consumers use are kept (zod strips the rest), so even a large order stays far below EventBridge's
 * 256 KB entry limit.
 */
export const STORE_EVENT = { source: 'app.store', detailType: 'Store webhook received' } as const;

export const ORDER_TOPICS = ['orders/paid', 'orders/create', 'orders/cancelled'] as const;
export const REFUND_TOPICS = ['refunds/create'] as const;
export type StoreTopic = (typeof ORDER_TOPICS)[number] | (typeof REFUND_TOPICS)[number];

/** Shopify sends ids as numbers (and prices as decimal strings); we keep ids as strings. */
const id = z.union([z.number(), z.string().min(1)]).transform(String);
const money = z.union([z.string(), z.number()]).transform((value) => Math.round(Number(value) * 100)).pipe(z.number().int().nonnegative());
// A line count far above any real order; beyond it the event would outgrow the bus's limit.
const MAX_LINES = 250;

const storeOrderSchema = z.object({
  id,
  name: z.string().default(''),
  created_at: z.string(),
  processed_at: z.string().nullish(),
  total_price: money,
  currency: z.string().default('USD'),
  financial_status: z.string().nullish(),
  cancelled_at: z.string().nullish(),
  discount_codes: z.array(z.object({ code: z.string() })).default([]).transform((codes) => codes.map((c) => c.code)),
  line_items: z
    .array(z.object({ id, quantity: z.number().int().nonnegative(), price: money, title: z.string().default('') }))
    .max(MAX_LINES)
    .default([]),
});
export type StoreOrder = z.output<typeof storeOrderSchema>;

const storeRefundSchema = z
  .object({
    id,
    order_id: id,
    created_at: z.string(),
    refund_line_items: z
      .array(z.object({ line_item_id: id, quantity: z.number().int().nonnegative(), subtotal: money.default(0) }))
      .max(MAX_LINES)
      .default([]),
    transactions: z.array(z.object({ amount: money, kind: z.string().nullish(), status: z.string().nullish() })).default([]),
  })
  .transform(({ transactions, ...refund }) => {
    const refunds = transactions.filter((t) => (t.kind ?? 'refund') === 'refund' && (t.status ?? 'success') === 'success');
    // The money returned is what the refund transactions moved; without them, the refunded lines' subtotals.
    const amount_cents = refunds.length
      ? refunds.reduce((sum, t) => sum + t.amount, 0)
      : refund.refund_line_items.reduce((sum, line) => sum + line.subtotal, 0);
    return { ...refund, amount_cents };
  });
export type StoreRefund = z.output<typeof storeRefundSchema>;

interface Delivery {
  webhook_id: string;
  shop: string;
  received_at: string;
}
export type StoreWebhookDetail =
  | (Delivery & { topic: (typeof ORDER_TOPICS)[number]; order: StoreOrder })
  | (Delivery & { topic: (typeof REFUND_TOPICS)[number]; refund: StoreRefund });

export function isHandledTopic(topic: string): topic is StoreTopic {
  return (ORDER_TOPICS as readonly string[]).includes(topic) || (REFUND_TOPICS as readonly string[]).includes(topic);
}

/** The bus event for one delivery; throws a ZodError when the payload lacks what we need. */
export function storeWebhookDetail(topic: StoreTopic, delivery: Delivery, payload: unknown): StoreWebhookDetail {
  if (topic === 'refunds/create') return { ...delivery, topic, refund: storeRefundSchema.parse(payload) };
  return { ...delivery, topic, order: storeOrderSchema.parse(payload) };
}
