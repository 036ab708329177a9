import { objectiveName } from '@app/shared/objectives';
import type { ObjectiveAnalytics } from '@app/shared/reports';

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A week by its Monday, as the charts' axes name it: 'Nov 23'. */
export const weekLabel = (weekStart: string) => shortDate.format(new Date(`${weekStart}T00:00:00Z`));

/** An objective where both roles' objectives show together: 'Student Objective 1', 'Fundraiser Objective 1'. */
export const objectiveLabel = (objective: Pick<ObjectiveAnalytics, 'target_role' | 'objective_number'>) =>
  `${objective.target_role === 'student' ? 'Student' : 'Fundraiser'} ${objectiveName(objective.objective_number)}`;
