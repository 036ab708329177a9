import type { ObjectiveAnalytics } from '@app/shared/reports';

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A week by its Monday, as the charts' axes name it: 'Nov 23'. */
export const weekLabel = (weekStart: string) => shortDate.format(new Date(`${weekStart}T00:00:00Z`));

/** An objective's short name: S1 for student Objective 1, F1 for fundraiser Objective 1. */
export const objectiveLabel = (objective: Pick<ObjectiveAnalytics, 'target_role' | 'objective_number'>) =>
  `${objective.target_role === 'student' ? 'S' : 'F'}${objective.objective_number}`;
