import { setTimeout as sleep } from 'node:timers/promises';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#lib/clients';
import { nowIso, TABLE } from '#lib/table';
import { getProfile } from '../profiles/profile-data';
import { findUserIdByCode } from '../profiles/personal-code-data';
import { getAmbassadorTotals, totalsUpdates, type Ambassador } from '../leaderboards/totals-data';
import { commissionRatePercent } from '../settings/settings-data';
import type { StoreWebhookDetail } from '../webhooks/store-event';
import { getStoredOrder, orderItem, orderKeys } from './order-data';
import { applyStoreEvent, difference, discountCodesOf, emptyOrderState, isZero, orderIdOf } from './order-state';

// Concurrent events of one order (or a hot ambassador's totals) conflict; each retry re-reads and recomputes.
const MAX_ATTEMPTS = 12;
// Delivery markers outlive Shopify's retry window (48 hours) with room to spare.
const MARKER_TTL_SECONDS = 30 * 24 * 3600;

/** The ambassador who owns the first of the codes that matches one, or null when none does. */
export async function attributionFor(codes: string[]): Promise<Ambassador | null> {
  for (const code of codes) {
    const userId = await findUserIdByCode(code);
    if (!userId) continue;
    const totals = await getAmbassadorTotals(userId, true);
    if (totals) {
      const { user_id, role, campaign_id, first_name, last_name, school } = totals;
      return { user_id, role, campaign_id, first_name, last_name, school };
    }
    const profile = await getProfile(userId);
    if (profile) {
      const { user_id, role, campaign_id, first_name, last_name, school } = profile;
      return { user_id, role, campaign_id, first_name, last_name, school };
    }
  }
  return null;
}

type CancellationReason = { Code?: string };

function cancellationReasons(error: unknown): CancellationReason[] {
  return ((error as { CancellationReasons?: CancellationReason[] }).CancellationReasons ?? []);
}

/**
 * Applies one verified store delivery: stores the order's new state and moves the ambassador's and the
 * campaign's totals by the change in its contribution, all in one transaction guarded by the delivery's
 * marker and the order's version. A redelivery, or a duplicate racing it, changes nothing.
 */
export async function recordStoreEvent(detail: StoreWebhookDetail): Promise<'recorded' | 'duplicate'> {
  const orderId = orderIdOf(detail);
  for (let attempt = 1; ; attempt++) {
    // Most deliveries are an order's first event: try that without reading, and read only if the order exists.
    const stored = attempt === 1 && detail.topic !== 'refunds/create' ? { state: emptyOrderState(orderId), version: 0, created_at: undefined } : await getStoredOrder(orderId);
    const needsAttribution = stored.state.ambassador === undefined && detail.topic !== 'refunds/create';
    const ambassador = needsAttribution ? await attributionFor(discountCodesOf(detail)) : undefined;
    const next = applyStoreEvent(stored.state, detail, { ambassador, ratePercent: await commissionRatePercent() });
    const delta = difference(next.counted, stored.state.counted);
    const now = nowIso();
    const marker = {
      Put: {
        TableName: TABLE,
        Item: { ...orderKeys.webhook(detail.webhook_id), topic: detail.topic, order_id: orderId, received_at: detail.received_at, expires_at: Math.floor(Date.now() / 1000) + MARKER_TTL_SECONDS },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
    const order = {
      Put: {
        TableName: TABLE,
        Item: { ...orderItem(next, stored.version + 1, stored.created_at ?? now), updated_at: now },
        ConditionExpression: stored.version === 0 ? 'attribute_not_exists(pk)' : 'version = :version',
        ...(stored.version === 0 ? {} : { ExpressionAttributeValues: { ':version': stored.version } }),
      },
    };
    const totals = next.ambassador && !isZero(delta) ? totalsUpdates(next.ambassador, delta) : [];
    try {
      await db.send(new TransactWriteCommand({ TransactItems: [marker, order, ...totals] }));
      return 'recorded';
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (reasons[0]?.Code === 'ConditionalCheckFailed') return 'duplicate';
      const retryable = reasons.some((reason) => reason.Code === 'ConditionalCheckFailed' || reason.Code === 'TransactionConflict');
      if (!retryable || attempt >= MAX_ATTEMPTS) throw error;
      await sleep(Math.random() * 10 * attempt);
    }
  }
}
