import { objectives as contracts } from '@app/shared/contracts';
import { OBJECTIVE_STATUSES, type ObjectiveStatus } from '@app/shared/objectives';
import { MAX_LENGTH } from '@app/shared/platform';
import * as z from 'zod';
import {
  batchGetAll,
  decodeCursor,
  encodeCursor,
  getItem,
  isConditionFailure,
  nowIso,
  parseItem,
  queryAll,
  queryPage,
  transact,
  TransactionCancelled,
  updateItem,
  type Item,
  type TransactItem,
} from '#lib/table';
import { objectiveStatusCounts, statusCountMove } from './objective-status-counts';

/**
 * An ambassador's progress on one objective (user_objectives). Keys:
 * - pk USER#<userId>, sk UOBJ#<objectiveId>: one user's objectives (one Query)
 * - gsi1pk UOBJ#<status>, gsi1sk <changed at>#<userId>#<objectiveId>: every user objective in a status,
 *   by change (the admin's review queue, newest first a page at a time, and its count)
 * Attributes latest_submission_id and latest_submission_at name the user's latest submission for the
 * objective (set in the submission's transaction), so a page of the queue reads its submissions in one batch.
 */
export const userObjectiveKeys = {
  primary: (userId: string, objectiveId: string) => ({ pk: `USER#${userId}`, sk: `UOBJ#${objectiveId}` }),
  byStatus: (status: ObjectiveStatus, changedAt: string, userId: string, objectiveId: string) => ({
    gsi1pk: `UOBJ#${status}`,
    gsi1sk: `${changedAt}#${userId}#${objectiveId}`,
  }),
};

export const userObjectiveSchema = z.object({
  user_id: z.string(),
  objective_id: z.string(),
  status: z.enum(OBJECTIVE_STATUSES),
  assigned_at: z.string().nullable().default(null),
  submitted_at: z.string().nullable().default(null),
  approved_at: z.string().nullable().default(null),
  admin_feedback: z.string().nullable().default(null),
  /** Approved by the ambassador's sales reaching an Auto Sale target, not by a review. */
  completed_automatically: z.boolean().default(false),
  /** The latest submission for the objective (none for one never submitted, or stored before this was kept). */
  latest_submission_id: z.string().nullable().default(null),
  latest_submission_at: z.string().nullable().default(null),
});
export type UserObjective = z.infer<typeof userObjectiveSchema>;

export const toUserObjective = (item: Item): UserObjective => parseItem(userObjectiveSchema, item);

export const isUserObjectiveItem = (item: Item) => String(item.sk).startsWith('UOBJ#');

/** A user objective as stored, with its keys; `changedAt` orders it in its status on the index. */
export const userObjectiveItem = (row: UserObjective, changedAt: string): Item => ({
  ...userObjectiveKeys.primary(row.user_id, row.objective_id),
  ...userObjectiveKeys.byStatus(row.status, changedAt, row.user_id, row.objective_id),
  ...row,
});

// A put racing another change of the same row reads it again; more than a few in a row is a bug.
const MAX_PUT_ATTEMPTS = 5;

/**
 * Sets a user's progress on an objective (assigning it, or the seed's approved history), with the
 * objective's status counts, in one transaction conditional on the status it replaces.
 */
export async function putUserObjective(
  fields: Pick<UserObjective, 'user_id' | 'objective_id' | 'status'> & Partial<UserObjective>,
): Promise<void> {
  const row = userObjectiveSchema.parse(fields);
  const changedAt = row.approved_at ?? row.submitted_at ?? row.assigned_at ?? nowIso();
  const key = userObjectiveKeys.primary(row.user_id, row.objective_id);
  for (let attempt = 1; ; attempt++) {
    const existing = await getItem(key, { consistent: true });
    const previous = existing && toUserObjective(existing).status;
    try {
      await transact([
        {
          Put: {
            Item: userObjectiveItem(row, changedAt),
            ConditionExpression: previous ? '#status = :previous' : 'attribute_not_exists(pk)',
            ...(previous
              ? { ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':previous': previous } }
              : {}),
          },
        },
        ...statusCountMove(row.objective_id, previous, row.status),
      ]);
      return;
    } catch (error) {
      if (!(error instanceof TransactionCancelled && error.conditionFailedAt(0)) || attempt >= MAX_PUT_ATTEMPTS) throw error;
    }
  }
}

