import { putItems, updateItem } from '#lib/table';
import { statusCountMove } from './objective-status-counts';
import { putSubmission, type StoredSubmission } from './submission-data';
import { userObjectiveItem, userObjectiveSchema, type UserObjective } from './user-objective-data';

/** An ambassador's progress on an objective and the latest submission for it. */
export interface WorkRecord {
  row: Pick<UserObjective, 'user_id' | 'objective_id' | 'status'> & Partial<UserObjective>;
  submission: StoredSubmission;
}

/**
 * Bulk loading of a large programme's history (the bench): the rows, each naming its submission, and the
 * submissions, put in batches of 25, then each objective's status counts moved once by what was added.
 * Only for rows that do not exist yet (their counts are added, not moved); product paths use their transactions.
 */
export async function putWorkInBulk(records: readonly WorkRecord[]): Promise<void> {
  const counts = new Map<string, Map<UserObjective['status'], number>>();
  const items = records.flatMap(({ row, submission }) => {
    const parsed = userObjectiveSchema.parse({ ...row, latest_submission_id: submission.id, latest_submission_at: submission.created_at });
    const byStatus = counts.get(parsed.objective_id) ?? new Map<UserObjective['status'], number>();
    byStatus.set(parsed.status, (byStatus.get(parsed.status) ?? 0) + 1);
    counts.set(parsed.objective_id, byStatus);
    const changedAt = parsed.approved_at ?? parsed.submitted_at ?? parsed.assigned_at ?? submission.created_at;
    return [userObjectiveItem(parsed, changedAt), putSubmission(submission).Put!.Item!];
  });
  await putItems(items);
  for (const [objectiveId, byStatus] of counts) {
    for (const [status, rows] of byStatus) await updateItem(statusCountMove(objectiveId, undefined, status, rows)[0]!.Update!);
  }
}
