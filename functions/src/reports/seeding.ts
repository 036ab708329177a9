/**
 * What seeding, the bench and tests use of reports and product code does not: import it from
 * `@app/functions/reports/seeding`; lint keeps it out of what ships.
 */
export { adminReport, ambassadorPerformance, reportFigures, reportSeries } from './reports';
