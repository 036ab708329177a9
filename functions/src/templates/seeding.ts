/**
 * What seeding, the bench and tests use of templates and product code does not: import it from
 * `@app/functions/templates/seeding`; lint keeps it out of what ships.
 */
export { putTemplate } from './template-data';
