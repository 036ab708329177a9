import type { Objective } from '@app/shared/objectives';

type ObjectiveFields = Parameters<typeof import('../src/objectives/seeding').putObjective>[0];

/**
 * An objective written through its data module: active, proved by a link, for students, unless `overrides`
 * say otherwise. Its number is random in 10,000–89,999 unless given, so tests rarely share one.
 */
export async function givenObjective(overrides: Partial<ObjectiveFields> = {}): Promise<Objective> {
  // Imported lazily: the data module reads the backend's environment, which global setup provides.
  const { putObjective } = await import('../src/objectives/seeding');
  const number = overrides.objective_number ?? 10_000 + Math.floor(Math.random() * 80_000);
  return putObjective({
    objective_number: number,
    title: `Objective ${number}`,
    description: null,
    time_estimate: null,
    proof_type: 'link',
    unlock_rule_text: null,
    example_content: null,
    is_active: true,
    target_role: 'student',
    ...overrides,
  });
}
