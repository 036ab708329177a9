import { progressStage, type ProgressStage } from '@app/shared/ambassadors';
import type { AdminSubmission, SubmissionFilter } from '@app/shared/objectives';
import { events, objectives as contracts, type ParsedInput } from '@app/shared/contracts';
import { DEFAULT_TARGET_UNITS, type Objective } from '@app/shared/objectives';
import type { Role } from '@app/shared/platform';
import { auditWrites, changed, type AuditedChange } from '#lib/audit';
import { Conflict, NotFound } from '#lib/errors';
import { announce } from '#lib/events';
import { presignDownload } from '#lib/storage';
import { nowIso, transact, TransactionCancelled } from '#lib/table';
import { getProfileSummaries } from '../profiles';
import { readProgression, unlockAfterHeld } from './auto-sale';
import { getObjective, getObjectives, listObjectivesForRole, putObjective } from './objective-data';
import { getSubmission, getSubmissions, latestSubmissionFor, listAllSubmissions, type StoredSubmission } from './submission-data';
import {
  getUserObjectives,
  listUserObjectivesInStatus,
  markReviewed,
  REVIEWED_STATUSES,
  userObjectivesInStatusesPage,
  type UserObjective,
} from './user-objective-data';

// A review or an unlock racing a sale or another review reads again; more than a few in a row is a bug.
const MAX_UNLOCK_ATTEMPTS = 5;

/** The admin's side of objectives (spec part 2, sections 2 to 5): the objectives table and the review of submissions. */

const OBJECTIVE_ROLES = ['student', 'fundraising_ambassador'] as const satisfies readonly Role[];

/** Every objective of both ambassador roles, by role then number. */
export async function listEveryObjective(): Promise<Objective[]> {
  return (await Promise.all(OBJECTIVE_ROLES.map(listObjectivesForRole))).flat();
}

type ObjectiveInput = ParsedInput<typeof contracts.createObjective>['body'];

/** Saves a new or edited objective; its number must be free among its role's objectives. */
export async function saveObjective(input: ObjectiveInput, id?: string): Promise<Objective> {
  const errors = contracts.updateObjective.errors;
  const before = id ? await getObjective(id) : undefined;
  if (id && !before) throw new NotFound(errors.notFound);
  const sameRole = await listObjectivesForRole(input.target_role);
  if (sameRole.some((objective) => objective.objective_number === input.objective_number && objective.id !== id)) {
    throw new Conflict(errors.numberTaken);
  }
  const target_units = input.proof_type === 'auto_sale' ? (input.target_units ?? DEFAULT_TARGET_UNITS) : null;
  return putObjective({ ...input, target_units, id }, before);
}

/**
 * Approved active objectives per user, for the admin's progress labels (one key range of approved rows):
 * the stages compare it with the number of active objectives, so an approval of a deactivated one does not count.
 */
export async function approvedCountsByUser(): Promise<Map<string, number>> {
  const [rows, objectives] = await Promise.all([listUserObjectivesInStatus('approved'), listEveryObjective()]);
  const active = new Set(objectives.filter((objective) => objective.is_active).map((objective) => objective.id));
  const counts = new Map<string, number>();
  for (const row of rows) if (active.has(row.objective_id)) counts.set(row.user_id, (counts.get(row.user_id) ?? 0) + 1);
  return counts;
}

/** How many active objectives a role's ambassadors work through. */
export async function activeObjectiveCount(role: Role): Promise<number> {
  return (await listObjectivesForRole(role)).filter((objective) => objective.is_active).length;
}

/** The stage of each of the given users (new, assigned, complete) by their approved objectives. */
export async function progressStages(
  role: Role,
): Promise<{ total: number; approved: Map<string, number>; stageOf: (userId: string) => ProgressStage }> {
  const [total, approved] = await Promise.all([activeObjectiveCount(role), approvedCountsByUser()]);
  return { total, approved, stageOf: (userId) => progressStage(approved.get(userId) ?? 0, total) };
}

