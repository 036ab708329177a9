import type { MyObjective } from '@app/shared/objectives';

/** An objective as the student sees it, for component tests (never imported by app code). */
export function anObjective(overrides: Partial<MyObjective> = {}): MyObjective {
  return {
    id: 'o-2',
    objective_number: 2,
    title: 'Share Your Shop Link',
    description: 'Share your personal shop link with at least five friends or family members.',
    time_estimate: '20 minutes',
    proof_type: 'link',
    unlock_rule_text: 'Unlocked when Objective 1 is approved.',
    example_content: 'A story or post with your link and a sentence about why you joined.',
    is_active: true,
    target_role: 'student',
    status: 'assigned',
    assigned_at: '2026-11-19T12:00:00.000Z',
    submitted_at: null,
    approved_at: null,
    admin_feedback: null,
    completed_automatically: false,
    target_units: null,
    ...overrides,
  };
}

/** One objective in each status, numbered 1 to 5 in the order of the ambassador's journey. */
export const objectivesInEveryStatus: MyObjective[] = [
  anObjective({
    id: 'o-1',
    objective_number: 1,
    title: 'Introduce Yourself',
    proof_type: 'upload',
    status: 'approved',
    submitted_at: '2026-11-18T12:00:00.000Z',
    approved_at: '2026-11-19T12:00:00.000Z',
  }),
  anObjective({ id: 'o-2', objective_number: 2, title: 'Share Your Shop Link', proof_type: 'link', status: 'assigned' }),
  anObjective({
    id: 'o-3',
    objective_number: 3,
    title: 'Post a Social Media Template',
    proof_type: 'upload',
    status: 'needs_revision',
    admin_feedback: 'Please share a public post so we can see it.',
  }),
  anObjective({ id: 'o-4', objective_number: 4, title: 'Make Your First Sale', proof_type: 'auto_sale', status: 'submitted' }),
  anObjective({ id: 'o-5', objective_number: 5, title: 'Reach Your Goal of 10 Shirts', proof_type: 'auto_sale', status: 'locked' }),
];
