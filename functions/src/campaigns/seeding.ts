/**
 * What seeding, the bench and tests use of campaigns and product code does not: import it from
 * `@app/functions/campaigns/seeding`; lint keeps it out of what ships.
 */
export { campaignsOverview, fundraisingPerformance } from './admin';
export { getCampaignBySlug, giveCampaignItsCode, newCampaignWrites, putNewCampaign, setCampaignStatus } from './campaign-data';
export { listPasscodes, putPasscode } from './passcode-data';
export { countPendingApplications } from './pending-applications';