/**
 * The stage of each of the given users (a page of the ambassadors list): their rows of the role's active
 * objectives (one Query of the objectives, then BatchGetItem of users × active objectives), so it reads as
 * much whatever the number of ambassadors and submissions in the programme.
 */
export async function progressOf(role: Role, userIds: readonly string[]): Promise<{ total: number; approved: Map<string, number> }> {
  const active = (await listObjectivesForRole(role)).filter((objective) => objective.is_active);
  const rows = await getUserObjectives(userIds.flatMap((userId) => active.map((objective) => ({ userId, objectiveId: objective.id }))));
  const approved = new Map<string, number>();
  for (const row of rows.values()) if (row.status === 'approved') approved.set(row.user_id, (approved.get(row.user_id) ?? 0) + 1);
  return { total: active.length, approved };
}

/**
 * Approving a student: Objective 1 (their role's first active objective) assigned, unless they already
 * have progress; an Auto Sale objective their sales already meet is approved at once, and the next unlocked.
 * `audit`: the admin's change this transaction records (an approval that finishes one cut short).
 */
export async function assignFirstObjective(userId: string, audit?: AuditedChange): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const progression = await readProgression(userId, 'student');
    if (progression.rows.size > 0) return;
    const { writes } = unlockAfterHeld(progression, 0, nowIso());
    if (writes.length === 0) return;
    try {
      await transact([...writes, ...(audit ? auditWrites(audit) : [])]);
      return;
    } catch (error) {
      // Another approval of the same student got there first, or a sale moved the count: read again.
      if (!(error instanceof TransactionCancelled) || attempt >= MAX_UNLOCK_ATTEMPTS) throw error;
    }
  }
}

const keyOf = (submission: Pick<StoredSubmission, 'user_id' | 'objective_id'>) => `${submission.user_id}#${submission.objective_id}`;

/** Submissions as the admin sees them: whose, for which objective, the proof's link, and the objective's status now. */
async function asAdminSubmissions(stored: StoredSubmission[], rows?: Map<string, UserObjective>): Promise<AdminSubmission[]> {
  const [people, progress, objectiveById] = await Promise.all([
    getProfileSummaries(stored.map((submission) => submission.user_id)),
    rows ?? getUserObjectives(stored.map((submission) => ({ userId: submission.user_id, objectiveId: submission.objective_id }))),
    getObjectives(stored.map((submission) => submission.objective_id)),
  ]);
  return Promise.all(
    stored.map(async (submission) => {
      const person = people.get(submission.user_id);
      const objective = objectiveById.get(submission.objective_id);
      const row = progress.get(keyOf(submission));
      const fileKey = submission.submission_data.file_key;
      return {
        id: submission.id,
        objective_id: submission.objective_id,
        objective_number: objective?.objective_number ?? 0,
        objective_title: objective?.title ?? 'Objective',
        status: row?.status ?? 'locked',
        submission_data: submission.submission_data,
        file_url: fileKey ? await presignDownload(fileKey) : null,
        notes: submission.notes,
        alt_text: submission.alt_text,
        created_at: submission.created_at,
        updated_at: submission.updated_at,
        user_id: submission.user_id,
        first_name: person?.first_name ?? '',
        last_name: person?.last_name ?? '',
        email: person?.email ?? '',
        submitted_at: row?.submitted_at ?? null,
        approved_at: row?.approved_at ?? null,
        admin_feedback: row?.admin_feedback ?? null,
      };
    }),
  );
}

/**
 * One page of the review list, newest change first: each ambassador objective in the filter's status (any
 * of the three for All Submissions) once, with its latest submission. One Query of the status index per
 * status read, then one batch of the page's submissions, profiles and objective rows; an Auto Sale
 * objective approved by sales has no submission and is left out.
 */
