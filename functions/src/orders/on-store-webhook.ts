import type { EventBridgeEvent } from 'aws-lambda';
import type { StoreWebhookDetail } from '../webhooks/store-event';
import { recordStoreEvent } from './record-store-event';

/**
 * Consumer of the store's webhook events. A thrown error makes EventBridge deliver again, which the
 * delivery marker makes safe.
 */
export async function handler(event: EventBridgeEvent<string, StoreWebhookDetail>): Promise<{ result: string }> {
  return { result: await recordStoreEvent(event.detail) };
}
