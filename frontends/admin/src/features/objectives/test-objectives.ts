import type { Objective } from '@app/shared/objectives';

/** An objective as the admin's list answers it, for component tests (never imported by app code). */
export function anObjective(overrides: Partial<Objective> = {}): Objective {
  return {
    id: 'o-1',
    objective_number: 1,
    title: 'Introduce Yourself',
    description: 'Post an introduction in the team shirt.',
    time_estimate: '15 minutes',
    proof_type: 'upload',
    unlock_rule_text: null,
    example_content: null,
    is_active: true,
    target_role: 'student',
    target_units: null,
    ...overrides,
  };
}
