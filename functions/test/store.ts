import { randomUUID } from 'node:crypto';
import type { Role } from '@app/shared/roles';
import { api } from './api';

/** Helpers for the store integration's tests: signed webhooks, Shopify-shaped payloads, ambassadors with codes. */

let nextOrderId = Date.now() * 1000;
export function newOrderId(): number {
  return nextOrderId++;
}

/** A Shopify-shaped order: `quantity` shirts at `unitPrice` dollars, with the discount code. */
export function shopifyOrder(options: {
  code?: string;
  quantity?: number;
  unitPrice?: number;
  id?: number;
  lines?: Array<{ quantity: number; price: number }>;
}) {
  const id = options.id ?? newOrderId();
  const lines = options.lines ?? [{ quantity: options.quantity ?? 1, price: options.unitPrice ?? 20 }];
  const total = lines.reduce((sum, line) => sum + line.quantity * line.price, 0);
  return {
    id,
    name: `#${id % 100000}`,
    created_at: new Date().toISOString(),
    processed_at: new Date().toISOString(),
    total_price: total.toFixed(2),
    currency: 'USD',
    financial_status: 'paid',
    cancelled_at: null,
    discount_codes: options.code ? [{ code: options.code, amount: '0.00', type: 'percentage' }] : [],
    line_items: lines.map((line, index) => ({
      // Unique within the order and a safe integer (id * 10 would pass 2^53 and collide).
      id: (id % 1_000_000_000_000) * 10 + index,
      quantity: line.quantity,
      price: line.price.toFixed(2),
      title: 'Climate Tee',
      sku: 'TEE',
    })),
    customer: { id: 1, email: 'customer@example.test' },
  };
}
export type ShopifyOrder = ReturnType<typeof shopifyOrder>;

/** A Shopify-shaped refund of some lines of an order. */
export function shopifyRefund(order: ShopifyOrder, lines: Array<{ index: number; quantity: number }>, amount: number, id = newOrderId()) {
  return {
    id,
    order_id: order.id,
    created_at: new Date().toISOString(),
    refund_line_items: lines.map(({ index, quantity }) => ({
      line_item_id: order.line_items[index]!.id,
      quantity,
      subtotal: (quantity * Number(order.line_items[index]!.price)).toFixed(2),
    })),
    transactions: [{ amount: amount.toFixed(2), kind: 'refund', status: 'success' }],
  };
}

export async function sendWebhook(
  topic: string,
  payload: unknown,
  options: { webhookId?: string; secret?: string; signature?: string } = {},
) {
  const { storeSignature } = await import('../src/orders');
  const rawBody = JSON.stringify(payload);
  return api('POST', '/api/webhooks/shopify', {
    rawBody,
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': topic,
      'x-shopify-webhook-id': options.webhookId ?? randomUUID(),
      'x-shopify-shop-domain': 'local-store.myshopify.com',
      'x-shopify-hmac-sha256': options.signature ?? storeSignature(rawBody, options.secret ?? process.env.SHOPIFY_WEBHOOK_SECRET!),
    },
  });
}

/** Retries an assertion until it passes: the bus delivers to consumers asynchronously. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** An ambassador profile (no sign-in needed) with an assigned personal code. */
export async function givenAmbassador(
  role: Extract<Role, 'student' | 'fundraising_ambassador'>,
  options: { campaignId?: string; firstName?: string } = {},
) {
  const { assignPersonalCode, newProfile, putNewProfile } = await import('../src/profiles');
  const userId = randomUUID();
  const firstName =
    options.firstName ??
    `Amb${randomUUID()
      .replace(/[^a-z]/g, '')
      .slice(0, 6)}`;
  await putNewProfile(
    newProfile({
      user_id: userId,
      first_name: firstName,
      last_name: 'Tester',
      email: `${userId}@example.test`,
      school: 'Test High School',
      role,
      campaign_id: options.campaignId ?? null,
    }),
  );
  const code = await assignPersonalCode(userId, { campaignId: options.campaignId });
  return { userId, code, firstName };
}
