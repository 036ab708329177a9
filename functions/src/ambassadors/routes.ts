import { ambassadors } from '@app/shared/contracts';
import { withAuditScope } from '#lib/audit';
import { clientAddressOf } from '#lib/client-address';
import { route } from '#lib/http';
import {
  adminDashboard,
  ambassadorDetail,
  approveAmbassador,
  bulkDeleteSignups,
  deleteAccountForGuardian,
  deleteAmbassador,
  deleteMyAccount,
  exportDataForGuardian,
  exportMyData,
  listAmbassadorRows,
  searchAmbassadors,
} from './ambassadors';
import { recountProgrammePage } from './programme-recount';

/**
 * The admin's dashboard and ambassador management (spec part 2, section 2), and each member's own export and
 * deletion, for themselves or, under 18, by their guardian.
 */
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
  // A GET runs in no audit scope (lib/http audits changes, not reads), but handing over a member's data is audited:
  // this one runs in the scope of its own kind, so its entry names the member and this request.
  route(ambassadors.exportMyData, ['table:read', 'table:write', 'assets:read'], ({ caller, event }) =>
    withAuditScope({ actorId: caller.userId, requestId: event.requestContext.requestId, kind: ambassadors.exportMyData.audit }, () =>
      exportMyData(caller.userId),
    ),
  ),
  route(ambassadors.deleteMe, ['table:read', 'table:write', 'users:write', 'store:admin', 'assets:write'], async ({ caller }) => {
    await deleteMyAccount(caller.userId);
    return { message: 'Account deleted' };
  }),
  // The same rights, for a member under 18, exercised by their guardian from the guardian's page: the link is the
  // key, and a try at it is counted (table:write) per client address before its verdict, as the page's are.
  route(ambassadors.exportMemberDataByGuardian, ['table:read', 'table:write', 'assets:read', 'client:address'], async ({ input, event }) =>
    exportDataForGuardian(input.params.token, await clientAddressOf(event)),
  ),
  route(
    ambassadors.deleteMemberByGuardian,
    ['table:read', 'table:write', 'users:write', 'store:admin', 'assets:write', 'client:address'],
    async ({ input, event }) => {
      await deleteAccountForGuardian(input.params.token, await clientAddressOf(event));
      return { message: 'Account deleted' };
    },
  ),
  route(ambassadors.recountProgramme, ['table:read', 'table:write'], ({ input }) => recountProgrammePage(input.body.cursor)),
  route(ambassadors.bulkDeleteSignups, ['table:read', 'table:write', 'users:write', 'store:admin', 'assets:write'], ({ input }) =>
    bulkDeleteSignups(input.body.user_ids),
  ),
];
