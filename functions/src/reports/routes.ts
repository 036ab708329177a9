import { reports } from '@app/shared/contracts';
import { route } from '#lib/http';
import { adminReport, ambassadorPerformance } from './reports';

/** The admin's Impact & Reports screen (spec part 2, section 2): admins only. */
export const reportRoutes = [
  route(reports.getAdminReport, ['table:read'], () => adminReport()),
  route(reports.listAmbassadorPerformance, ['table:read'], ({ input }) => ambassadorPerformance(input.query.limit, input.query.cursor)),
];
