import { profiles } from '@app/shared/contracts';
import { NotFound } from '#lib/errors';
import { route } from '#lib/http';
import { getProfile } from './profile-data';

export const profileRoutes = [
  // The role always comes from the token's groups, not the stored row.
  route(profiles.getMe, ['table:read'], async ({ caller }) => {
    const profile = await getProfile(caller.userId);
    if (!profile) throw new NotFound(profiles.getMe.errors.notFound);
    return { ...profile, role: caller.role };
  }),
];
