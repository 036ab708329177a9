import * as z from 'zod';
import { defineRoute } from './contract';

/**
 * Shopify's order and refund webhooks. The body is Shopify's, checked by its HMAC over the raw bytes,
 * so the contract declares no body schema: the route parses it after the signature holds.
 */
export const receiveStoreWebhook = defineRoute({
  method: 'POST',
  path: '/api/webhooks/shopify',
  access: 'public',
  signedBy: 'store',
  response: z.object({ received: z.literal(true), handled: z.boolean() }),
  errors: { badSignature: 'Invalid webhook signature.', notAnOrder: 'The webhook payload is not a store order or refund.' },
});