/** One user's objectives, by objective id. */
export async function listUserObjectives(userId: string): Promise<Map<string, UserObjective>> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'UOBJ#' },
  });
  return new Map(items.map(toUserObjective).map((row) => [row.objective_id, row]));
}

/**
 * For the submission's transaction: the objective moves to submitted from the status the user saw
 * (assigned or needs_revision), and its status counts with it; the row's update comes first.
 */
export function markSubmitted(
  userId: string,
  objectiveId: string,
  from: ObjectiveStatus,
  submissionId: string,
  now: string,
): TransactItem[] {
  const { gsi1pk, gsi1sk } = userObjectiveKeys.byStatus('submitted', now, userId, objectiveId);
  return [
    {
      Update: {
        Key: userObjectiveKeys.primary(userId, objectiveId),
        UpdateExpression:
          'SET #status = :submitted, submitted_at = :now, latest_submission_id = :submission, latest_submission_at = :now, gsi1pk = :gpk, gsi1sk = :gsk',
        ConditionExpression: '#status = :from AND #status IN (:assigned, :revision)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':submitted': 'submitted',
          ':now': now,
          ':submission': submissionId,
          ':gpk': gsi1pk,
          ':gsk': gsi1sk,
          ':from': from,
          ':assigned': 'assigned',
          ':revision': 'needs_revision',
        },
      },
    },
    ...statusCountMove(objectiveId, from, 'submitted'),
  ];
}

/** The rows of several (user, objective) pairs that exist, by `<userId>#<objectiveId>`. */
export async function getUserObjectives(
  pairs: ReadonlyArray<{ userId: string; objectiveId: string }>,
): Promise<Map<string, UserObjective>> {
  const unique = [...new Map(pairs.map((pair) => [`${pair.userId}#${pair.objectiveId}`, pair])).values()];
  const items = unique.length ? await batchGetAll(unique.map((pair) => userObjectiveKeys.primary(pair.userId, pair.objectiveId))) : [];
  return new Map(items.map(toUserObjective).map((row) => [`${row.user_id}#${row.objective_id}`, row]));
}

const byStatusQuery = (status: ObjectiveStatus) => ({
  IndexName: 'gsi1',
  KeyConditionExpression: 'gsi1pk = :pk',
  ExpressionAttributeValues: { ':pk': `UOBJ#${status}` },
});

/**
 * How many user objectives are in a status (the dashboard's Pending Submissions): every objective's
 * pre-aggregated count added up, one Query however many ambassadors there are.
 */
export async function countUserObjectivesInStatus(status: ObjectiveStatus): Promise<number> {
  let total = 0;
  for (const counts of (await objectiveStatusCounts()).values()) total += counts[status];
  return total;
}

/** Every user objective in a status. */
export async function listUserObjectivesInStatus(status: ObjectiveStatus): Promise<UserObjective[]> {
  return (await queryAll(byStatusQuery(status))).map(toUserObjective);
}

/**
 * Points a user objective at a submission recorded outside Submit Work (the seed's history), unless it
 * already names a later one; no row, no pointer.
 */
