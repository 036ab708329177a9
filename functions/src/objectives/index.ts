import { defineDomain } from '#lib/domain';
import { objectiveRoutes } from './routes';

/** Numbered objectives, each ambassador's progress on them, and the work they submit for review. */
export const objectivesDomain = defineDomain({ name: 'objectives', routes: objectiveRoutes, consumers: [] });

export { autoSaleWrites, readSaleStanding, type SaleStanding } from './auto-sale';
export { adminSubmissions, approvedCountsByUser, assignFirstObjective, progressOf, progressStages, recentSubmissions } from './admin';
export { putWorkInBulk, type WorkRecord } from './bulk-work';
export { eraseUserFiles, myObjectives } from './objectives';
export { getObjective, listObjectivesForRole, putObjective } from './objective-data';
export { listAllSubmissions, putSubmissionRecord } from './submission-data';
export { objectiveStatusCounts, type StatusCounts } from './objective-status-counts';
export {
  countUserObjectivesInStatus,
  eraseUserProgress,
  listUserObjectives,
  listUserObjectivesInStatus,
  putUserObjective,
} from './user-objective-data';
