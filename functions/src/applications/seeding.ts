/**
 * What seeding, the bench and tests use of applications and product code does not: import it from
 * `@app/functions/applications/seeding`; lint keeps it out of what ships.
 */
export { putNewApplication } from './application-data';
