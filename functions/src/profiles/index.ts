import { defineDomain } from '#lib/domain';
import { profileRoutes } from './routes';

/** Profiles and personal codes: who each user is, and the unique code and shop link each ambassador sells with. */
export const profilesDomain = defineDomain({ name: 'profiles', routes: profileRoutes, consumers: [] });

export {
  assignCampaignMemberCode,
  assignChosenCode,
  assignPersonalCode,
  shopLinkFor,
  type ChosenCodeOutcome,
} from './assign-personal-code';
export { eraseUserRows } from './erase-user';
export { findUserIdByCode } from './personal-code-data';
export {
  countActiveProfiles,
  countProfiles,
  findProfilesByEmail,
  getProfile,
  getProfileSummaries,
  getPersonalCodes,
  getProfileWithApplication,
  listProfilesByRole,
  newProfile,
  putNewProfile,
  recentProfiles,
} from './profile-data';
