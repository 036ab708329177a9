/**
 * What seeding, the bench and tests use of auth and product code does not: import it from
 * `@app/functions/auth/seeding`; lint keeps it out of what ships.
 */
export { createVerifiedUser } from './cognito-users';
export { SIGN_UP_KEY_FIELD } from './pre-sign-up';
