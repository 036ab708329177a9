/**
 * What seeding, the bench and tests use of content and product code does not: import it from
 * `@app/functions/content/seeding`; lint keeps it out of what ships.
 */
export { putAsset } from './asset-data';
export { putSocialTemplate } from './social-template-data';
