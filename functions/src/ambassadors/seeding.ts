/**
 * What seeding, the bench and tests use of ambassadors and product code does not: import it from
 * `@app/functions/ambassadors/seeding`; lint keeps it out of what ships.
 */
export { adminDashboard, listAmbassadorRows, recentSignups, searchAmbassadors } from './ambassadors';
