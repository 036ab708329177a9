import { createHash } from 'node:crypto';
import { deadLetterSchema, type DeadLetter } from '@app/shared/dead-letters';
import { getItem, isConditionFailure, parseItem, putItem, queryPage, updateItem, type Item } from '#lib/table';
import type { UndeliveredEvent } from '#lib/undelivered';

/**
 * Dead letters, one item each:
 * - pk DEADLETTERS, sk <id>: every dead letter, ids sorting by the time it failed
 * - gsi1pk DEADLETTERS#pending, gsi1sk <id>: the ones not replayed yet (removed when replayed)
 */
const PK = 'DEADLETTERS';
const PENDING = { gsi1pk: `${PK}#pending` };
const keyOf = (id: string) => ({ pk: PK, sk: id });
// A reason is an error message; a stack of them is not needed to see what went wrong.
const MAX_REASON = 2000;
export const PAGE_SIZE = 50;

/** "2026-11-23T04:15:00.123Z" → "20261123T041500123Z", then a digest of the consumer and event: stable across redeliveries. */
function deadLetterIdOf({ failedAt, consumer, event }: UndeliveredEvent): string {
  const digest = createHash('sha256').update(`${consumer}\n${event.id}`).digest('hex').slice(0, 16);
  return `${failedAt.replace(/[-:.]/g, '')}-${digest}`;
}

export interface StoredDeadLetter {
  letter: DeadLetter;
  /** The event's detail as it was put on the bus. */
  detail: unknown;
}

const storedOf = (item: Item): StoredDeadLetter => ({
  letter: parseItem(deadLetterSchema, item),
  detail: JSON.parse(item.detail as string),
});

/** Keeps one undelivered event; the same message delivered twice by the queue is kept once. */
export async function putDeadLetter(undelivered: UndeliveredEvent, summary: string): Promise<void> {
  const id = deadLetterIdOf(undelivered);
  const letter: DeadLetter = {
    id,
    source: undelivered.event.source,
    detail_type: undelivered.event.detailType,
    consumer: undelivered.consumer,
    reason: undelivered.reason.slice(0, MAX_REASON),
    attempts: undelivered.attempts,
    failed_at: undelivered.failedAt,
    summary,
    status: 'pending',
  };
  try {
    await putItem({
      Item: { ...keyOf(id), ...PENDING, gsi1sk: id, ...letter, detail: JSON.stringify(undelivered.event.detail) },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export async function getDeadLetter(id: string): Promise<StoredDeadLetter | undefined> {
  const item = await getItem(keyOf(id), { consistent: true });
  return item && storedOf(item);
}

/** Newest first, a page at a time; the cursor is the last id of the page before. */
export async function listDeadLetters(cursor?: string): Promise<{ deadLetters: DeadLetter[]; cursor: string | null }> {
  const page = await queryPage(
    {
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': PK },
      ScanIndexForward: false,
      Limit: PAGE_SIZE,
    },
    cursor ? keyOf(cursor) : undefined,
  );
  return {
    deadLetters: page.items.map((item) => parseItem(deadLetterSchema, item)),
    cursor: page.lastKey ? String(page.lastKey.sk) : null,
  };
}

/** The oldest pending dead letters, up to `limit`. */
export async function pendingDeadLetters(limit: number): Promise<StoredDeadLetter[]> {
  const page = await queryPage({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pending',
    ExpressionAttributeValues: { ':pending': PENDING.gsi1pk },
    Limit: limit,
  });
  // The index may lag its table by a moment; the claim below reads the item's own status.
  return page.items.map(storedOf);
}

/** Marks a dead letter replayed, only if it is still pending: true when this call won it. */
export async function claimForRedrive(id: string, now: string): Promise<boolean> {
  try {
    await updateItem({
      Key: keyOf(id),
      UpdateExpression: 'SET #status = :redriven, redriven_at = :now REMOVE gsi1pk, gsi1sk',
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':redriven': 'redriven', ':pending': 'pending', ':now': now },
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives a claimed dead letter back when its replay could not be put on the bus. */
export async function releaseClaim(id: string): Promise<void> {
  await updateItem({
    Key: keyOf(id),
    UpdateExpression: 'SET #status = :pending, gsi1pk = :gpk, gsi1sk = :id REMOVE redriven_at',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pending': 'pending', ':gpk': PENDING.gsi1pk, ':id': id },
  });
}
