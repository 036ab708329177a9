import { guardians } from '@app/shared/contracts';
import { clientAddressOf } from '#lib/client-address';
import { route } from '#lib/http';
import { acknowledgeGuardian, guardianPage, resendGuardianEmail, withdrawGuardian } from './guardians';

/** The guardian's page and answers (public: the link is the key, paced per client address), and the admin's re-send. */
export const guardianRoutes = [
  // A try at a link is counted (table:write) before its verdict.
  route(guardians.getGuardianPage, ['table:read', 'table:write', 'client:address'], async ({ input, event }) =>
    guardianPage(input.params.token, await clientAddressOf(event)),
  ),

  // The member's held code is announced again, for code sync to send to the store.
  route(guardians.acknowledgeGuardian, ['table:read', 'table:write', 'events:put', 'client:address'], async ({ input, event }) =>
    acknowledgeGuardian(input.params.token, await clientAddressOf(event)),
  ),

  // The account is disabled, the store code removed, and the withdrawal announced (the admins are e-mailed).
  route(
    guardians.withdrawGuardian,
    ['table:read', 'table:write', 'users:write', 'store:admin', 'events:put', 'client:address'],
    async ({ input, event }) => withdrawGuardian(input.params.token, await clientAddressOf(event)),
  ),

  route(guardians.resendGuardianEmail, ['table:read', 'table:write', 'events:put'], ({ input }) =>
    resendGuardianEmail(input.params.user_id),
  ),
];
