import { adminOnly, defineRoute } from '../contracts/contract';
import { adminReportSchema, ambassadorPerformancePageSchema, ambassadorPerformanceQuerySchema } from './reports';

/** Impact & Reports: the four cards, Program Health, objective analytics and the weekly growth and sales series. */
export const getAdminReport = defineRoute({
  method: 'GET',
  path: '/api/admin/reports',
  access: adminOnly,
  response: adminReportSchema,
});

/**
 * Ambassador Performance and the Export Data file: a page of the Active ambassadors with their sales totals,
 * most revenue first (the export reads every page). A cursor continues only this listing.
 */
export const listAmbassadorPerformance = defineRoute({
  method: 'GET',
  path: '/api/admin/reports/ambassadors',
  access: adminOnly,
  query: ambassadorPerformanceQuerySchema,
  response: ambassadorPerformancePageSchema,
  errors: { badCursor: 'The page cursor is not valid.' },
});
