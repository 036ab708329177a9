import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { pool } from './measure';

type WriteRequest = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

// BatchWriteItem's limit.
const BATCH_WRITE_LIMIT = 25;

/**
 * The bench's own bulk writes (loading is not a product path, so it does not go through the functions' table
 * helpers): the requests 25 at a time, `concurrency` batches in flight, each batch's unprocessed items sent
 * again until none is left.
 */
export async function batchWriteAll(
  db: DynamoDBDocumentClient,
  TableName: string,
  requests: readonly WriteRequest[],
  concurrency: number,
): Promise<void> {
  const batches = Array.from({ length: Math.ceil(requests.length / BATCH_WRITE_LIMIT) }, (_, i) =>
    requests.slice(i * BATCH_WRITE_LIMIT, (i + 1) * BATCH_WRITE_LIMIT),
  );
  await pool(batches, concurrency, async (batch) => {
    let pending = batch;
    while (pending.length > 0) {
      const answer = await db.send(new BatchWriteCommand({ RequestItems: { [TableName]: [...pending] } }));
      pending = (answer.UnprocessedItems?.[TableName] ?? []) as WriteRequest[];
    }
  });
}