export async function noteLatestSubmission(userId: string, objectiveId: string, submission: { id: string; created_at: string }) {
  try {
    await updateItem({
      Key: userObjectiveKeys.primary(userId, objectiveId),
      UpdateExpression: 'SET latest_submission_id = :id, latest_submission_at = :at',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(latest_submission_at) OR latest_submission_at <= :at)',
      ExpressionAttributeValues: { ':id': submission.id, ':at': submission.created_at },
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** The statuses the review list shows: under review, approved and needs revision. */
export type ReviewedStatus = Extract<ObjectiveStatus, 'submitted' | 'approved' | 'needs_revision'>;
export const REVIEWED_STATUSES = ['submitted', 'approved', 'needs_revision'] as const satisfies readonly ReviewedStatus[];

const indexKeySchema = (status: ReviewedStatus) =>
  z
    .object({
      pk: z.string().max(MAX_LENGTH.id * 2),
      sk: z.string().max(MAX_LENGTH.id * 2),
      gsi1pk: z.literal(`UOBJ#${status}`),
      gsi1sk: z.string().max(MAX_LENGTH.id * 3),
    })
    .strict();
type IndexKey = z.infer<ReturnType<typeof indexKeySchema>>;

/**
 * Where the review list stands in each status it reads: 'start' before its first row, the last row shown,
 * or null once that status is read to its end. It names exactly the statuses of its filter.
 */
const queueCursorSchema = (statuses: readonly ReviewedStatus[]) =>
  z
    .object(Object.fromEntries(statuses.map((status) => [status, z.union([indexKeySchema(status), z.null(), z.literal('start')])])))
    .strict();
type QueuePositions = Partial<Record<ReviewedStatus, IndexKey | null | 'start'>>;

const indexKeyOf = (item: Item): IndexKey => ({
  pk: String(item.pk),
  sk: String(item.sk),
  gsi1pk: String(item.gsi1pk) as IndexKey['gsi1pk'],
  gsi1sk: String(item.gsi1sk),
});

/**
 * One page of the user objectives in some statuses, latest change first (the admin's review list): one
 * Query of `limit` rows per status on the status index (one for a filter, three for all of them), merged
 * by change time, the first `limit` kept. Whatever the number of rows, a page reads at most
 * `limit` rows a status. The cursor continues only the same statuses (400 for any other).
 */
export async function userObjectivesInStatusesPage(
  statuses: readonly ReviewedStatus[],
  limit: number,
  cursor: string | undefined,
): Promise<{ rows: UserObjective[]; next_cursor: string | null }> {
  const from: QueuePositions =
    decodeCursor(cursor, queueCursorSchema(statuses), contracts.listAllSubmissions.errors.badCursor) ??
    Object.fromEntries(statuses.map((status) => [status, 'start']));
  const pages = await Promise.all(
    statuses.map(async (status) => {
      const start = from[status];
      if (start === null) return { status, items: [] as Item[], ended: true };
      const page = await queryPage(
        { ...byStatusQuery(status), ScanIndexForward: false, Limit: limit },
        start === 'start' ? undefined : start,
      );
      return { status, items: page.items, ended: !page.lastKey };
    }),
  );
  const merged = pages
    .flatMap((page) => page.items.map((item) => ({ status: page.status, item, key: indexKeyOf(item) })))
    // DynamoDB orders sort keys by their bytes: compare as strings, not by locale; ties by status, for one order.
    .sort((a, b) => (a.key.gsi1sk === b.key.gsi1sk ? (a.status < b.status ? -1 : 1) : a.key.gsi1sk > b.key.gsi1sk ? -1 : 1))
    .slice(0, limit);
  const next: QueuePositions = {};
  for (const page of pages) {
    const taken = merged.filter((entry) => entry.status === page.status);
    const lastTaken = taken.at(-1);
    if (from[page.status] === null || (page.ended && taken.length === page.items.length)) next[page.status] = null;
    else next[page.status] = lastTaken ? lastTaken.key : from[page.status];
  }
  const done = statuses.every((status) => next[status] === null);
  return { rows: merged.map((entry) => toUserObjective(entry.item)), next_cursor: done ? null : encodeCursor(next) };
}

/**
 * For a review's transaction: the objective leaves submitted, only if it is still submitted, and its
 * status counts with it (the row's update first). Approval sets approved_at; a revision request clears
 * it and stores the feedback.
 */
export function markReviewed(
  row: Pick<UserObjective, 'user_id' | 'objective_id'>,
  review: { status: 'approved' | 'needs_revision'; feedback: string | null },
  now: string,
): TransactItem[] {
  const { gsi1pk, gsi1sk } = userObjectiveKeys.byStatus(review.status, now, row.user_id, row.objective_id);
  return [
    {
      Update: {
        Key: userObjectiveKeys.primary(row.user_id, row.objective_id),
        UpdateExpression: 'SET #status = :status, approved_at = :approved, admin_feedback = :feedback, gsi1pk = :gpk, gsi1sk = :gsk',
        ConditionExpression: '#status = :submitted',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': review.status,
          ':approved': review.status === 'approved' ? now : null,
          ':feedback': review.feedback,
          ':gpk': gsi1pk,
          ':gsk': gsi1sk,
          ':submitted': 'submitted',
        },
      },
    },
    ...statusCountMove(row.objective_id, 'submitted', review.status),
  ];
}

/**
 * For a transaction: an objective leaves no row or a locked one (`from`, as read; the condition holds
 * the transaction to it) or, for an Auto Sale objective, assigned, and its status counts move with it.
 * Assigned starts the objective afresh; approved is an Auto Sale target met, with nothing to review.
 */
function unlockObjective(
  userId: string,
  objectiveId: string,
  from: 'locked' | 'assigned' | undefined,
  to: 'assigned' | 'approved',
  now: string,
): TransactItem[] {
  const { gsi1pk, gsi1sk } = userObjectiveKeys.byStatus(to, now, userId, objectiveId);
  return [
    {
      Update: {
        Key: userObjectiveKeys.primary(userId, objectiveId),
        // An assigned objective keeps the day it was assigned; one unlocked now was assigned now.
        UpdateExpression:
          `SET #status = :to, ${from === 'assigned' ? '' : 'assigned_at = :now, '}user_id = :user, objective_id = :objective, ` +
          'submitted_at = :null, approved_at = :approved, admin_feedback = :null, completed_automatically = :auto, gsi1pk = :gpk, gsi1sk = :gsk',
        ConditionExpression: from ? '#status = :from' : 'attribute_not_exists(pk)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':to': to,
          ...(from === 'assigned' ? {} : { ':now': now }),
          ':user': userId,
          ':objective': objectiveId,
          ':null': null,
          ':approved': to === 'approved' ? now : null,
          ':auto': to === 'approved',
          ':gpk': gsi1pk,
          ':gsk': gsi1sk,
          ...(from ? { ':from': from } : {}),
        },
      },
    },
    ...statusCountMove(objectiveId, from, to),
  ];
}

/** For an approval's transaction: the next objective assigned, from no row or a locked one (`from`, as read). */
export const assignObjective = (userId: string, objectiveId: string, from: 'locked' | undefined, now: string) =>
  unlockObjective(userId, objectiveId, from, 'assigned', now);

/** For a transaction: an Auto Sale objective approved because the sales met its target, from the status read. */
export const completeAutomatically = (userId: string, objectiveId: string, from: 'locked' | 'assigned' | undefined, now: string) =>
  unlockObjective(userId, objectiveId, from, 'approved', now);

/** For a transaction: holds it to a user objective's status as read (no row when `status` is undefined). */
export function userObjectiveIs(userId: string, objectiveId: string, status: ObjectiveStatus | undefined): TransactItem {
  return {
    ConditionCheck: {
      Key: userObjectiveKeys.primary(userId, objectiveId),
      ConditionExpression: status ? '#status = :status' : 'attribute_not_exists(pk)',
      ...(status ? { ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':status': status } } : {}),
    },
  };
}

/**
 * Deleting a user: each of their objective rows goes with its status count, conditional on the status
 * read, so a repeated or concurrent deletion counts them out once.
 */
export async function eraseUserProgress(userId: string): Promise<void> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'UOBJ#' },
    ConsistentRead: true,
  });
  for (const first of items.map(toUserObjective)) {
    let row: UserObjective | undefined = first;
    for (let attempt = 1; row; attempt++) {
      try {
        await transact([
          {
            Delete: {
              Key: userObjectiveKeys.primary(row.user_id, row.objective_id),
              ConditionExpression: '#status = :status',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':status': row.status },
            },
          },
          ...statusCountMove(row.objective_id, row.status, undefined),
        ]);
        row = undefined;
      } catch (error) {
        if (!(error instanceof TransactionCancelled && error.conditionFailedAt(0)) || attempt >= MAX_PUT_ATTEMPTS) throw error;
        // Changed since it was read (a submit in flight), or already gone: read it again.
        const again = await getItem(userObjectiveKeys.primary(first.user_id, first.objective_id), { consistent: true });
        row = again && toUserObjective(again);
      }
    }
  }
}
