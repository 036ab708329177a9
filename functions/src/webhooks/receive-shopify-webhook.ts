import { createHash } from 'node:crypto';
import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { ZodError } from 'zod';
import { eventBridge } from '#lib/clients';
import { env } from '#lib/env';
import { Invalid, Unauthorized } from '#lib/errors';
import { json, publicRoute, type HttpEvent } from '#lib/http';
import { storeEnv } from '#lib/store-env';
import { isHandledTopic, STORE_EVENT, storeWebhookDetail } from './store-event';
import { isSignedByStore } from './verify-hmac';

function rawBodyOf(event: HttpEvent): Buffer {
  return Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
}

/**
 * POST /api/webhooks/shopify: checks Shopify's signature over the raw body, puts the delivery on the
 * bus and answers at once; the order consumers do the work (Shopify gives up after 5 seconds).
 */
export const handler = publicRoute().handler(async (event) => {
  const rawBody = rawBodyOf(event);
  const headers = event.headers ?? {};
  if (!isSignedByStore(rawBody, headers['x-shopify-hmac-sha256'], storeEnv('webhook').SHOPIFY_WEBHOOK_SECRET)) {
    throw new Unauthorized('Invalid webhook signature.');
  }
  const topic = headers['x-shopify-topic'] ?? '';
  // Subscribed topics we do not count (or future ones) are acknowledged, so Shopify stops retrying them.
  if (!isHandledTopic(topic)) return json(200, { received: true, handled: false });

  let detail;
  try {
    detail = storeWebhookDetail(
      topic,
      {
        // Shopify always sends the id; a hash of the body keeps redeliveries deduplicated if one ever lacks it.
        webhook_id: headers['x-shopify-webhook-id'] || createHash('sha256').update(topic).update(rawBody).digest('hex'),
        shop: headers['x-shopify-shop-domain'] ?? '',
        received_at: new Date().toISOString(),
      },
      JSON.parse(rawBody.toString('utf8')),
    );
  } catch (error) {
    if (error instanceof SyntaxError || error instanceof ZodError) throw new Invalid('The webhook payload is not a store order or refund.');
    throw error;
  }

  const { FailedEntryCount, Entries } = await eventBridge.send(
    new PutEventsCommand({
      Entries: [{ EventBusName: env.EVENT_BUS_NAME, Source: STORE_EVENT.source, DetailType: STORE_EVENT.detailType, Detail: JSON.stringify(detail) }],
    }),
  );
  // A 5xx makes Shopify deliver again later, which the consumer's deduplication makes safe.
  if (FailedEntryCount) throw new Error(`PutEvents refused the delivery: ${Entries?.[0]?.ErrorCode} ${Entries?.[0]?.ErrorMessage}`);
  return json(200, { received: true, handled: true });
});
