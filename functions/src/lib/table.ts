import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DeleteCommandInput,
  type PutCommandInput,
  type QueryCommandInput,
  type TransactWriteCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { AttributeValue, ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { z } from 'zod';
import { dynamo } from './clients';
import { env } from './env';
import { Invalid } from './errors';

/**
 * The single table's access helpers: the only module that sends DynamoDB requests. Entity modules
 * build keys and items; these helpers add the table name, page through results, retry what DynamoDB
 * leaves unprocessed, map a cancelled transaction to a typed error, and count every request and the
 * capacity it consumed (the benchmark reports them; they do not vary from one machine to the next).
 */
export type Item = Record<string, unknown>;
export type Key = { pk: string; sk: string };

/** ISO timestamp of now; one place so entity modules agree on the format. */
export function nowIso(): string {
  return new Date().toISOString();
}

type Usage = { requests: Record<string, number>; capacityUnits: number; byIndex: Record<string, number> };
const noUsage = (): Usage => ({ requests: {}, capacityUnits: 0, byIndex: {} });

/**
 * Whose requests these are: the projections' that follow changes on the table's stream, a bus event's consumer's or a
 * schedule's (by its detail-type), or else the handlers' (routes, and anything called directly). Counted apart, so an
 * order's own cost is not mixed with the work that follows it.
 */
export type TableWork = 'handlers' | 'projections' | `consumer of ${string}` | `schedule ${string}`;
const work = new AsyncLocalStorage<TableWork>();
const usage = new Map<TableWork, Usage>();

/** Runs `act` with the requests it sends counted as `of`'s. */
export function countedAs<T>(of: TableWork, act: () => Promise<T>): Promise<T> {
  return work.run(of, act);
}

/** The works that sent requests since the last reset. */
export function countedWorks(): TableWork[] {
  return [...usage.keys()];
}

/**
 * DynamoDB requests sent by this process for these works together (the handlers' unless said), by operation, the
 * capacity units they consumed, and those units by where they were spent: `table` for the base table, else the
 * index's name (every request asks for INDEXES).
 */
export function tableUsage(of: TableWork | readonly TableWork[] = 'handlers'): Usage {
  const sum = noUsage();
  const add = (into: Record<string, number>, from: Record<string, number>) => {
    for (const [name, value] of Object.entries(from)) into[name] = (into[name] ?? 0) + value;
  };
  for (const counted of [of].flat().map((name) => usage.get(name) ?? noUsage())) {
    add(sum.requests, counted.requests);
    add(sum.byIndex, counted.byIndex);
    sum.capacityUnits += counted.capacityUnits;
  }
  return sum;
}

export function resetTableUsage(): void {
  usage.clear();
}

function record(operation: string, consumed: ConsumedCapacity | ConsumedCapacity[] | undefined): void {
  const of = work.getStore() ?? 'handlers';
  const counted = usage.get(of) ?? noUsage();
  usage.set(of, counted);
  counted.requests[operation] = (counted.requests[operation] ?? 0) + 1;
  for (const entry of [consumed ?? []].flat()) {
    counted.capacityUnits += entry.CapacityUnits ?? 0;
    const spent = { table: entry.Table?.CapacityUnits ?? 0 } as Record<string, number>;
    for (const [name, index] of Object.entries({ ...entry.GlobalSecondaryIndexes, ...entry.LocalSecondaryIndexes })) {
      spent[name] = index.CapacityUnits ?? 0;
    }
    for (const [where, units] of Object.entries(spent)) if (units) counted.byIndex[where] = (counted.byIndex[where] ?? 0) + units;
  }
}

const tableName = () => env('table').TABLE_NAME;

/** Parses an item read from the table with its entity's schema (zod strips the keys and anything else). */
export function parseItem<S extends z.ZodType>(schema: S, item: Item): z.output<S> {
  return schema.parse(item);
}

export async function getItem(key: Key, options: { consistent?: boolean; projection?: string[] } = {}): Promise<Item | undefined> {
  const names = options.projection ? Object.fromEntries(options.projection.map((name, i) => [`#p${i}`, name])) : undefined;
  const answer = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: key,
      ConsistentRead: options.consistent,
      ProjectionExpression: names ? Object.keys(names).join(', ') : undefined,
      ExpressionAttributeNames: names,
      ReturnConsumedCapacity: 'INDEXES',
    }),
  );
  record('GetItem', answer.ConsumedCapacity);
  return answer.Item;
}

