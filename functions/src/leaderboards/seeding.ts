/**
 * What seeding, the bench and tests use of leaderboards and product code does not: import it from
 * `@app/functions/leaderboards/seeding`; lint keeps it out of what ships.
 */
export { getCampaignTotals } from './campaign-totals-data';
export { putMemberTotalsInBulk, studentLeaderboard } from './leaderboards';
