import { defineDomain } from '#lib/domain';
import { authRoutes } from './routes';

/**
 * Accounts: sign-up through our API only (it gives the role; the user pool's pre-sign-up trigger,
 * auth/pre-sign-up.ts, refuses any other), e-mail verification, and accounts an admin or the demo seed creates.
 */
export const authDomain = defineDomain({ name: 'auth', routes: authRoutes, consumers: [] });

export { deleteAccount, disableAccount } from './cognito-users';
