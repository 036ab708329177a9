/**
 * What seeding, the bench and tests use of profiles and product code does not: import it from
 * `@app/functions/profiles/seeding`; lint keeps it out of what ships.
 */
export { putProfilesInBulk } from './bulk-profiles';
export { ambassadorCountKeys } from './ambassador-counts';
export { personalCodeKeys } from './personal-code-data';
export { profileItem } from './profile-data';
