import { OBJECTIVE_STATUSES, type ObjectiveStatus } from '@app/shared/objectives';
import * as z from 'zod';
import { batchGetAll, countAll, nowIso, parseItem, putItem, queryAll, type Item, type TransactItem } from '#lib/table';

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
});
export type UserObjective = z.infer<typeof userObjectiveSchema>;

const toUserObjective = (item: Item): UserObjective => parseItem(userObjectiveSchema, item);

/** Sets a user's progress on an objective (assigning it, or the seed's approved history). */
export async function putUserObjective(
  fields: Pick<UserObjective, 'user_id' | 'objective_id' | 'status'> & Partial<UserObjective>,
): Promise<void> {
  const row = userObjectiveSchema.parse(fields);
  const changedAt = row.approved_at ?? row.submitted_at ?? row.assigned_at ?? nowIso();
  await putItem({
    Item: {
      ...userObjectiveKeys.primary(row.user_id, row.objective_id),
      ...userObjectiveKeys.byStatus(row.status, changedAt, row.user_id, row.objective_id),
      ...row,
    },
  });
}

/** One user's objectives, by objective id. */
export async function listUserObjectives(userId: string): Promise<Map<string, UserObjective>> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'UOBJ#' },
  });
  return new Map(items.map(toUserObjective).map((row) => [row.objective_id, row]));
}

/** For the submission's transaction: the objective moves to submitted, only from assigned or needs_revision. */
export function markSubmitted(userId: string, objectiveId: string, now: string): TransactItem {
  const { gsi1pk, gsi1sk } = userObjectiveKeys.byStatus('submitted', now, userId, objectiveId);
  return {
    Update: {
      Key: userObjectiveKeys.primary(userId, objectiveId),
      UpdateExpression: 'SET #status = :submitted, submitted_at = :now, gsi1pk = :gpk, gsi1sk = :gsk',
      ConditionExpression: '#status IN (:assigned, :revision)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':submitted': 'submitted',
        ':now': now,
        ':gpk': gsi1pk,
        ':gsk': gsi1sk,
        ':assigned': 'assigned',
        ':revision': 'needs_revision',
      },
    },
  };
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
 * For a review's transaction: the objective leaves submitted, only if it is still submitted. Approval
 * sets approved_at; a revision request clears it and stores the feedback.
 */
export function markReviewed(
  row: Pick<UserObjective, 'user_id' | 'objective_id'>,
  review: { status: 'approved' | 'needs_revision'; feedback: string | null },
  now: string,
): TransactItem {
  const { gsi1pk, gsi1sk } = userObjectiveKeys.byStatus(review.status, now, row.user_id, row.objective_id);
  return {
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
  };
}

/** For an approval's transaction: the next objective assigned, unless the user already has a row for it beyond locked. */
export function assignObjective(userId: string, objectiveId: string, now: string): TransactItem {
  const { gsi1pk, gsi1sk } = userObjectiveKeys.byStatus('assigned', now, userId, objectiveId);
  return {
    Update: {
      Key: userObjectiveKeys.primary(userId, objectiveId),
      UpdateExpression:
        'SET #status = :assigned, assigned_at = :now, user_id = :user, objective_id = :objective, submitted_at = :null, approved_at = :null, admin_feedback = :null, gsi1pk = :gpk, gsi1sk = :gsk',
      ConditionExpression: 'attribute_not_exists(pk) OR #status = :locked',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':assigned': 'assigned',
        ':now': now,
        ':user': userId,
        ':objective': objectiveId,
        ':null': null,
        ':gpk': gsi1pk,
        ':gsk': gsi1sk,
        ':locked': 'locked',
      },
    },
  };
}
