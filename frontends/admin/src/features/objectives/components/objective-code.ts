import type { Objective } from '@app/shared/objectives';

/** How the admin names an objective: O1, O2... (spec part 2, section 1). */
export const objectiveCode = (objective: Pick<Objective, 'objective_number'>) => `O${objective.objective_number}`;
