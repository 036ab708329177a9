import { homePathFor } from '@app/shared/platform';
import { getMe, meKey } from '@app/ui';
import { getAuthSession, signOut } from '@app/ui/auth';
import { useNavigate } from '@app/ui/router';
import { preload } from 'swr';

/**
 * Where a sign-in ends, however it began (/auth, a new password, a password reset): the user's profile,
 * then their role's home (admins /admin, fundraisers their dashboard, students /). Without a profile the
 * user is signed out again, rather than left half in, and the error is rethrown for the page to show.
 */
export function useGoHome(): (userId: string) => Promise<void> {
  const navigate = useNavigate();
  return async (userId) => {
    try {
      // preload: the guard of the next screen reuses this request instead of repeating it.
      const profile = await preload(meKey(userId), getMe);
      void navigate(homePathFor(profile.role), { replace: true });
    } catch (error) {
      if (getAuthSession().status === 'signed-in') await signOut().catch(() => undefined);
      throw error;
    }
  };
}
