import { events } from '@app/shared/contracts';
import { consumer, defineDomain } from '#lib/domain';
import { renameInClaim } from './personal-code-data';
import { profileRoutes } from './routes';

/**
 * Profiles and personal codes: who each user is, and the code and shop link each ambassador sells with,
 * each code claimed once across the programme (code-sync chooses and assigns them).
 */
export const profilesDomain = defineDomain({
  name: 'profiles',
  routes: profileRoutes,
  // The order consumer attributes a sale by the code's claim alone: the names on it follow the profile's.
  consumers: [consumer(events.profileUpdated, ['table:read', 'table:write'], ({ user_id }) => renameInClaim(user_id))],
});

export { readAmbassadorCounts, type AmbassadorCounts } from './ambassador-counts';
export { searchAmbassadorEntries } from './ambassador-search';
export {
  ambassadorsRecountSchema,
  ambassadorsRecountStart,
  RecountRaced,
  recountAmbassadorsPage,
  type AmbassadorsRecount,
} from './recount-ambassadors';
export { eraseUserRows } from './erase-user';
export {
  eraseErasureEntry,
  erasuresThrough,
  eraseRetentionEntry,
  giveRetentionEntries,
  moveRetentionEntry,
  recordActivity,
  recordErasure,
  retentionEntriesThrough,
  type RetentionEntry,
} from './member-activity';
export {
  campaignCodeClaimPut,
  comparableEmail,
  findCodeClaim,
  findCodeOwner,
  findUserIdByCode,
  giveClaimsTheirHolder,
  isCampaignCodeClaim,
  isCodeClaimed,
  personalCodeWrites,
  retiredCodes,
  type CampaignCodeClaim,
  type CodeClaim,
} from './personal-code-data';
export {
  countProfiles,
  findProfilesByEmail,
  getProfile,
  getCodeHolders,
  getProfileSummaries,
  getPersonalCodes,
  getProfileWithApplication,
  guardianUpdate,
  listProfilesByRole,
  listProfilesPage,
  markErasureBegun,
  newProfile,
  notBeingErasedCheck,
  putNewProfile,
  recentProfiles,
  updateGuardian,
} from './profile-data';
export { shopLinkFor } from './shop-link';
