/**
 * What tests use of dead letters and product code does not: import it from `@app/functions/dead-letters/seeding`;
 * lint keeps it out of what ships.
 */
export { keepUndelivered } from './dead-letters';
