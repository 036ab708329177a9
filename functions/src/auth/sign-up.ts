import { adultFrom, ageScreen, type BirthMonth, type StudentSignUp } from '@app/shared/auth';
import { hasEnded } from '@app/shared/campaigns';
import { SHIRT_GOAL } from '@app/shared/platform';
import { auth, events } from '@app/shared/contracts';
import type { FundraiserSignUp } from '@app/shared/auth';
import type { Profile } from '@app/shared/profiles';
import { Conflict, NotFound } from '#lib/errors';
import { announce } from '#lib/events';
import { claimAttempt, type Pacing } from '#lib/throttle';
import { checkPasscode, countPasscodeUse, getCampaign } from '../campaigns';
import { assignCampaignMemberCode } from '../code-sync';
import { findProfilesByEmail, newProfile, putNewProfile } from '../profiles';
import { deleteUser, registerUser } from './cognito-users';

/**
 * Sign-ups from one client address, whatever their outcome past validation: 60 an hour, enough for a
 * class joining from its school's network, far too few to flood the user pool with accounts.
 */
const signUpPacing: Pacing = {
  limit: 60,
  free: 60,
  maxDelaySeconds: 0,
  windowSeconds: 3600,
  message: (wait) => auth.signUpStudent.errors.tooManySignUps.replace('{wait}', wait),
};

/** Counts a sign-up against its client address; 429 once the address has used its hour's sign-ups. */
async function claimSignUp(clientIp: string): Promise<void> {
  await claimAttempt(`sign-up:${clientIp}`, signUpPacing);
}

/** Writes the new user's profile; if it cannot be written, the Cognito user goes again, so no account lacks one. */
async function createProfile(profile: Profile, extra: { why_join?: string | null } = {}): Promise<void> {
  try {
    await putNewProfile(profile, extra);
  } catch (error) {
    await deleteUser(profile.user_id);
    throw error;
  }
}

/**
 * What the profile keeps of the age screen (issue 44): for a member under 18, the day they count as 18 and
 * their guardian, awaiting the e-mail; for an adult, nothing. The month and year of birth are not kept, nor
 * a guardian's e-mail an adult typed. The schema refused anyone it must (under 13, a date that cannot be).
 */
function ageRecord(input: BirthMonth & { guardian_email: string | null }, now: Date): Pick<Profile, 'adult_from' | 'guardian'> {
  if (ageScreen(input, now) !== 'minor') return { adult_from: null, guardian: null };
  return {
    adult_from: adultFrom(input),
    // The schema requires it of a member under 18.
    guardian: { email: input.guardian_email!, status: 'awaiting', sent_at: null, acknowledged_at: null, withdrawn_at: null },
  };
}

/**
 * Tells the bus a new ambassador signed up (admins who want it are e-mailed), and, for a member under 18,
 * that their guardian is to be e-mailed their link. The account is made by then: failing to announce it
 * must not fail the sign-up, which the user could not repeat.
 */
async function announceSignUp(profile: Profile): Promise<void> {
  // Sign-up makes ambassadors only; a profile's type allows any role.
  if (profile.role === 'admin') return;
  await announce(events.ambassadorSignedUp, {
    user_id: profile.user_id,
    role: profile.role,
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    awaiting_guardian: profile.guardian !== null,
  });
  if (profile.guardian) await announce(events.guardianEmailRequested, { user_id: profile.user_id, requested_at: profile.created_at });
}

/**
 * Student sign-up (spec part 1, 2.4): the Cognito user in group student and the profile with its
 * school and social handles, in one request. The student stays Pending Approval (no personal code)
 * until an admin approves them.
 */
export async function signUpStudent(input: StudentSignUp, clientIp: string): Promise<Profile> {
  await claimSignUp(clientIp);
  const userId = await registerUser({
    email: input.email,
    password: input.password,
    firstName: input.first_name,
    lastName: input.last_name,
    role: 'student',
  });
  const profile = newProfile({
    user_id: userId,
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email,
    school: input.school,
    role: 'student',
    social_handles: input.social_handles ? { handles: input.social_handles } : null,
    ...ageRecord(input, new Date()),
  });
  await createProfile(profile, { why_join: input.why_join });
  await announceSignUp(profile);
  return profile;
}

/**
 * Joining a campaign (spec part 1, 2.8): the server, not the browser, checks that the campaign is
 * active and running and that the passcode is right, assigns the role and the campaign, and gives the
 * member a unique NAMEACRONYM code. The passcode's usage count moves only once the member exists.
 */
export async function signUpFundraiser(input: FundraiserSignUp, clientIp: string): Promise<Profile> {
  const { errors } = auth.signUpFundraiser;
  await claimSignUp(clientIp);
  const campaign = await getCampaign(input.campaign_id);
  if (!campaign || campaign.status !== 'active') throw new NotFound(errors.campaignNotFound);
  if (hasEnded(campaign)) throw new Conflict(errors.campaignEnded, 'campaign_expired');
  const passcode = await checkPasscode(campaign, input.passcode, clientIp);

  const existing = await findProfilesByEmail(input.email);
  if (existing.some((profile) => profile.campaign_id === campaign.id)) {
    throw new Conflict(`An account with this email already exists for ${campaign.school_name}. Please sign in instead.`, 'account_exists');
  }

  const userId = await registerUser({
    email: input.email,
    password: input.password,
    firstName: input.first_name,
    lastName: input.last_name,
    role: 'fundraising_ambassador',
  });
  const profile = newProfile({
    user_id: userId,
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email,
    school: campaign.school_name,
    role: 'fundraising_ambassador',
    campaign_id: campaign.id,
    fundraising_goal: SHIRT_GOAL,
    ...ageRecord(input, new Date()),
  });
  await createProfile(profile);
  const withCode = await assignCampaignMemberCode(profile, campaign);
  await countPasscodeUse(campaign.id, passcode.id);
  await announceSignUp(withCode);
  return withCode;
}
