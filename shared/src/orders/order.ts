import * as z from 'zod';
import type { PaymentSettings } from '../settings/settings';

/** The Payments settings that say which order lines are shirts. */
export type ShirtRules = Pick<PaymentSettings, 'shirtSkuPrefix' | 'shirtProductIds'>;

/**
 * Whether an order line is shirts: each of its units moves the organization's $5 and the climate $1.
 * A gift card or a line that needs no shipping never is; the rest are, unless the admin narrowed it to
 * SKUs with a prefix or to chosen products (either one matching is enough).
 */
export function isShirtLine(
  line: { gift_card: boolean; requires_shipping: boolean; sku: string | null; product_id: string | null },
  rules: ShirtRules,
): boolean {
  if (line.gift_card || !line.requires_shipping) return false;
  const narrowed = rules.shirtSkuPrefix !== '' || rules.shirtProductIds.length > 0;
  if (!narrowed) return true;
  const skuMatches = rules.shirtSkuPrefix !== '' && (line.sku ?? '').toUpperCase().startsWith(rules.shirtSkuPrefix.toUpperCase());
  return skuMatches || (line.product_id !== null && rules.shirtProductIds.includes(line.product_id));
}

export const ORDER_STATUSES = ['pending', 'paid', 'partially_refunded', 'refunded', 'cancelled'] as const;

/**
 * An order as the API returns it (spec part 1, section 3 `orders`), in dollars, net of refunds and
 * cancellation; commission is what its ambassador earns (none for an unattributed order).
 */
export const orderSchema = z.object({
  id: z.string(),
  order_reference: z.string(),
  order_amount: z.number(),
  commission_amount: z.number(),
  gross_amount: z.number(),
  discount_code: z.string().nullable(),
  order_date: z.string(),
  created_at: z.string(),
  student_user_id: z.string().nullable(),
  campaign_id: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  shopify_line_items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      quantity: z.number(),
      price: z.number(),
      refunded_quantity: z.number(),
      sku: z.string().nullable(),
      product_id: z.string().nullable(),
      gift_card: z.boolean(),
      requires_shipping: z.boolean(),
    }),
  ),
});

export type Order = z.infer<typeof orderSchema>;
