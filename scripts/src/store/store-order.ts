import { randomUUID } from 'node:crypto';
import { storeSignature } from '@app/functions/orders';
import { localStore } from '#local/layout';

/** Shopify-shaped order webhooks, signed as the store signs them: for `npm run store:order`, the seed and the bench. */

let sequence = 0;
/** Order ids like Shopify's: large integers, unique within this process and across runs. */
export function nextStoreOrderId(): number {
  return Date.now() * 1000 + (sequence++ % 1000);
}

export function storeOrderPayload(options: { id?: number; code?: string; quantity: number; unitPrice: number }) {
  const id = options.id ?? nextStoreOrderId();
  const now = new Date().toISOString();
  return {
    id,
    name: `#${1000 + (id % 100000)}`,
    created_at: now,
    processed_at: now,
    total_price: (options.quantity * options.unitPrice).toFixed(2),
    currency: 'USD',
    financial_status: 'paid',
    cancelled_at: null,
    discount_codes: options.code
      ? [{ code: options.code, amount: (options.quantity * options.unitPrice * 0.1).toFixed(2), type: 'percentage' }]
      : [],
    line_items: [
      { id: id * 10, title: 'Climate Tee', quantity: options.quantity, price: options.unitPrice.toFixed(2), sku: 'TEE-ORGANIC' },
    ],
  };
}

/** POSTs one signed webhook to the API, as Shopify would; resolves with the HTTP status. */
export async function sendStoreWebhook(apiUrl: string, topic: string, payload: unknown, webhookId: string = randomUUID()): Promise<number> {
  const body = JSON.stringify(payload);
  const response = await fetch(`${apiUrl}/api/webhooks/shopify`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': topic,
      'x-shopify-webhook-id': webhookId,
      'x-shopify-shop-domain': 'local-store.myshopify.com',
      'x-shopify-api-version': localStore.apiVersion,
      'x-shopify-hmac-sha256': storeSignature(body, localStore.webhookSecret),
    },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}
