import { randomUUID } from 'node:crypto';
import { deleteItem, isConditionFailure, nowIso, putItem, queryAll } from '#lib/table';

/**
 * Start Here completion (spec part 1, section 3 `start_here_completions`): one per user, configuration
 * hash and step. Keys: pk USER#<userId>, sk SHC#<hash>#<step number, 3 digits>; the user's completions
 * under one configuration are one Query, in step order.
 */
const keys = {
  primary: (userId: string, configHash: string, stepNumber: number) => ({
    pk: `USER#${userId}`,
    sk: `SHC#${configHash}#${String(stepNumber).padStart(3, '0')}`,
  }),
  underHash: (userId: string, configHash: string) => ({ pk: `USER#${userId}`, skPrefix: `SHC#${configHash}#` }),
};

export interface CompletionKey {
  userId: string;
  configHash: string;
  stepNumber: number;
}

/** The step numbers the user completed under one configuration, in order (read after their own writes). */
export async function listCompletedSteps(userId: string, configHash: string): Promise<number[]> {
  const { pk, skPrefix } = keys.underHash(userId, configHash);
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
    ProjectionExpression: 'step_number',
    ConsistentRead: true,
  });
  return items.map((item) => Number(item.step_number));
}

/** Records a completion; completing a step twice keeps the first record. */
export async function putCompletion({ userId, configHash, stepNumber }: CompletionKey, campaignId: string | null): Promise<void> {
  try {
    await putItem({
      Item: {
        ...keys.primary(userId, configHash, stepNumber),
        id: randomUUID(),
        user_id: userId,
        step_number: stepNumber,
        step_config_hash: configHash,
        campaign_id: campaignId,
        created_at: nowIso(),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Deletes a completion; unmarking a step that is not completed changes nothing. */
export async function deleteCompletion({ userId, configHash, stepNumber }: CompletionKey): Promise<void> {
  await deleteItem({ Key: keys.primary(userId, configHash, stepNumber) });
}
