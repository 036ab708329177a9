import type { ObjectiveStatus } from '@app/shared/objectives';
import * as z from 'zod';
import { parseItem, queryAll, type TransactItem } from '#lib/table';

/**
 * How many user objectives of each objective are in each status now: the reports' objective analytics,
 * completion rate and completed objectives read one Query, however many ambassadors there are.
 * Keys: pk STATS#OBJECTIVES, sk OBJECTIVE#<objectiveId>; a number attribute per status. Moved by ADD in
 * the transaction that changes a user objective's status (assign, submit, review, put, erase), which is
 * conditional on the status it leaves, so each change is counted exactly once.
 */
const PARTITION = 'STATS#OBJECTIVES';
const keys = { objective: (objectiveId: string) => ({ pk: PARTITION, sk: `OBJECTIVE#${objectiveId}` }) };

export type StatusCounts = Record<ObjectiveStatus, number>;

/**
 * For a status change's transaction: one out of `from` (none for a new row), one into `to` (none for an
 * erased row); `rows` of them at once for a bulk load.
 */
export function statusCountMove(
  objectiveId: string,
  from: ObjectiveStatus | undefined,
  to: ObjectiveStatus | undefined,
  rows = 1,
): TransactItem[] {
  if (from === to) return [];
  const moves = [...(from ? [[from, -rows] as const] : []), ...(to ? [[to, rows] as const] : [])];
  return [
    {
      Update: {
        Key: keys.objective(objectiveId),
        UpdateExpression: `ADD ${moves.map((_, index) => `#s${index} :n${index}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(moves.map(([status], index) => [`#s${index}`, status])),
        ExpressionAttributeValues: Object.fromEntries(moves.map(([, by], index) => [`:n${index}`, by])),
      },
    },
  ];
}

const counted = z.number().default(0);
const countsSchema = z.object({
  sk: z.string(),
  locked: counted,
  assigned: counted,
  submitted: counted,
  approved: counted,
  needs_revision: counted,
}) satisfies z.ZodType<{ sk: string } & StatusCounts>;

/** Every objective's status counts, by objective id (one Query). */
export async function objectiveStatusCounts(): Promise<Map<string, StatusCounts>> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': PARTITION } });
  return new Map(
    items.map((item) => {
      const { sk, ...counts } = parseItem(countsSchema, item);
      return [sk.slice('OBJECTIVE#'.length), counts];
    }),
  );
}
