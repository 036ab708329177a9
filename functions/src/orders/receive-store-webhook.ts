import { createHash } from 'node:crypto';
import { STORE_API_VERSION } from '@app/shared/platform';
import { events, orders } from '@app/shared/contracts';
import * as z from 'zod';
import { Invalid, Unauthorized } from '#lib/errors';
import { publish } from '#lib/events';
import { route, type HttpEvent } from '#lib/http';
import { storeCredentials } from '#lib/secrets';
import { isHandledTopic, storeWebhookDetail } from './shopify-payload';
import { isSignedByStore } from './verify-hmac';
import { logger, recordMetric } from '#lib/observability';

const { errors } = orders.receiveStoreWebhook;

/** The headers Shopify sends with each delivery that the route reads (CloudFront forwards exactly these, see platform/). */
export const storeWebhookHeaders = {
  signature: 'x-shopify-hmac-sha256',
  topic: 'x-shopify-topic',
  apiVersion: 'x-shopify-api-version',
  webhookId: 'x-shopify-webhook-id',
  shopDomain: 'x-shopify-shop-domain',
} as const;
// Webhook ids become part of a table key; anything longer than Shopify's own is kept as its digest.
const MAX_WEBHOOK_ID = 200;

function rawBodyOf(event: HttpEvent): Buffer {
  return Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
}

const sha256 = (...parts: Array<string | Buffer>) => parts.reduce((hash, part) => hash.update(part), createHash('sha256')).digest('hex');

/** The delivery's id, to deduplicate redeliveries; a hash of the body if Shopify ever sends none. */
function webhookIdOf(given: string | undefined, topic: string, rawBody: Buffer): string {
  if (!given) return sha256(topic, rawBody);
  return given.length > MAX_WEBHOOK_ID ? sha256(given) : given;
}

/**
 * POST /api/webhooks/shopify: checks Shopify's signature over the raw body, puts the delivery on the
 * bus and answers at once; the order consumer does the work (Shopify gives up after 5 seconds).
 */
export const receiveStoreWebhook = route(orders.receiveStoreWebhook, ['events:put', 'store:webhook'], async ({ event }) => {
  const rawBody = rawBodyOf(event);
  const headers = event.headers;
  const { webhookSecret, previousWebhookSecret } = await storeCredentials('storeWebhook');
  const signature = headers[storeWebhookHeaders.signature];
  // While the app's secret is rotated, the one before still verifies (infra/README.md, "Rotating secrets").
  const secrets = previousWebhookSecret ? [webhookSecret, previousWebhookSecret] : [webhookSecret];
  if (!secrets.some((secret) => isSignedByStore(rawBody, signature, secret))) {
    throw new Unauthorized(errors.badSignature);
  }
  const topic = headers[storeWebhookHeaders.topic] ?? '';
  const version = headers[storeWebhookHeaders.apiVersion];
  // The payload is read as the pinned version shapes it; a subscription on another version still counts
  // (its orders must not be lost), but says so, so the subscription is moved to the pinned version.
  if (version && version !== STORE_API_VERSION) {
    logger.warn('A store webhook came as another API version: update the webhook subscription', {
      topic: topic.slice(0, 100),
      version: version.slice(0, 20),
      pinned: STORE_API_VERSION,
    });
  }
  // Subscribed topics we do not count (or future ones) are acknowledged, so Shopify stops retrying them.
  if (!isHandledTopic(topic)) return { received: true as const, handled: false };

  let detail;
  try {
    detail = storeWebhookDetail(
      topic,
      {
        webhook_id: webhookIdOf(headers[storeWebhookHeaders.webhookId], topic, rawBody),
        shop: (headers[storeWebhookHeaders.shopDomain] ?? '').slice(0, 255),
        received_at: new Date().toISOString(),
      },
      JSON.parse(rawBody.toString('utf8')),
    );
  } catch (error) {
    if (error instanceof SyntaxError || error instanceof z.ZodError) throw new Invalid(errors.notAnOrder);
    throw error;
  }
  // A failure here is a 5xx, which makes Shopify deliver again later; the consumer's deduplication makes that safe.
  await publish(events.storeWebhookReceived, detail);
  // From API Gateway's receipt of the delivery to its event on the bus: what Shopify waits for.
  recordMetric('webhookLatency', Date.now() - event.requestContext.timeEpoch);
  return { received: true as const, handled: true };
});
