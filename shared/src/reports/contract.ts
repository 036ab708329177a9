import { adminOnly, defineRoute } from '../contracts/contract';
import { adminReportSchema, ambassadorPerformanceListSchema } from './reports';

/** Impact & Reports: the four cards, Program Health, objective analytics and the weekly growth and sales series. */
export const getAdminReport = defineRoute({
  method: 'GET',
  path: '/api/admin/reports',
  access: adminOnly,
  response: adminReportSchema,
});

/** Ambassador Performance and the Export Data file: every ambassador with their sales totals, most revenue first. */
export const listAmbassadorPerformance = defineRoute({
  method: 'GET',
  path: '/api/admin/reports/ambassadors',
  access: adminOnly,
  response: ambassadorPerformanceListSchema,
});
