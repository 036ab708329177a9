import { OBJECTIVE_STATUSES, type ObjectiveStatus } from '@app/shared/objectives';
import * as z from 'zod';
import {
  batchGetAll,
  countAll,
  getItem,
  nowIso,
  parseItem,
  queryAll,
  transact,
  TransactionCancelled,
  type Item,
  type TransactItem,
} from '#lib/table';
import { statusCountMove } from './objective-status-counts';

/**
 * An ambassador's progress on one objective (user_objectives). Keys:
 * - pk USER#<userId>, sk UOBJ#<objectiveId>: one user's objectives (one Query)
 * - gsi1pk UOBJ#<status>, gsi1sk <changed at>#<userId>#<objectiveId>: every user objective in a status,
 *   oldest change first (the admin's review queue and its count)
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
});
export type UserObjective = z.infer<typeof userObjectiveSchema>;

export const toUserObjective = (item: Item): UserObjective => parseItem(userObjectiveSchema, item);

export const isUserObjectiveItem = (item: Item) => String(item.sk).startsWith('UOBJ#');

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
            Item: { ...key, ...userObjectiveKeys.byStatus(row.status, changedAt, row.user_id, row.objective_id), ...row },
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
export function markSubmitted(userId: string, objectiveId: string, from: ObjectiveStatus, now: string): TransactItem[] {
  const { gsi1pk, gsi1sk } = userObjectiveKeys.byStatus('submitted', now, userId, objectiveId);
  return [
    {
      Update: {
        Key: userObjectiveKeys.primary(userId, objectiveId),
        UpdateExpression: 'SET #status = :submitted, submitted_at = :now, gsi1pk = :gpk, gsi1sk = :gsk',
        ConditionExpression: '#status = :from AND #status IN (:assigned, :revision)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':submitted': 'submitted',
          ':now': now,
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

/** How many user objectives are in a status (one key range; the dashboard's pending count). */
export function countUserObjectivesInStatus(status: ObjectiveStatus): Promise<number> {
  return countAll(byStatusQuery(status));
}

/** Every user objective in a status. */
export async function listUserObjectivesInStatus(status: ObjectiveStatus): Promise<UserObjective[]> {
  return (await queryAll(byStatusQuery(status))).map(toUserObjective);
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
