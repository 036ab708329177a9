import { auth } from '@app/shared/contracts';
import { clientAddressOf } from '#lib/client-address';
import { route } from '#lib/http';
import { confirmSignUp } from './cognito-users';
import { inviteAdmin, listAdmins } from './invite-admin';
import { signUpFundraiser, signUpStudent } from './sign-up';

export const authRoutes = [
  // A sign-up is announced on the bus (admins who want it are e-mailed).
  route(auth.signUpStudent, ['table:read', 'table:write', 'users:write', 'events:put', 'client:address'], async ({ input, event }) => ({
    profile: await signUpStudent(input.body, await clientAddressOf(event)),
    confirmation_required: true,
  })),

  // Joining assigns the member's code (its sync is announced on the bus, with the shop link from the
  // storefront); the sign-up is announced too.
  route(
    auth.signUpFundraiser,
    ['table:read', 'table:write', 'users:write', 'events:put', 'store:storefront', 'client:address'],
    async ({ input, event }) => ({
      profile: await signUpFundraiser(input.body, await clientAddressOf(event)),
      confirmation_required: true,
    }),
  ),

  route(auth.confirmSignUp, ['users:write'], async ({ input }) => {
    await confirmSignUp(input.body.email, input.body.code);
    return { confirmed: true as const };
  }),

  route(auth.listAdmins, ['table:read'], async () => ({ admins: await listAdmins() })),

  // Cognito sends the invitation (with its temporary password) itself.
  route(auth.inviteAdmin, ['table:read', 'table:write', 'users:write'], ({ input }) => inviteAdmin(input.body)),
];
