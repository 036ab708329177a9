import { defineDomain, projection } from '#lib/domain';
import { ambassadorTotalsRows } from '../leaderboards';
import { completeAutoSales } from './auto-sale';
import { objectiveRoutes } from './routes';

/** Numbered objectives, each ambassador's progress on them, and the work they submit for review. */
export const objectivesDomain = defineDomain({
  name: 'objectives',
  routes: objectiveRoutes,
  consumers: [],
  // Auto Sale objectives complete as an ambassador's shirts sold reach their targets, following their totals row.
  projections: [projection('auto-sale', ambassadorTotalsRows, ['table:read', 'table:write'], completeAutoSales)],
});

export { assignFirstObjective, progressOf, progressStages, recentSubmissions } from './admin';

export { eraseUserFiles, myObjectives, mySubmissions } from './objectives';
export { listObjectivesForRole } from './objective-data';

export { objectiveStatusCounts } from './objective-status-counts';
export { countUserObjectivesInStatus, eraseUserProgress, listUserObjectives } from './user-objective-data';