export async function putItem(input: Omit<PutCommandInput, 'TableName'>): Promise<void> {
  const answer = await dynamo().send(new PutCommand({ ...input, TableName: tableName(), ReturnConsumedCapacity: 'INDEXES' }));
  record('PutItem', answer.ConsumedCapacity);
}

export async function updateItem(input: Omit<UpdateCommandInput, 'TableName'>): Promise<Item | undefined> {
  const answer = await dynamo().send(new UpdateCommand({ ...input, TableName: tableName(), ReturnConsumedCapacity: 'INDEXES' }));
  record('UpdateItem', answer.ConsumedCapacity);
  return answer.Attributes;
}

export async function deleteItem(input: Omit<DeleteCommandInput, 'TableName'>): Promise<void> {
  const answer = await dynamo().send(new DeleteCommand({ ...input, TableName: tableName(), ReturnConsumedCapacity: 'INDEXES' }));
  record('DeleteItem', answer.ConsumedCapacity);
}

export type QueryInput = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Select'>;

/** One page of a Query, from an optional start key. */
export async function queryPage(input: QueryInput, startKey?: Item): Promise<{ items: Item[]; lastKey: Item | undefined }> {
  const answer = await dynamo().send(
    new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: startKey, ReturnConsumedCapacity: 'INDEXES' }),
  );
  record('Query', answer.ConsumedCapacity);
  return { items: answer.Items ?? [], lastKey: answer.LastEvaluatedKey };
}

/** A Query page's last key as an opaque cursor for the next page; null on the last page. */
export function encodeCursor(lastKey: Item | undefined): string | null {
  return lastKey ? Buffer.from(JSON.stringify(lastKey)).toString('base64url') : null;
}

/**
 * A cursor back into what it carries, checked with `schema` (so it continues only the listing it came
 * from); a cursor that is not one of ours is the caller's mistake: a 400 with `message`.
 */
export function decodeCursor<S extends z.ZodType>(cursor: string | undefined, schema: S, message: string): z.output<S> | undefined {
  if (!cursor) return undefined;
  try {
    return schema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new Invalid(message, 'cursor');
  }
}

/** Every item a Query matches, page after page. */
export async function queryAll(input: QueryInput): Promise<Item[]> {
  const items: Item[] = [];
  let lastKey: Item | undefined;
  do {
    const page = await queryPage(input, lastKey);
    items.push(...page.items);
    lastKey = page.lastKey;
  } while (lastKey);
  return items;
}

/** How many items a Query matches, counted page after page without reading them out. */
export async function countAll(input: QueryInput): Promise<number> {
  let count = 0;
  let startKey: Item | undefined;
  do {
    const answer = await dynamo().send(
      new QueryCommand({
        ...input,
        TableName: tableName(),
        Select: 'COUNT',
        ExclusiveStartKey: startKey,
        ReturnConsumedCapacity: 'INDEXES',
      }),
    );
    record('Query', answer.ConsumedCapacity);
    count += answer.Count ?? 0;
    startKey = answer.LastEvaluatedKey;
  } while (startKey);
  return count;
}

// BatchGetItem takes at most 100 keys a request.
const BATCH_GET_LIMIT = 100;
const MAX_UNPROCESSED_ROUNDS = 8;

/** Waits a random share of an exponentially growing delay: retries of many callers spread out. */
function backoff(attempt: number, baseMs: number): Promise<void> {
  return sleep(Math.random() * baseMs * 2 ** Math.min(attempt, 6));
}

/**
 * Every item of a set of keys (missing ones are left out), 100 keys a request, retrying the keys
 * DynamoDB leaves unprocessed with a jittered backoff.
 */
