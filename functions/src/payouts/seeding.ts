/**
 * What seeding, the bench and tests use of payouts and product code does not: import it from
 * `@app/functions/payouts/seeding`; lint keeps it out of what ships.
 */
export { ambassadorEarnings } from './payouts';
