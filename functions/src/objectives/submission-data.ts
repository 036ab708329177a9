import * as z from 'zod';
import { submissionDataSchema } from '@app/shared/objectives';
import { batchGetAll, parseItem, putItem, queryAll, queryPage, type Item, type TransactItem } from '#lib/table';
import { noteLatestSubmission } from './user-objective-data';

/**
 * A submission of work for an objective. Keys:
 * - pk USER#<userId>, sk SUBMISSION#<created_at>#<id>: one user's submissions, newest first
 * - gsi1pk SUBMISSION#<id>, gsi1sk SUBMISSION: one submission by its id (the admin's review)
 * - gsi2pk SUBMISSIONS, gsi2sk <created_at>#<id>: every submission by date (the admin's list)
 */
const keys = {
  primary: (userId: string, createdAt: string, id: string) => ({ pk: `USER#${userId}`, sk: `SUBMISSION#${createdAt}#${id}` }),
  byId: (id: string) => ({ gsi1pk: `SUBMISSION#${id}`, gsi1sk: 'SUBMISSION' }),
  byDate: (createdAt = '', id = '') => ({ gsi2pk: 'SUBMISSIONS', gsi2sk: `${createdAt}#${id}` }),
};

const toStoredSubmission = (item: Item): StoredSubmission => parseItem(storedSubmissionSchema, item);

export const storedSubmissionSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  objective_id: z.string(),
  submission_data: submissionDataSchema,
  notes: z.string().nullable(),
  alt_text: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StoredSubmission = z.infer<typeof storedSubmissionSchema>;

/** For the submission's transaction: the new submission, once. */
export function putSubmission(submission: StoredSubmission): TransactItem {
  return {
    Put: {
      Item: {
        ...keys.primary(submission.user_id, submission.created_at, submission.id),
        ...keys.byId(submission.id),
        ...keys.byDate(submission.created_at, submission.id),
        ...submission,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Keeps a submission whose objective has already moved on (the seed's history); its objective row points at it if it is the latest. */
export async function putSubmissionRecord(submission: StoredSubmission): Promise<void> {
  await putItem(putSubmission(submission).Put!);
  await noteLatestSubmission(submission.user_id, submission.objective_id, submission);
}

/** Several submissions by user, date and id (one BatchGetItem per 100), in the order asked; missing ones left out. */
export async function getSubmissions(refs: ReadonlyArray<{ userId: string; createdAt: string; id: string }>): Promise<StoredSubmission[]> {
  if (refs.length === 0) return [];
  const items = await batchGetAll(refs.map((ref) => keys.primary(ref.userId, ref.createdAt, ref.id)));
  const byId = new Map(items.map(toStoredSubmission).map((submission) => [submission.id, submission]));
  return refs.flatMap((ref) => byId.get(ref.id) ?? []);
}

/**
 * A user's latest submission for one objective, for an objective row stored before rows named their latest
 * (their own submissions, newest first, until one matches: as many as that one user made at most).
 */
export async function latestSubmissionFor(userId: string, objectiveId: string): Promise<StoredSubmission | undefined> {
  let startKey: Item | undefined;
  do {
    const page = await queryPage(
      {
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        FilterExpression: 'objective_id = :objective',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'SUBMISSION#', ':objective': objectiveId },
        ScanIndexForward: false,
      },
      startKey,
    );
    if (page.items[0]) return toStoredSubmission(page.items[0]);
    startKey = page.lastKey;
  } while (startKey);
  return undefined;
}

/** One user's submissions, newest first. */
export async function listUserSubmissions(userId: string): Promise<StoredSubmission[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'SUBMISSION#' },
    ScanIndexForward: false,
  });
  return items.map(toStoredSubmission);
}

/** One submission by its id. */
export async function getSubmission(id: string): Promise<StoredSubmission | undefined> {
  const { gsi1pk, gsi1sk } = keys.byId(id);
  const { items } = await queryPage({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
    ExpressionAttributeValues: { ':pk': gsi1pk, ':sk': gsi1sk },
    Limit: 1,
  });
  return items[0] && toStoredSubmission(items[0]);
}

/** Every submission, newest first; with `limit`, only the newest (one Query). */
export async function listAllSubmissions(limit?: number): Promise<StoredSubmission[]> {
  const input = {
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.byDate().gsi2pk },
    ScanIndexForward: false,
  };
  const items = limit ? (await queryPage({ ...input, Limit: limit })).items : await queryAll(input);
  return items.map(toStoredSubmission);
}