export async function batchGetAll(keys: Key[], options: { projection?: string[] } = {}): Promise<Item[]> {
  const names = options.projection ? Object.fromEntries(options.projection.map((name, i) => [`#p${i}`, name])) : undefined;
  const found: Item[] = [];
  for (let i = 0; i < keys.length; i += BATCH_GET_LIMIT) {
    let pending: Item[] = keys.slice(i, i + BATCH_GET_LIMIT);
    for (let round = 0; pending.length > 0; round++) {
      if (round > MAX_UNPROCESSED_ROUNDS) throw new Error(`BatchGetItem left ${pending.length} keys unprocessed after ${round} rounds`);
      if (round > 0) await backoff(round, 20);
      const answer = await dynamo().send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: {
              Keys: pending,
              ProjectionExpression: names ? Object.keys(names).join(', ') : undefined,
              ExpressionAttributeNames: names,
            },
          },
          ReturnConsumedCapacity: 'INDEXES',
        }),
      );
      record('BatchGetItem', answer.ConsumedCapacity);
      found.push(...(answer.Responses?.[tableName()] ?? []));
      pending = answer.UnprocessedKeys?.[tableName()]?.Keys ?? [];
    }
  }
  return found;
}

// BatchWriteItem takes at most 25 requests a call.
const BATCH_WRITE_LIMIT = 25;

/** Puts every item, 25 a request, retrying what DynamoDB leaves unprocessed (bulk loading: seeding, the bench). */
export async function putItems(items: Item[]): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH_WRITE_LIMIT) {
    let pending: Array<{ PutRequest: { Item: Item } }> = items.slice(i, i + BATCH_WRITE_LIMIT).map((Item) => ({ PutRequest: { Item } }));
    for (let round = 0; pending.length > 0; round++) {
      if (round > MAX_UNPROCESSED_ROUNDS) throw new Error(`BatchWriteItem left ${pending.length} puts unprocessed after ${round} rounds`);
      if (round > 0) await backoff(round, 20);
      const answer = await dynamo().send(
        new BatchWriteCommand({ RequestItems: { [tableName()]: pending }, ReturnConsumedCapacity: 'INDEXES' }),
      );
      record('BatchWriteItem', answer.ConsumedCapacity);
      pending = (answer.UnprocessedItems?.[tableName()] ?? []).flatMap((request) =>
        request.PutRequest?.Item ? [{ PutRequest: { Item: request.PutRequest.Item } }] : [],
      );
    }
  }
}

/** Deletes every item of a set of keys (missing ones are no-ops), 25 a request, retrying what DynamoDB leaves unprocessed. */
export async function deleteItems(keys: Key[]): Promise<void> {
  for (let i = 0; i < keys.length; i += BATCH_WRITE_LIMIT) {
    let pending: Array<{ DeleteRequest: { Key: Item } }> = keys.slice(i, i + BATCH_WRITE_LIMIT).map((Key) => ({ DeleteRequest: { Key } }));
    for (let round = 0; pending.length > 0; round++) {
      if (round > MAX_UNPROCESSED_ROUNDS)
        throw new Error(`BatchWriteItem left ${pending.length} deletes unprocessed after ${round} rounds`);
      if (round > 0) await backoff(round, 20);
      const answer = await dynamo().send(
        new BatchWriteCommand({ RequestItems: { [tableName()]: pending }, ReturnConsumedCapacity: 'INDEXES' }),
      );
      record('BatchWriteItem', answer.ConsumedCapacity);
      pending = (answer.UnprocessedItems?.[tableName()] ?? []).flatMap((request) =>
        request.DeleteRequest?.Key ? [{ DeleteRequest: { Key: request.DeleteRequest.Key } }] : [],
      );
    }
  }
}

type WithoutTable<T> = T extends { TableName?: unknown } ? Omit<T, 'TableName'> : T;
type RawTransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
/** One write of a transaction, without the table name (transact adds it). */
export type TransactItem = { [K in keyof RawTransactItem]: WithoutTable<NonNullable<RawTransactItem[K]>> };

/**
 * A transaction DynamoDB cancelled: `reasons[i]` is why item i was refused ('ConditionalCheckFailed',
 * 'TransactionConflict', 'None'...), so callers tell which condition failed; `items[i]` is the item as it
 * stood when its condition failed, for a write that asked for it (`ReturnValuesOnConditionCheckFailure: 'ALL_OLD'`).
 */
