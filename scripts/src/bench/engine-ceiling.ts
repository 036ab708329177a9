import { InternalServerError } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '#local/dynamodb';
import { localNames } from '#local/layout';
import { batchWriteAll } from './batch-write';
import { secondsSince } from './measure';

// A transaction of an order's size: its delivery marker, the order, the ambassador's and campaign's totals, the buyer's count, the Payments check.
const ITEMS_PER_TRANSACTION = 6;
// About an order item's size.
const ITEM_BYTES = 1000;
// As many in flight as the webhook senders.
const IN_FLIGHT = 32;
const WARM_UP_SECONDS = 5;
// Its items' partitions, which no product read knows.
const PARTITION_PREFIX = 'BENCH_ENGINE_CEILING#';

const refusedForLock = (error: unknown) => {
  if (error instanceof InternalServerError) return false;
  throw error;
};

export interface EngineCeiling {
  transactionsPerSecond: number;
  itemWritesPerSecond: number;
  /** Transactions the engine refused for its lock meanwhile (a convoy when it is slow: each waits behind the others in flight). */
  refusedForLock: number;
}

/**
 * What DynamoDB Local manages on this machine with no product request in flight (the stack around it idle): transactions
 * of an order's size (6 Puts of about 1 KB), 32 in flight, after a warm-up, into the product's table, under partitions
 * no product read knows, deleted afterwards. No order ingested end to end can be faster than its hot path's
 * transaction, so this is the ceiling for the ingestion figure. The bench's own client: this measures the engine, not
 * a product path.
 *
 * Into the product's table, not one of its own: DynamoDB Local runs transactions on a table made after another
 * table's stream has records many times slower (measured on this machine with nothing else running: after 20,000
 * changes to a table made first, 58 transactions a second into that table and 3.6 into one made then; in the bench's
 * stack after 1,000 orders, 79 into the product's table, 42 into a table made at the start and 2.7 into one made then).
 */
export async function engineCeiling(endpoint: string, seconds: number): Promise<EngineCeiling> {
  const TableName = localNames.table;
  const client = dynamoClient(endpoint);
  const db = DynamoDBDocumentClient.from(client);
  const payload = 'x'.repeat(ITEM_BYTES);
  let sent = 0;
  const write = (pk: string) =>
    db.send(
      new TransactWriteCommand({
        TransactItems: Array.from({ length: ITEMS_PER_TRANSACTION }, (_, item) => ({
          Put: { TableName, Item: { pk, sk: String(item), payload } },
        })),
      }),
    );
  const runFor = async (limit: number) => {
    const start = performance.now();
    let done = 0;
    let refused = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (secondsSince(start) < limit) {
          const pk = `${PARTITION_PREFIX}${sent++}`;
          // DynamoDB Local answers a transaction that waited too long for its lock with a 500 ("will succeed in actual
          // DynamoDB"): it does not count, and the next one goes.
          if (await write(pk).then(() => true, refusedForLock)) done++;
          else refused++;
        }
      }),
    );
    return { perSecond: done / secondsSince(start), refused };
  };
  try {
    await runFor(WARM_UP_SECONDS);
    const { perSecond, refused } = await runFor(seconds);
    return { transactionsPerSecond: perSecond, itemWritesPerSecond: perSecond * ITEMS_PER_TRANSACTION, refusedForLock: refused };
  } finally {
    // Every partition it may have written (a refused transaction wrote nothing; deleting what is absent is harmless).
    const written = Array.from({ length: sent }, (_, transaction) =>
      Array.from({ length: ITEMS_PER_TRANSACTION }, (__, item) => ({
        DeleteRequest: { Key: { pk: `${PARTITION_PREFIX}${transaction}`, sk: String(item) } },
      })),
    ).flat();
    await batchWriteAll(db, TableName, written, 1);
    client.destroy();
  }
}
