import { setTimeout as sleep } from 'node:timers/promises';
import { sendStoreWebhook } from '../src/store/store-order';

/**
 * Shopify's delivery policy, compressed in time: a delivery that is not answered 2xx within 5 seconds is
 * retried, 8 times over 4 hours; here the waits are seconds, not hours, and double each time.
 */
const RETRY_DELAYS_MS = [100, 200, 400, 800, 1600, 3200, 6400, 12_800];
const DEADLINE_MS = 5000;

export async function deliverLikeShopify(
  webUrl: string,
  topic: string,
  payload: unknown,
  webhookId: string,
): Promise<{ status: number; attempts: number }> {
  for (let attempt = 1; ; attempt++) {
    const status = await Promise.race([
      sendStoreWebhook(webUrl, topic, payload, webhookId).catch(() => 0),
      sleep(DEADLINE_MS).then(() => 0),
    ]);
    const delay = RETRY_DELAYS_MS[attempt - 1];
    if ((status >= 200 && status < 300) || delay === undefined) return { status, attempts: attempt };
    await sleep(delay);
  }
}
