import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { getItem, transact, TransactionCancelled, type Item, type TransactItem } from './table';

/**
 * The table's stream (NEW_AND_OLD_IMAGES) as the domains' projections see it. A projection keeps a read
 * model other than the one a write needs to decide (an admin's listing, search entries, counters across
 * every order) up to date from the changes of the items it follows, in batches, off the request's path.
 * In AWS a DynamoDB event source mapping delivers each batch to the domain's Lambda, filtered by the
 * projections' sources; locally the stack's stream poller does the same (scripts/src/local/table-stream.ts).
 */

/** The items a projection follows: partition keys starting with `pkPrefix`, sort key `sk`. */
export interface ItemSource {
  pkPrefix: string;
  sk: string;
}

/** One change of a followed item: its images before and after (none before an insert, none after a removal). */
export interface ItemChange {
  /** The stream's sequence number: increasing along the stream's shard, which holds every change of one item in order. */
  sequence: string;
  before?: Item;
  after?: Item;
}

export const isStreamEvent = (event: unknown): event is DynamoDBStreamEvent =>
  typeof event === 'object' &&
  event !== null &&
  'Records' in event &&
  Array.isArray(event.Records) &&
  event.Records.every((record: { eventSource?: string }) => record.eventSource === 'aws:dynamodb');

const keyOf = (record: DynamoDBRecord) => record.dynamodb?.Keys as Record<string, AttributeValue> | undefined;

/** Whether a stream record is a change of an item `source` names (the event source mapping's filter, as code). */
export function isFrom(source: ItemSource, record: DynamoDBRecord): boolean {
  const key = keyOf(record);
  return Boolean(key?.pk?.S?.startsWith(source.pkPrefix) && key.sk?.S === source.sk);
}

const imageOf = (image: unknown) => (image ? unmarshall(image as Record<string, AttributeValue>) : undefined);

/** The changes of a batch that `source` names, in stream order, their images as items. */
export function changesFrom(source: ItemSource, event: DynamoDBStreamEvent): ItemChange[] {
  return event.Records.filter((record) => isFrom(source, record)).map((record) => ({
    sequence: record.dynamodb?.SequenceNumber ?? '',
    before: imageOf(record.dynamodb?.OldImage),
    after: imageOf(record.dynamodb?.NewImage),
  }));
}

/**
 * Each item's changes in a batch as one: its image before the first and after the last (the batch's order
 * kept). What a copy of the item, or entries it keys, need to move from where the last batch left them.
 */
export function netChanges(changes: readonly ItemChange[]): ItemChange[] {
  const net = new Map<string, ItemChange>();
  for (const change of changes) {
    const item = change.after ?? change.before;
    if (!item) continue;
    const key = `${String(item.pk)}\u0000${String(item.sk)}`;
    const first = net.get(key);
    // Re-inserted last, so the map's order is that of each item's last change.
    net.delete(key);
    net.set(key, first ? { ...change, before: first.before } : change);
  }
  return [...net.values()];
}

/**
 * ADD updates summed: those of one key and one expression become one, its numbers added up (a batch's
 * orders moving the same day's counters move them once). Any other write is kept as it is.
 */
export function sumUpdates(writes: readonly TransactItem[]): TransactItem[] {
  const summed = new Map<string, TransactItem>();
  const others: TransactItem[] = [];
  for (const write of writes) {
    const update = write.Update;
    if (!update?.UpdateExpression?.startsWith('ADD ') || update.ConditionExpression) {
      others.push(write);
      continue;
    }
    const key = `${JSON.stringify(update.Key)}\u0000${update.UpdateExpression}`;
    const held = summed.get(key)?.Update;
    if (!held) {
      summed.set(key, { Update: { ...update, ExpressionAttributeValues: { ...update.ExpressionAttributeValues } } });
      continue;
    }
    const values = held.ExpressionAttributeValues as Record<string, number>;
    for (const [name, value] of Object.entries(update.ExpressionAttributeValues ?? {})) values[name] = (values[name] ?? 0) + Number(value);
  }
  return [...summed.values(), ...others];
}

/**
 * Moves counters by what a batch of changes adds to them, exactly once although the stream delivers a batch
 * at least once (a retry after a timeout that came after the write). The batch's writes go in one transaction
 * with a marker keyed by its first change's sequence number that holds its last one; a batch whose first change
 * a marker names was applied up to that marker's last change, and only what follows it is applied, under a
 * marker of its own. Markers expire after the stream's 24 hours of retention, with room to spare.
 * `counters` builds the writes of some changes: a few ADD updates per counter moved, summed over the changes,
 * so a batch of 100 orders is one transaction of a few dozen items at most.
 */
export async function applyOnce(
  projection: string,
  changes: readonly ItemChange[],
  counters: (changes: readonly ItemChange[]) => TransactItem[],
): Promise<void> {
  let pending = [...changes].sort((a, b) => compareSequences(a.sequence, b.sequence));
  while (pending.length > 0) {
    const first = pending[0]!.sequence;
    const marker = await getItem(markerKey(projection, first), { consistent: true });
    if (marker) {
      const appliedThrough = String(marker.last);
      pending = pending.filter((change) => compareSequences(change.sequence, appliedThrough) > 0);
      continue;
    }
    // A transaction holds at most 100 items: a batch whose counters would not fit goes in parts, a marker each.
    let part = pending;
    let writes = counters(part);
    while (part.length > 1 && writes.length >= MAX_TRANSACTION_ITEMS) {
      part = part.slice(0, Math.ceil(part.length / 2));
      writes = counters(part);
    }
    const last = part[part.length - 1]!.sequence;
    try {
      await transact([
        {
          Put: {
            Item: { ...markerKey(projection, first), last, expires_at: Math.floor(Date.now() / 1000) + MARKER_TTL_SECONDS },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...writes,
      ]);
      pending = pending.slice(part.length);
    } catch (error) {
      // Another delivery of the same batch got there first: read its marker and go on from where it stopped.
      if (!(error instanceof TransactionCancelled && error.conditionFailedAt(0))) throw error;
    }
  }
}

const MAX_TRANSACTION_ITEMS = 100;
const MARKER_TTL_SECONDS = 3 * 24 * 3600;
const markerKey = (projection: string, sequence: string) => ({ pk: `PROJECTED#${projection}`, sk: sequence });

/** Sequence numbers are decimal strings of up to 40 digits: compared as numbers. */
export function compareSequences(a: string, b: string): number {
  const difference = BigInt(a) - BigInt(b);
  return difference === 0n ? 0 : difference > 0n ? 1 : -1;
}
