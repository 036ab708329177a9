/**
 * What seeding, the bench and tests use of settings and product code does not: import it from
 * `@app/functions/settings/seeding`; lint keeps it out of what ships.
 */
export { setAutoSync, setBrandingSettings, setGeneralSettings, setNotificationSettings } from './settings';
