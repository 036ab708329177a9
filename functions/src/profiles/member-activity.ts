import * as z from 'zod';
import { deleteItems, getItem, parseItem, queryAll, transact, TransactionCancelled, type Item, type TransactItem } from '#lib/table';

/**
 * When each member was last active, for Settings > Privacy's retention (issue 44). Two items a member:
 * `USER#<id>` / `ACTIVITY` (`day`, the last day they signed in, or the day the retention job moved them to)
 * in their partition, erased with it; and their retention entry `RETENTION` / `<day>#<id>`, one ordered
 * partition that the daily job reads from its start up to a day, so it finds who is due without a Scan.
 * One partition, not sharded: each member moves their entry at most once a day.
 */
const activityKeys = {
  primary: (userId: string) => ({ pk: `USER#${userId}`, sk: 'ACTIVITY' }),
  entry: (userId: string, day: string) => ({ pk: 'RETENTION', sk: `${day}#${userId}` }),
};

const activitySchema = z.object({ day: z.string() });
const entrySchema = z.object({ user_id: z.string(), day: z.string() });

export type RetentionEntry = z.infer<typeof entrySchema>;

/** A day of the calendar (UTC), as activity is kept: yyyy-mm-dd. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

async function lastActiveDay(userId: string): Promise<string | undefined> {
  const item = await getItem(activityKeys.primary(userId), { consistent: true });
  return item ? parseItem(activitySchema, item).day : undefined;
}

/** The writes that move a member's entry from the day it holds (if any) to `day`, on the condition nobody moved it meanwhile. */
function entryMove(userId: string, from: string | undefined, day: string): TransactItem[] {
  return [
    {
      Put: {
        Item: { ...activityKeys.primary(userId), day },
        ...(from === undefined
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : {
              ConditionExpression: '#day = :from',
              ExpressionAttributeNames: { '#day': 'day' },
              ExpressionAttributeValues: { ':from': from },
            }),
      },
    },
    { Put: { Item: { ...activityKeys.entry(userId, day), user_id: userId, day } } },
    ...(from === undefined || from === day ? [] : [{ Delete: { Key: activityKeys.entry(userId, from) } }]),
  ];
}

/**
 * Records that a member was active on `day`: one GetItem, and a write only the first time a day (or when a
 * later day is given), so GET /api/me costs a transaction at most once a member a day. A request racing
 * another on the same day leaves the other's write.
 */
export async function recordActivity(userId: string, day: string): Promise<void> {
  const from = await lastActiveDay(userId);
  if (from !== undefined && from >= day) return;
  await moveRetentionEntry(userId, from, day);
}

/** Moves a member's retention entry from the day read to `day` (the job: to their campaign's end, when that is later). */
export async function moveRetentionEntry(userId: string, from: string | undefined, day: string): Promise<void> {
  try {
    await transact(entryMove(userId, from, day));
  } catch (error) {
    // Another request moved it first: theirs stands.
    if (!(error instanceof TransactionCancelled && error.conditionFailedAt(0))) throw error;
  }
}

/** Every member whose entry's day is `through` or earlier, oldest first (`after`: only days later than it): one Query, a page at a time. */
export async function retentionEntriesThrough(through: string, after?: string): Promise<RetentionEntry[]> {
  const items: Item[] = await queryAll({
    // '~' sorts after every character of an id, so the last day's entries are all in and `after`'s are all out.
    KeyConditionExpression: after === undefined ? 'pk = :pk AND sk <= :through' : 'pk = :pk AND sk BETWEEN :after AND :through',
    ExpressionAttributeValues: {
      ':pk': 'RETENTION',
      ':through': `${through}#~`,
      ...(after === undefined ? {} : { ':after': `${after}#~` }),
    },
  });
  return items.map((item) => parseItem(entrySchema, item));
}

/** Takes a member's retention entry out (their activity item goes with their partition): the one `day` names, or the one they hold. */
export async function eraseRetentionEntry(userId: string, day?: string): Promise<void> {
  const held = day ?? (await lastActiveDay(userId));
  if (held !== undefined) await deleteItems([activityKeys.entry(userId, held)]);
}
