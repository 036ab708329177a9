import * as z from 'zod';

/**
 * What the webhook route keeps of each verified store delivery, as it travels on the bus: only the
 * fields the consumers use, ids as strings, money in integer cents. The orders domain turns Shopify's
 * payloads into this shape; the consumer parses it again with these schemas.
 */
export const ORDER_TOPICS = ['orders/paid', 'orders/create', 'orders/cancelled'] as const;
export const REFUND_TOPICS = ['refunds/create'] as const;
export type StoreTopic = (typeof ORDER_TOPICS)[number] | (typeof REFUND_TOPICS)[number];

const cents = z.number().int().nonnegative();

export const storeOrderDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  processed_at: z.string().nullish(),
  total_price: cents,
  currency: z.string(),
  financial_status: z.string().nullish(),
  cancelled_at: z.string().nullish(),
  discount_codes: z.array(z.string()),
  line_items: z.array(z.object({ id: z.string(), quantity: z.number().int().nonnegative(), price: cents, title: z.string() })),
});
export type StoreOrder = z.infer<typeof storeOrderDetailSchema>;

export const storeRefundDetailSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  created_at: z.string(),
  refund_line_items: z.array(z.object({ line_item_id: z.string(), quantity: z.number().int().nonnegative(), subtotal: cents })),
  amount_cents: cents,
});
export type StoreRefund = z.infer<typeof storeRefundDetailSchema>;

const delivery = { webhook_id: z.string(), shop: z.string(), received_at: z.string() };

export const storeWebhookDetailSchema = z.discriminatedUnion('topic', [
  z.object({ ...delivery, topic: z.enum(ORDER_TOPICS), order: storeOrderDetailSchema }),
  z.object({ ...delivery, topic: z.enum(REFUND_TOPICS), refund: storeRefundDetailSchema }),
]);
export type StoreWebhookDetail = z.infer<typeof storeWebhookDetailSchema>;
