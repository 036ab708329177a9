/**
 * What seeding, the bench and tests use of code-sync and product code does not: import it from
 * `@app/functions/code-sync/seeding`; lint keeps it out of what ships.
 */
export { syncAmbassadorCode, syncCampaignCode } from './code-sync';
export { getCampaignCodeSyncs, getCodeSync } from './code-sync-data';
export { createStoreCode, findStoreCode, removeStoreCode } from './store-discount-codes';
