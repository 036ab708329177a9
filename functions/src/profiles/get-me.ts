import { NotFound } from '#lib/errors';
import { json, signedInRoute } from '#lib/http';
import { getProfile } from './profile-data';

/** The signed-in user's profile; the role always comes from the token's groups, not the stored row. */
export const handler = signedInRoute().handler(async ({ caller }) => {
  const profile = await getProfile(caller.userId);
  if (!profile) throw new NotFound('Profile not found');
  return json(200, { ...profile, role: caller.role });
});
