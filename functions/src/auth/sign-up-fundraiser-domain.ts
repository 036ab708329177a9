import { hasEnded } from '@app/shared/campaign';
import { SHIRT_GOAL } from '@app/shared/constants';
import type { FundraiserSignUp } from '@app/shared/onboarding';
import type { Profile } from '@app/shared/profile';
import { Conflict, NotFound } from '#lib/errors';
import { getCampaign } from '../campaigns/campaign-data';
import { countPasscodeUse } from '../campaigns/passcode-data';
import { checkPasscode } from '../campaigns/passcodes';
import { assignCampaignMemberCode } from '../profiles/assign-personal-code';
import { findProfilesByEmail, newProfile, putNewProfile } from '../profiles/profile-data';
import { deleteUser, registerUser } from './cognito-users';

export const CAMPAIGN_ENDED_AT_SIGN_UP = 'This campaign has ended. Please contact your organization.';
export const CAMPAIGN_NOT_FOUND = 'Campaign information not found. Please start over.';

/**
 * Joining a campaign (spec part 1, 2.8): the server, not the browser, checks that the campaign is
 * active and running and that the passcode is right, assigns the role and the campaign, and gives the
 * member a unique NAMEACRONYM code. The passcode's usage count moves only once the member exists.
 */
export async function signUpFundraiser(input: FundraiserSignUp, clientIp: string): Promise<Profile> {
  const campaign = await getCampaign(input.campaign_id);
  if (!campaign || campaign.status !== 'active') throw new NotFound(CAMPAIGN_NOT_FOUND);
  if (hasEnded(campaign)) throw new Conflict(CAMPAIGN_ENDED_AT_SIGN_UP, 'campaign_expired');
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
  });
  try {
    await putNewProfile(profile);
  } catch (error) {
    await deleteUser(userId);
    throw error;
  }
  const withCode = await assignCampaignMemberCode(profile, campaign);
  await countPasscodeUse(campaign.id, passcode.id);
  return withCode;
}
