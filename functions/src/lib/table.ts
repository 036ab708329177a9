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
