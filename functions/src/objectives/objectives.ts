import { randomUUID } from 'node:crypto';
import { objectives as contracts } from '@app/shared/contracts';
import {
  MAX_UPLOAD_BYTES,
  SUBMITTABLE_STATUSES,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_SIZE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
  type MyObjective,
  type Submission,
} from '@app/shared/objectives';
import { events, type ParsedInput } from '@app/shared/contracts';
import { Conflict, Invalid } from '#lib/errors';
import { announce } from '#lib/events';
import { deleteObject, deleteObjectsUnder, inspectObject, presignDownload, presignUpload } from '#lib/storage';
import { nowIso, transact, TransactionCancelled } from '#lib/table';
import { listObjectivesForRole } from './objective-data';
import { listUserSubmissions, putSubmission, type StoredSubmission } from './submission-data';
import { listUserObjectives, markSubmitted } from './user-objective-data';

const { errors } = contracts.submitWork;

/** Where a user's proof files live: the prefix doubles as the ownership check on submit. */
const uploadPrefixOf = (userId: string) => `submissions/${userId}/`;

/**
 * Every active student objective with the user's progress, by number; locked where they have not got
 * that far. Empty until the user has any progress (before approval, spec part 1, section 2.10).
 */
export async function myObjectives(userId: string): Promise<MyObjective[]> {
  const [objectives, progress] = await Promise.all([listObjectivesForRole('student'), listUserObjectives(userId)]);
  if (progress.size === 0) return [];
  return objectives
    .filter((objective) => objective.is_active || progress.has(objective.id))
    .map((objective) => {
      const row = progress.get(objective.id);
      return {
        ...objective,
        status: row?.status ?? 'locked',
        assigned_at: row?.assigned_at ?? null,
        submitted_at: row?.submitted_at ?? null,
        approved_at: row?.approved_at ?? null,
        admin_feedback: row?.admin_feedback ?? null,
        completed_automatically: row?.completed_automatically ?? false,
      };
    });
}

async function asSubmission(stored: StoredSubmission, objectives: Map<string, MyObjective>): Promise<Submission> {
  const objective = objectives.get(stored.objective_id);
  const fileKey = stored.submission_data.file_key;
  return {
    id: stored.id,
    objective_id: stored.objective_id,
    objective_number: objective?.objective_number ?? 0,
    objective_title: objective?.title ?? 'Objective',
    status: objective?.status ?? 'locked',
    submission_data: stored.submission_data,
    file_url: fileKey ? await presignDownload(fileKey) : null,
    notes: stored.notes,
    alt_text: stored.alt_text,
    admin_feedback: objective?.status === 'needs_revision' ? objective.admin_feedback : null,
    created_at: stored.created_at,
    updated_at: stored.updated_at,
  };
}

/** The user's submissions, newest first, each with its objective and that objective's status now. */
export async function mySubmissions(userId: string): Promise<Submission[]> {
  const [stored, objectives] = await Promise.all([listUserSubmissions(userId), myObjectives(userId)]);
  const byId = new Map(objectives.map((objective) => [objective.id, objective]));
  return Promise.all(stored.map((submission) => asSubmission(submission, byId)));
}

/** A presigned upload into the user's own folder, for a file whose type and size the contract allowed. */
export async function requestUpload(userId: string, { content_type, size }: ParsedInput<typeof contracts.requestUpload>['body']) {
  const key = `${uploadPrefixOf(userId)}${randomUUID()}.${UPLOAD_CONTENT_TYPES[content_type]}`;
  const { url, headers } = await presignUpload(key, content_type, size);
  return { upload_url: url, headers, file_key: key };
}

/** Deletes every proof file the user uploaded, submitted or not (deleting the user). */
export function eraseUserFiles(userId: string): Promise<number> {
  return deleteObjectsUnder(uploadPrefixOf(userId));
}

/** The uploaded proof file, checked again now that it is stored: the user's own, present, of an allowed type and size. */
async function checkedUpload(userId: string, key: string): Promise<void> {
  if (!key.startsWith(uploadPrefixOf(userId)) || key.includes('..')) throw new Invalid(errors.fileMissing, 'proof.file_key');
  const stored = await inspectObject(key);
  if (!stored) throw new Invalid(errors.fileMissing, 'proof.file_key');
  const problem =
    stored.size > MAX_UPLOAD_BYTES ? UPLOAD_SIZE_MESSAGE : !(stored.contentType in UPLOAD_CONTENT_TYPES) ? UPLOAD_TYPE_MESSAGE : undefined;
  if (problem) {
    await deleteObject(key);
    throw new Invalid(problem, 'proof.file_key');
  }
}

/**
 * Submit Work: the submission is stored and the objective moves to submitted (submitted_at set) in one
 * transaction, which holds only while the objective is assigned or needs revision; so a user submits
 * only for their own objective, and two submits of one objective store one submission. Admins hear of
 * it through the bus.
 */
export async function submitWork(userId: string, input: ParsedInput<typeof contracts.submitWork>['body']): Promise<Submission> {
  const objectives = await myObjectives(userId);
  const objective = objectives.find((candidate) => candidate.id === input.objective_id);
  if (!objective || !(SUBMITTABLE_STATUSES as readonly string[]).includes(objective.status)) throw new Conflict(errors.notSubmittable);
  if (objective.proof_type === 'auto_sale') throw new Conflict(errors.completesItself);
  const { proof } = input;
  if (objective.proof_type === 'link' && proof.kind !== 'link') throw new Invalid(errors.linkRequired, 'proof.url');
  if (proof.kind === 'file') await checkedUpload(userId, proof.file_key);

  const now = nowIso();
  const stored: StoredSubmission = {
    id: randomUUID(),
    user_id: userId,
    objective_id: objective.id,
    submission_data: {
      url: proof.kind === 'link' ? proof.url : null,
      file_key: proof.kind === 'file' ? proof.file_key : null,
      file_name: proof.kind === 'file' ? (proof.file_name ?? proof.file_key.split('/').at(-1) ?? null) : null,
      description: proof.kind === 'description' ? proof.description : null,
    },
    notes: input.notes,
    alt_text: input.alt_text,
    created_at: now,
    updated_at: now,
  };
  try {
    await transact([putSubmission(stored), ...markSubmitted(userId, objective.id, objective.status, stored.id, now)]);
  } catch (error) {
    if (error instanceof TransactionCancelled && error.conditionFailedAt(1)) throw new Conflict(errors.notSubmittable);
    throw error;
  }
  await announce(events.submissionCreated, {
    submission_id: stored.id,
    user_id: userId,
    objective_number: objective.objective_number,
    objective_title: objective.title,
  });
  return asSubmission(stored, new Map([[objective.id, { ...objective, status: 'submitted', submitted_at: now }]]));
}
