/**
 * What seeding uses of guardians and product code does not: import it from `@app/functions/guardians/seeding`;
 * lint keeps it out of what ships. The demo's guardian is e-mailed their link the way an admin's re-send does it.
 */
export { resendGuardianEmail } from './guardians';
