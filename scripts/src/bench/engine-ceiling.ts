import { DeleteTableCommand, InternalServerError } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, ensureTable } from '#local/dynamodb';
import { secondsSince } from './measure';

// A transaction of an order's size: its delivery marker, the order, the ambassador's and campaign's totals, the buyer's count, the Payments check.
const ITEMS_PER_TRANSACTION = 6;
// About an order item's size.
const ITEM_BYTES = 1000;
// As many in flight as the webhook senders.
const IN_FLIGHT = 32;
const WARM_UP_SECONDS = 5;

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
 * of an order's size (6 Puts of about 1 KB) into a table of the product's definition (its indexes and stream), 32 in
 * flight, after a warm-up. No order ingested end to end can be faster than its hot path's transaction, so this is the
 * ceiling for the ingestion figure. The bench's own client: this measures the engine, not a product path.
 *
 * The table is made now, before the programme's data, and timed when `measure` is called: DynamoDB Local runs
 * transactions on a table whose stream was enabled after another stream had filled many times slower (measured on
 * this machine with nothing else running: after 20,000 changes to a table made first, 58 transactions a second into
 * that table and 3.6 into one made then; after 100,000, 1), which says nothing of the product's table, made first.
 * `measure` drops the table afterwards.
 */
export async function engineCeilingTable(endpoint: string): Promise<{ measure: (seconds: number) => Promise<EngineCeiling> }> {
  const TableName = 'bench-engine-ceiling';
  await ensureTable(endpoint, TableName);
  return { measure: (seconds) => timeTransactions(endpoint, TableName, seconds) };
}

async function timeTransactions(endpoint: string, TableName: string, seconds: number): Promise<EngineCeiling> {
  const client = dynamoClient(endpoint);
  const db = DynamoDBDocumentClient.from(client);
  const payload = 'x'.repeat(ITEM_BYTES);
  let sent = 0;
  const write = () =>
    db.send(
      new TransactWriteCommand({
        TransactItems: Array.from({ length: ITEMS_PER_TRANSACTION }, (_, item) => ({
          Put: { TableName, Item: { pk: `CEILING#${sent}`, sk: String(item), payload } },
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
          sent++;
          // DynamoDB Local answers a transaction that waited too long for its lock with a 500 ("will succeed in actual
          // DynamoDB"): it does not count, and the next one goes.
          if (await write().then(() => true, refusedForLock)) done++;
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
    await client.send(new DeleteTableCommand({ TableName }));
    client.destroy();
  }
}