export async function adminSubmissions(
  filter: SubmissionFilter,
  limit: number,
  cursor?: string,
): Promise<{ submissions: AdminSubmission[]; next_cursor: string | null }> {
  const page = await userObjectivesInStatusesPage(filter === 'all' ? REVIEWED_STATUSES : [filter], limit, cursor);
  const withSubmission = page.rows.filter((row) => row.latest_submission_id || !row.completed_automatically);
  const named = await getSubmissions(
    withSubmission.flatMap((row) =>
      row.latest_submission_id && row.latest_submission_at
        ? [{ userId: row.user_id, createdAt: row.latest_submission_at, id: row.latest_submission_id }]
        : [],
    ),
  );
  // Rows stored before they named their latest submission find it among that user's own.
  const unnamed = await Promise.all(
    withSubmission.filter((row) => !row.latest_submission_id).map((row) => latestSubmissionFor(row.user_id, row.objective_id)),
  );
  const found = new Map(
    [...named, ...unnamed.flatMap((submission) => submission ?? [])].map((submission) => [keyOf(submission), submission]),
  );
  const stored = withSubmission.flatMap((row) => found.get(keyOf(row)) ?? []);
  const rows = new Map(withSubmission.map((row) => [keyOf(row), row]));
  return { submissions: await asAdminSubmissions(stored, rows), next_cursor: page.next_cursor };
}

/** The dashboard's Recent Submissions: the newest few, with their objectives' status now (one Query, one batch). */
export async function recentSubmissions(limit: number): Promise<AdminSubmission[]> {
  return asAdminSubmissions(await listAllSubmissions(limit));
}

type Review = ParsedInput<typeof contracts.reviewSubmission>['body'];

/**
 * Approve: the objective approved (approved_at set) and the next active objective of the role by number
 * unlocked, in one transaction (an Auto Sale objective whose target the sales already meet completes at
 * once, and unlocks the next). Reject: needs revision with the feedback, approved_at cleared. Either only
 * while the objective is submitted; then the ambassador is told (by e-mail, through the bus).
 */
export async function reviewSubmission(submissionId: string, review: Review): Promise<AdminSubmission> {
  const { errors } = contracts.reviewSubmission;
  const submission = await getSubmission(submissionId);
  if (!submission) throw new NotFound(errors.notFound);
  const objective = await getObjective(submission.objective_id);
  if (!objective) throw new Conflict(errors.notSubmitted);
  const status = review.decision === 'approve' ? 'approved' : 'needs_revision';
  let assigned: Objective | undefined;
  for (let attempt = 1; ; attempt++) {
    const progression = await readProgression(submission.user_id, objective.target_role);
    const row = progression.rows.get(objective.id);
    if (row?.status !== 'submitted') throw new Conflict(errors.notSubmitted);
    const now = nowIso();
    const unlock = status === 'approved' ? unlockAfterHeld(progression, objective.objective_number, now) : undefined;
    try {
      await transact([
        ...markReviewed(row, { status, feedback: review.feedback }, now),
        ...(unlock?.writes ?? []),
        ...auditWrites({
          subjectType: 'submission',
          subjectId: submission.id,
          personId: submission.user_id,
          changes: [
            changed('status', row.status, status),
            changed('admin_feedback', row.admin_feedback, review.feedback),
            ...(unlock?.assigned ? [changed('next_objective', null, unlock.assigned.title)] : []),
          ],
        }),
      ]);
      assigned = unlock?.assigned;
      break;
    } catch (error) {
      if (!(error instanceof TransactionCancelled)) throw error;
      // Reviewed meanwhile; or a sale or an unlock moved what was read, which is read again.
      if (error.conditionFailedAt(0) || attempt >= MAX_UNLOCK_ATTEMPTS) throw new Conflict(errors.notSubmitted);
    }
  }
  await announce(events.submissionReviewed, {
    submission_id: submission.id,
    user_id: submission.user_id,
    objective_number: objective.objective_number,
    objective_title: objective.title,
    status,
    feedback: review.feedback,
    next_objective_title: assigned?.title ?? null,
  });
  const [reviewed] = await asAdminSubmissions([submission]);
  return reviewed!;
}
