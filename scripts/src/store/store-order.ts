import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { storeSignature } from '@app/functions/orders/seeding';
import { shopifyOrderPayload, type OrderPayloadOptions, type ShopifyOrderPayload } from '@app/shared/orders';
import { localStore } from '#local/layout';

/**
 * The store stand-in's orders: Shopify-shaped webhooks with every field a real one carries, signed as the
 * store signs them, for `npm run store:order`, the seed, the bench and the browser journeys.
 */

let sequence = 0;
/** Order ids like Shopify's: large integers, unique within this process and across runs. */
export function nextStoreOrderId(): number {
  return Date.now() * 1000 + (sequence++ % 1000);
}

/** What a sale looks like at the demo store: shirts at a price, 8% tax, and $6 shipping unless told otherwise. */
export const STORE_DEFAULTS = { unitPrice: 25, shipping: 6, taxRate: 0.08 } as const;

/**
 * One order of `quantity` shirts at `unitPrice` with the code (10% off, as the ambassadors' codes give),
 * with the store's shipping and tax, and whatever else the options add (a gift card, a tip, a buyer with
 * no e-mail).
 */
export function storeOrderPayload(
  options: { id?: number; code?: string; quantity: number; unitPrice?: number; variant?: string } & Partial<
    Omit<OrderPayloadOptions, 'id' | 'code' | 'lines'>
  > & {
      extraLines?: OrderPayloadOptions['lines'];
    },
): ShopifyOrderPayload {
  const { id, quantity, unitPrice, variant, extraLines = [], ...rest } = options;
  return shopifyOrderPayload({
    shipping: STORE_DEFAULTS.shipping,
    taxRate: STORE_DEFAULTS.taxRate,
    ...rest,
    id: id ?? nextStoreOrderId(),
    lines: [{ quantity, price: unitPrice ?? STORE_DEFAULTS.unitPrice, ...(variant ? { variant } : {}) }, ...extraLines],
  });
}

export { recallStoreOrder, rememberStoreOrder, rememberStoreRefund } from './store-order-book';

// Shopify retries a delivery that got no answer; the local sender tries a few times.
const DELIVERY_ATTEMPTS = 4;

/** POSTs one signed webhook to the API, as Shopify would; resolves with the HTTP status. */
export async function sendStoreWebhook(apiUrl: string, topic: string, payload: unknown, webhookId: string = randomUUID()): Promise<number> {
  const body = JSON.stringify(payload);
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(`${apiUrl}/api/webhooks/shopify`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': topic,
          'x-shopify-webhook-id': webhookId,
          'x-shopify-triggered-at': new Date().toISOString(),
          'x-shopify-event-id': randomUUID(),
          'x-shopify-shop-domain': 'local-store.myshopify.com',
          'x-shopify-api-version': localStore.apiVersion,
          'x-shopify-hmac-sha256': storeSignature(body, localStore.webhookSecret),
        },
        body,
      });
      await response.arrayBuffer();
      return response.status;
    } catch (error) {
      // A connection refused or reset (a busy machine's full listen queue): sent again with the same webhook id,
      // as Shopify retries a delivery, so the route counts it once however many attempts reach it.
      if (attempt >= DELIVERY_ATTEMPTS) throw error;
      await sleep(100 * attempt);
    }
  }
}
