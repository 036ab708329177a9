import { randomUUID } from 'node:crypto';
import type { StoreTopic, StoreWebhookDetail } from '@app/shared/orders';
import { STORE_API_VERSION } from '@app/shared/platform';
import type { Role } from '@app/shared/platform';
import { shopifyOrderPayload, shopifyRefundPayload, type PayloadLine, type ShopifyOrderPayload } from '@app/shared/orders';
import { api } from './api';

/** Helpers for the store integration's tests: signed webhooks, Shopify-shaped payloads, ambassadors with codes. */

let nextOrderId = Date.now() * 1000;
export function newOrderId(): number {
  return nextOrderId++;
}

/**
 * A Shopify order as its webhooks carry it, every field included: `quantity` shirts at `unitPrice`
 * dollars (or the given lines), with the code's 10% off each line, $5 shipping and 8% tax. Sales are the
 * lines after the discount: 3 shirts at $20 with a code are $54.00 of sales.
 */
export function shopifyOrder(options: {
  code?: string;
  quantity?: number;
  unitPrice?: number;
  id?: number;
  lines?: PayloadLine[];
  shipping?: number;
  taxRate?: number;
  /** The buyer's e-mail (one of the order's own unless told). */
  email?: string;
  /** When the order was placed (now unless told). */
  at?: Date;
}) {
  return shopifyOrderPayload({
    id: options.id ?? newOrderId(),
    code: options.code,
    lines: options.lines ?? [{ quantity: options.quantity ?? 1, price: options.unitPrice ?? 20 }],
    shipping: options.shipping ?? 5,
    taxRate: options.taxRate ?? 0.08,
    email: options.email,
    at: options.at,
  });
}
export type ShopifyOrder = ShopifyOrderPayload;

/** A refund of some units of an order's lines (with its shipping, if asked), as Shopify sends it. */
export function shopifyRefund(
  order: ShopifyOrder,
  lines: Array<{ index: number; quantity: number }>,
  options: { id?: number; shipping?: boolean } = {},
) {
  return shopifyRefundPayload(order, { id: options.id ?? newOrderId(), lines, shipping: options.shipping });
}

/** A store delivery as the order consumer takes it off the bus: Shopify's payload parsed, under a new webhook id, now. */
export async function storeDelivery(topic: StoreTopic, payload: unknown): Promise<StoreWebhookDetail> {
  const { storeWebhookDetail } = await import('../src/orders');
  return storeWebhookDetail(
    topic,
    { webhook_id: randomUUID(), shop: 'local-store.myshopify.com', received_at: new Date().toISOString() },
    payload,
  );
}

/** The secret the store signs webhooks with, read from the local Secrets Manager as the webhook route reads it. */
export async function storeWebhookSecret(): Promise<string> {
  const { storeCredentials } = await import('#lib/secrets');
  return (await storeCredentials('storeWebhook')).webhookSecret;
}

export async function sendWebhook(
  topic: string,
  payload: unknown,
  options: { webhookId?: string; secret?: string; signature?: string } = {},
) {
  const { storeSignature } = await import('../src/orders/seeding');
  const rawBody = JSON.stringify(payload);
  return api('POST', '/api/webhooks/shopify', {
    rawBody,
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': topic,
      'x-shopify-webhook-id': options.webhookId ?? randomUUID(),
      'x-shopify-shop-domain': 'local-store.myshopify.com',
      'x-shopify-api-version': STORE_API_VERSION,
      'x-shopify-hmac-sha256': options.signature ?? storeSignature(rawBody, options.secret ?? (await storeWebhookSecret())),
    },
  });
}

/** Dollars as whole cents, so sums of amounts with cents compare exactly (0.1 + 0.2 is not 0.3 in floating point). */
export const cents = (dollars: number) => Math.round(dollars * 100);
/** Two dollar amounts added in cents. */
export const plusDollars = (a: number, b: number) => (cents(a) + cents(b)) / 100;

/**
 * Retries an assertion until it passes: the bus delivers to consumers asynchronously. Past `timeoutMs` it
 * waits for the stack to settle (every event put so far consumed, every change projected) and checks once
 * more, so a busy machine's backlog makes it slower, never wrong; what still fails then has failed.
 */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch {
      if (Date.now() > deadline) {
        await settled();
        return check();
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * Waits until every event put so far has been consumed and every change made to the table so far has reached
 * the projections (lib/table-stream.ts): what admins read across every order follows an order a moment later.
 * The local bus answers this request once the stack has settled (scripts/src/local/event-bus.ts, Local.Settled).
 */
export async function settled(): Promise<void> {
  const answer = await fetch(process.env.AWS_ENDPOINT_URL_EVENTBRIDGE!, {
    method: 'POST',
    headers: { 'x-amz-target': 'Local.Settled', 'content-type': 'application/x-amz-json-1.1' },
    body: '{}',
  });
  if (!answer.ok) throw new Error(`The local stack did not settle: ${answer.status}`);
}

/** An ambassador profile (no sign-in needed) with an assigned personal code. */
export async function givenAmbassador(
  role: Extract<Role, 'student' | 'fundraising_ambassador'>,
  options: { campaignId?: string; firstName?: string } = {},
) {
  const { newProfile, putNewProfile } = await import('../src/profiles');
  const { assignPersonalCode } = await import('../src/code-sync');
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
