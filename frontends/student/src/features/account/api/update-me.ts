import { profiles, type RouteInput } from '@app/shared/contracts';
import { meKey } from '@app/ui';
import { api } from '@app/ui/api';
import { useAuthSession } from '@app/ui/auth';
import { useSWRConfig } from 'swr';

type ProfileChanges = RouteInput<typeof profiles.updateMe>['body'];

/** Saves the caller's name, organization and social handles; answers the saved profile. */
export function updateMe(body: ProfileChanges) {
  return api(profiles.updateMe, { body });
}

/** Saves, then puts the saved profile under the me key and revalidates it, so the top bar's name follows. */
export function useUpdateMe() {
  const session = useAuthSession();
  const { mutate } = useSWRConfig();
  return async (body: ProfileChanges) => {
    const profile = await updateMe(body);
    if (session.status === 'signed-in') await mutate(meKey(session.userId), profile);
    return profile;
  };
}
