import { homePathFor, type Role } from '@app/shared/platform';
import { useAuthSession } from '@app/ui/auth';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from '@app/ui/router';
import { AccessDenied } from '../components/access-denied';
import { PageLoader } from '../components/spinner';
import { useMe } from '../features/profile/api/get-me';
import { ProfileContext } from '../features/profile/profile-context';

interface RequireRoleProps {
  /** The roles the route map allows here (spec part 1, section 2.1). */
  roles: readonly Role[];
  /** Shown as Access Denied to a role not allowed, instead of sending it home (a screen that checks the role itself). */
  deniedMessage?: string;
  children: ReactNode;
}

/**
 * The route guard of spec part 1, section 6: a loading indicator while the session and profile load;
 * no user or no profile → /auth; a role not allowed → that role's home, or Access Denied where the
 * screen says so; otherwise the page, with the profile available through useProfile().
 */
export function RequireRole({ roles, deniedMessage, children }: RequireRoleProps) {
  const session = useAuthSession();
  const me = useMe();

  useEffect(() => {
    if (me.error) console.error('Could not load the profile; treating it as missing', me.error);
  }, [me.error]);

  if (session.status === 'loading') return <PageLoader />;
  // A failed profile fetch counts as no profile (spec part 1, section 6).
  if (session.status === 'signed-out' || me.error) return <Navigate to="/auth" replace />;
  if (!me.data) return <PageLoader />;
  if (!roles.includes(me.data.role)) {
    return deniedMessage ? (
      <AccessDenied message={deniedMessage} home={homePathFor(me.data.role)} />
    ) : (
      <Navigate to={homePathFor(me.data.role)} replace />
    );
  }
  return <ProfileContext.Provider value={me.data}>{children}</ProfileContext.Provider>;
}
