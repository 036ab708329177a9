import { randomUUID } from 'node:crypto';
import { assignPersonalCode } from '@app/functions/code-sync';
import { listObjectivesForRole } from '@app/functions/objectives';
import { putSubmissionRecord, putUserObjective } from '@app/functions/objectives/seeding';
import { findProfilesByEmail } from '@app/functions/profiles';
import { DEMO_REVISION_FEEDBACK } from './demo-accounts';

/**
 * The student area's states a first-time user meets that the main demo student is past (issue 45): the pending
 * demo student signs in before any approval (no code, Home says their application is under review), and the
 * revision demo student, approved, has their first objective back as Needs Revision with the admin's feedback.
 * After the student demo, whose objectives these are.
 */
export async function seedStudentStatesDemo(options: { revisionEmail: string }): Promise<void> {
  const [student] = await findProfilesByEmail(options.revisionEmail);
  if (!student) throw new Error('The demo accounts must exist before the student states demo');
  await assignPersonalCode(student.user_id);
  const [first] = (await listObjectivesForRole('student'))
    .filter((objective) => objective.is_active)
    .sort((a, b) => a.objective_number - b.objective_number);
  if (!first) throw new Error('The student demo objectives must exist before the student states demo');
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3600 * 1000).toISOString();
  await putUserObjective({
    user_id: student.user_id,
    objective_id: first.id,
    status: 'needs_revision',
    assigned_at: at(72),
    submitted_at: at(48),
    admin_feedback: DEMO_REVISION_FEEDBACK,
  });
  await putSubmissionRecord({
    id: randomUUID(),
    user_id: student.user_id,
    objective_id: first.id,
    submission_data: { url: null, file_key: null, file_name: null, description: 'Posted a photo of me in the shirt on my story.' },
    notes: null,
    alt_text: null,
    created_at: at(48),
    updated_at: at(24),
  });
}
