import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './clients';
import { env } from './env';

/** The physical table name every data module writes to. */
export const TABLE = env.TABLE_NAME;

/** ISO timestamp of now; one place so data modules agree on the format. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** True when DynamoDB refused a write because its condition failed (or a transaction was cancelled by one). */
export function isConditionFailure(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException';
}

/** Every item a Query matches, page after page. */
export async function queryAll(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ ...input, TableName: TABLE, ExclusiveStartKey }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** How many items a Query matches, counted page after page without reading them out. */
export async function countAll(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Select'>): Promise<number> {
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ ...input, TableName: TABLE, Select: 'COUNT', ExclusiveStartKey }));
    count += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}

const KEY_ATTRIBUTES = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk']);

/** An item without its table keys: what an entity module maps to its API shape. */
export function withoutKeys(item: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([name]) => !KEY_ATTRIBUTES.has(name)));
}