export class TransactionCancelled extends Error {
  constructor(
    readonly reasons: readonly string[],
    readonly items: ReadonlyArray<Item | undefined> = [],
  ) {
    super(`Transaction cancelled: ${reasons.join(', ')}`);
    this.name = 'TransactionCancelled';
  }

  conditionFailedAt(index: number): boolean {
    return this.reasons[index] === 'ConditionalCheckFailed';
  }

  get conditionFailed(): boolean {
    return this.reasons.includes('ConditionalCheckFailed');
  }
}

const MAX_CONFLICT_ATTEMPTS = 20;

type CancellationReason = { Code?: string; Item?: Record<string, AttributeValue> };

/** The cancellation reasons of a failed TransactWriteItems, or undefined for any other error. */
function cancellationReasons(error: unknown): CancellationReason[] | undefined {
  const { name, CancellationReasons } = error as { name?: string; CancellationReasons?: CancellationReason[] };
  // DynamoDB Local sometimes reports a conflict as its own exception rather than as a reason.
  if (name === 'TransactionConflictException') return [{ Code: 'TransactionConflict' }];
  if (name !== 'TransactionCanceledException') return undefined;
  return CancellationReasons ?? [];
}

/**
 * Writes all items or none. A transaction that only conflicted with another one in flight (no condition
 * failed) is sent again after a jittered backoff, a bounded number of times; a failed condition is the
 * caller's to decide, as TransactionCancelled.
 */
export async function transact(items: TransactItem[]): Promise<void> {
  const TableName = tableName();
  const TransactItems = items.map((item) =>
    Object.fromEntries(Object.entries(item).map(([operation, write]) => [operation, { ...write, TableName }])),
  ) as RawTransactItem[];
  for (let attempt = 1; ; attempt++) {
    try {
      const answer = await dynamo().send(new TransactWriteCommand({ TransactItems, ReturnConsumedCapacity: 'INDEXES' }));
      record('TransactWriteItems', answer.ConsumedCapacity);
      return;
    } catch (error) {
      const cancelled = cancellationReasons(error);
      if (!cancelled) throw error;
      record('TransactWriteItems', undefined);
      const reasons = cancelled.map((reason) => reason.Code ?? 'None');
      const conflictOnly = reasons.includes('TransactionConflict') && !reasons.includes('ConditionalCheckFailed');
      if (!conflictOnly || attempt >= MAX_CONFLICT_ATTEMPTS) {
        throw new TransactionCancelled(
          reasons,
          cancelled.map((reason) => reason.Item && unmarshall(reason.Item)),
        );
      }
      await backoff(attempt, 10);
    }
  }
}

/** True when DynamoDB refused a single write because its condition failed. */
export function isConditionFailure(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException';
}

/**
 * For a recount's transaction: the Update that sets counters to what was counted, on the condition that they
 * still hold the values read when the count began (`snapshot`; a missing counter reads as 0), so a count
 * that raced a change fails instead of overwriting it.
 */
export function recountedCounters(key: Key, counted: Record<string, number>, snapshot: Record<string, number>): TransactItem {
  const names = Object.keys(counted);
  const holds = names.map((_, i) =>
    (snapshot[names[i]!] ?? 0) === 0 ? `(attribute_not_exists(#c${i}) OR #c${i} = :was${i})` : `#c${i} = :was${i}`,
  );
  return {
    Update: {
      Key: key,
      UpdateExpression: `SET ${names.map((_, i) => `#c${i} = :now${i}`).join(', ')}`,
      ConditionExpression: holds.join(' AND '),
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#c${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(
        names.flatMap((name, i) => [
          [`:now${i}`, counted[name]!],
          [`:was${i}`, snapshot[name] ?? 0],
        ]),
      ),
    },
  };
}

/** The number attributes `names` of an item (0 for a missing one or a missing item): a recount's snapshot. */
export function countersOf(item: Item | undefined, names: readonly string[]): Record<string, number> {
  return Object.fromEntries(names.map((name) => [name, typeof item?.[name] === 'number' ? item[name] : 0]));
}
