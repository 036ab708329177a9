import * as z from 'zod';
import {
  batchGetAll,
  deleteItems,
  getItem,
  parseItem,
  putItem,
  queryAll,
  transact,
  TransactionCancelled,
  type Item,
  type TransactItem,
} from '#lib/table';

/**
 * When each member was last active, for Settings > Privacy's retention (issue 44). Two items a member:
 * `USER#<id>` / `ACTIVITY` (`day`, the last day they signed in, or the day the retention job moved them to)
 * in their partition, erased with it; and their retention entry `RETENTION` / `<day>#<id>`, one ordered
 * partition that the daily job reads from its start up to a day, so it finds who is due without a Scan.
 * One partition, not sharded: each member moves their entry at most once a day.
 * And each erasure begun, `ERASURES` / `<day>#<id>` (an id, no name): the daily job finishes it a day later,
 * when whatever was under way beside it has landed, then takes the entry out.
 */
const activityKeys = {
  primary: (userId: string) => ({ pk: `USER#${userId}`, sk: 'ACTIVITY' }),
  entry: (userId: string, day: string) => ({ pk: 'RETENTION', sk: `${day}#${userId}` }),
  erasure: (userId: string, day: string) => ({ pk: 'ERASURES', sk: `${day}#${userId}` }),
};

const activitySchema = z.object({ day: z.string() });
const entrySchema = z.object({ user_id: z.string(), day: z.string() });

export type RetentionEntry = z.infer<typeof entrySchema>;

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

/**
 * The one-off backfill (`npm run migrate`) of members from before retention: each of `userIds` with no activity
 * item yet is given one, with its entry, on `day` (the migration's: nobody is erased sooner than a full period
 * after it). One BatchGetItem, then a transaction for each member lacking it; answers how many; a second run, none.
 */
export async function giveRetentionEntries(userIds: string[], day: string): Promise<number> {
  const found = await batchGetAll(userIds.map(activityKeys.primary), { projection: ['pk'] });
  const known = new Set(found.map((item) => String(item.pk)));
  const lacking = userIds.filter((userId) => !known.has(activityKeys.primary(userId).pk));
  for (const userId of lacking) await moveRetentionEntry(userId, undefined, day);
  return lacking.length;
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

/** The entries of a day-ordered partition whose day is `through` or earlier, oldest first (`after`: only days later than it): one Query, a page at a time. */
async function entriesThrough(pk: string, through: string, after?: string): Promise<RetentionEntry[]> {
  const items: Item[] = await queryAll({
    // '~' sorts after every character of an id, so the last day's entries are all in and `after`'s are all out.
    KeyConditionExpression: after === undefined ? 'pk = :pk AND sk <= :through' : 'pk = :pk AND sk BETWEEN :after AND :through',
    ExpressionAttributeValues: {
      ':pk': pk,
      ':through': `${through}#~`,
      ...(after === undefined ? {} : { ':after': `${after}#~` }),
    },
  });
  return items.map((item) => parseItem(entrySchema, item));
}

/** Every member whose retention entry's day is `through` or earlier, oldest first (`after`: only days later than it). */
export const retentionEntriesThrough = (through: string, after?: string) => entriesThrough('RETENTION', through, after);

/** Notes that a member's erasure began on `day`, for the daily job to finish it. */
export async function recordErasure(userId: string, day: string): Promise<void> {
  await putItem({ Item: { ...activityKeys.erasure(userId, day), user_id: userId, day } });
}

/** Every erasure begun on `through` or earlier, oldest first. */
export const erasuresThrough = (through: string) => entriesThrough('ERASURES', through);

/** Takes a finished erasure's entry out. */
export async function eraseErasureEntry({ user_id, day }: RetentionEntry): Promise<void> {
  await deleteItems([activityKeys.erasure(user_id, day)]);
}

/** Takes a member's retention entry out (their activity item goes with their partition): the one `day` names, or the one they hold. */
export async function eraseRetentionEntry(userId: string, day?: string): Promise<void> {
  const held = day ?? (await lastActiveDay(userId));
  if (held !== undefined) await deleteItems([activityKeys.entry(userId, held)]);
}
