import { ambassadors } from '@app/shared/contracts';
import { route } from '#lib/http';
import {
  adminDashboard,
  ambassadorDetail,
  approveAmbassador,
  bulkDeleteSignups,
  deleteAmbassador,
  deleteMyAccount,
  exportMyData,
  listAmbassadorRows,
  searchAmbassadors,
} from './ambassadors';
import { recountProgrammePage } from './programme-recount';

/** The admin's dashboard and ambassador management (spec part 2, section 2), and each member's own export and deletion. */
export const ambassadorRoutes = [
  route(ambassadors.getAdminDashboard, ['table:read', 'assets:read'], () => adminDashboard()),
  route(ambassadors.listAmbassadors, ['table:read'], ({ input }) =>
    listAmbassadorRows(input.query.role, input.query.limit, input.query.cursor),
  ),
  route(ambassadors.searchAmbassadors, ['table:read'], async ({ input }) => ({
    ambassadors: await searchAmbassadors(input.query.q, input.query.without_code === 'true'),
  })),
  route(ambassadors.getAmbassador, ['table:read'], ({ input }) => ambassadorDetail(input.params.user_id)),
  route(ambassadors.approveAmbassador, ['table:read', 'table:write', 'events:put', 'store:storefront'], ({ input }) =>
    approveAmbassador(input.params.user_id),
  ),
  route(ambassadors.deleteAmbassador, ['table:read', 'table:write', 'users:write', 'store:admin', 'assets:write'], async ({ input }) => {
    await deleteAmbassador(input.params.user_id);
    return { message: 'User deleted' };
  }),
  // A member's own data rights (issue 44): the user id is the token's, never the request's.
  route(ambassadors.exportMyData, ['table:read', 'assets:read'], ({ caller }) => exportMyData(caller.userId)),
  route(ambassadors.deleteMe, ['table:read', 'table:write', 'users:write', 'store:admin', 'assets:write'], async ({ caller }) => {
    await deleteMyAccount(caller.userId);
    return { message: 'Account deleted' };
  }),
  route(ambassadors.recountProgramme, ['table:read', 'table:write'], ({ input }) => recountProgrammePage(input.body.cursor)),
  route(ambassadors.bulkDeleteSignups, ['table:read', 'table:write', 'users:write', 'store:admin', 'assets:write'], ({ input }) =>
    bulkDeleteSignups(input.body.user_ids),
  ),
];
