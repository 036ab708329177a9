import { OBJECTIVE_STATUSES, type ObjectiveStatus } from '@app/shared/objectives';
import * as z from 'zod';
import { nowIso, parseItem, putItem, queryAll, type Item, type TransactItem } from '#lib/table';

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
