/**
 * What seeding, the bench and tests use of objectives and product code does not: import it from
 * `@app/functions/objectives/seeding`; lint keeps it out of what ships.
 */
export { adminSubmissions } from './admin';
export { putWorkInBulk, type WorkRecord } from './bulk-work';
export { putObjective } from './objective-data';
export { listAllSubmissions, putSubmissionRecord } from './submission-data';
export { listUserObjectivesInStatus, putUserObjective } from './user-objective-data';
