import { defineDomain } from '#lib/domain';
import { objectiveRoutes } from './routes';

/** Numbered objectives, each ambassador's progress on them, and the work they submit for review. */
export const objectivesDomain = defineDomain({ name: 'objectives', routes: objectiveRoutes, consumers: [] });

export { autoSaleWrites, readSaleStanding, type SaleStanding } from './auto-sale';
export { assignFirstObjective, progressOf, progressStages, recentSubmissions } from './admin';

export { eraseUserFiles, myObjectives } from './objectives';
export { listObjectivesForRole } from './objective-data';

export { objectiveStatusCounts } from './objective-status-counts';
export { countUserObjectivesInStatus, eraseUserProgress, listUserObjectives } from './user-objective-data';
