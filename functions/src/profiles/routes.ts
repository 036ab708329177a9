import { events, profiles } from '@app/shared/contracts';
import { utcDay } from '@app/shared/platform';
import { NotFound } from '#lib/errors';
import { announce } from '#lib/events';
import { route } from '#lib/http';
import { recordActivity } from './member-activity';
import { getProfile, updateProfileFields } from './profile-data';

export const profileRoutes = [
  // The role always comes from the token's groups, not the stored row. Every shell asks on sign-in, so a
  // member's call is their activity for Settings > Privacy's retention (written at most once a day).
  route(profiles.getMe, ['table:read', 'table:write'], async ({ caller }) => {
    const profile = await getProfile(caller.userId);
    if (!profile) throw new NotFound(profiles.getMe.errors.notFound);
    if (caller.role !== 'admin') await recordActivity(caller.userId, utcDay(new Date()));
    return { ...profile, role: caller.role };
  }),

  // My Account: the caller's own profile only; the leaderboards pick up the new name from the event.
  route(profiles.updateMe, ['table:write', 'events:put'], async ({ caller, input }) => {
    const { social_handles, ...fields } = input.body;
    const profile = await updateProfileFields(caller.userId, {
      ...fields,
      social_handles: social_handles ? { handles: social_handles } : null,
    });
    if (!profile) throw new NotFound(profiles.updateMe.errors.notFound);
    await announce(events.profileUpdated, {
      user_id: caller.userId,
      first_name: profile.first_name,
      last_name: profile.last_name,
      school: profile.school,
    });
    return { ...profile, role: caller.role };
  }),
];
