import { deleteItem, isConditionFailure, nowIso, putItem, updateItem } from '#lib/table';

/**
 * Notification marker: pk NOTIFIED#<event's natural key>#<recipient user id>, sk NOTIFIED, with
 * `status` sending or sent, `claimed_at` and a TTL (`expires_at`). Claimed before the e-mail goes out,
 * so a redelivered or replayed event finds it and e-mails nobody twice.
 */
export const notificationKeys = {
  primary: (eventKey: string, recipientId: string) => ({ pk: `NOTIFIED#${eventKey}#${recipientId}`, sk: 'NOTIFIED' }),
};

// Longer than the unprocessed-events queue keeps an event (14 days), so a replay still finds the marker.
const MARKER_TTL_SECONDS = 30 * 24 * 3600;

/**
 * A claim still `sending` after this long belongs to an invocation that died before it could send or
 * give the claim back (a consumer runs at most 30 seconds): the next delivery may take it over.
 */
export const STALE_CLAIM_MS = 2 * 60_000;

/**
 * Claims the e-mail of one event to one recipient (conditional Put): false when it was sent already, or
 * another delivery of the same event is sending it now.
 */
export async function claimNotification(eventKey: string, recipientId: string): Promise<boolean> {
  const now = Date.now();
  try {
    await putItem({
      Item: {
        ...notificationKeys.primary(eventKey, recipientId),
        event_key: eventKey,
        recipient_id: recipientId,
        status: 'sending',
        claimed_at: new Date(now).toISOString(),
        expires_at: Math.floor(now / 1000) + MARKER_TTL_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk) OR (#status = :sending AND claimed_at < :stale)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':sending': 'sending', ':stale': new Date(now - STALE_CLAIM_MS).toISOString() },
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Records that the claimed e-mail went out: from now on no delivery takes the claim over. */
export async function markNotificationSent(eventKey: string, recipientId: string): Promise<void> {
  await updateItem({
    Key: notificationKeys.primary(eventKey, recipientId),
    UpdateExpression: 'SET #status = :sent, sent_at = :now',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':sent': 'sent', ':now': nowIso() },
  });
}

/** Gives a claim back after a failed send, so the event's next delivery sends the e-mail. */
export async function releaseNotification(eventKey: string, recipientId: string): Promise<void> {
  await deleteItem({ Key: notificationKeys.primary(eventKey, recipientId) });
}
