import type { Campaign } from '@app/shared/campaign';
import { events } from '@app/shared/contracts';
import { campaignMemberCode, normalizeCode, studentCode } from '@app/shared/personal-code';
import type { Profile } from '@app/shared/profile';
import { env } from '#lib/env';
import { Invalid, NotFound } from '#lib/errors';
import { publish } from '#lib/events';
import { nowIso, transact, TransactionCancelled } from '#lib/table';
import { getCampaign } from '../campaigns';
import { pendingCodeSyncItem } from '../code-sync';
import { memberJoinedUpdates } from '../leaderboards';
import { personalCodeClaim } from './personal-code-data';
import { getProfile, profileKeys } from './profile-data';

// Far more candidates than any name needs; past it something else is wrong.
const MAX_CANDIDATES = 100;

/** The shop link (spec part 1, section 9): the storefront address with a discount parameter holding the code. */
export function shopLinkFor(code: string): string {
  const url = new URL(env('storefront').SHOPIFY_STOREFRONT_URL);
  url.searchParams.set('discount', code);
  return url.toString();
}

function candidateCode(profile: Profile, campaign: Campaign | undefined, attempt: number): string {
  return campaign
    ? campaignMemberCode(profile.first_name, campaign.school_acronym, attempt)
    : studentCode(profile.first_name, profile.last_name, attempt);
}

/**
 * Gives an ambassador their unique personal code and shop link: campaign members NAMEACRONYM, students
 * first name plus last initial (shared/personal-code.ts), the next candidate when one is taken. The
 * profile, the code's claim item, the pending code sync record and the ambassador's leaderboard row
 * are written in one transaction; then the assignment is announced so the store gets the code without
 * the caller waiting on it. Idempotent: a profile that has a code keeps it.
 */
export async function assignPersonalCode(userId: string, options: { campaignId?: string } = {}): Promise<string> {
  const profile = await getProfile(userId);
  if (!profile) throw new NotFound('Profile not found');
  if (profile.personal_code) return profile.personal_code;
  if (profile.role === 'admin') throw new Invalid('Admins have no personal code.');
  const campaignId = options.campaignId ?? profile.campaign_id;
  const campaign = campaignId ? await getCampaign(campaignId) : undefined;
  if (campaignId && !campaign) throw new NotFound('Campaign not found');
  const ambassador = {
    user_id: userId,
    role: profile.role,
    campaign_id: campaign?.id ?? null,
    first_name: profile.first_name,
    last_name: profile.last_name,
    school: campaign?.school_name ?? profile.school,
  };

  for (let attempt = 1; attempt <= MAX_CANDIDATES; attempt++) {
    const code = normalizeCode(candidateCode(profile, campaign, attempt));
    try {
      await transact([
        {
          Update: {
            Key: profileKeys.primary(userId),
            UpdateExpression: 'SET personal_code = :code, shop_link = :link, campaign_id = :campaign',
            ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(personal_code) OR personal_code = :none)',
            ExpressionAttributeValues: { ':code': code, ':link': shopLinkFor(code), ':campaign': campaign?.id ?? null, ':none': null },
          },
        },
        { Put: { Item: personalCodeClaim(code, userId), ConditionExpression: 'attribute_not_exists(pk)' } },
        { Put: { Item: pendingCodeSyncItem(userId, code, nowIso()) } },
        ...memberJoinedUpdates(ambassador),
      ]);
    } catch (error) {
      if (!(error instanceof TransactionCancelled)) throw error;
      // The code is taken: the next candidate.
      if (error.conditionFailedAt(1)) continue;
      if (error.conditionFailedAt(0)) {
        // Another request gave this profile a code first: that one stands.
        const current = await getProfile(userId, { consistent: true });
        if (current?.personal_code) return current.personal_code;
      }
      throw error;
    }
    await announce(userId, code);
    return code;
  }
  throw new Invalid('No free personal code could be found for this name.');
}

/** Failing to announce loses nothing: the record stays pending, and the sync screen's Process Pending sends it. */
async function announce(userId: string, code: string): Promise<void> {
  try {
    await publish(events.personalCodeAssigned, { user_id: userId, personal_code: code });
  } catch (error) {
    console.warn('Personal code announcement failed; it stays pending', { userId, code }, error);
  }
}

/** A new campaign member's code (fundraiser sign-up): the profile as it now stands. */
export async function assignCampaignMemberCode(profile: Profile, campaign: Campaign): Promise<Profile> {
  const code = await assignPersonalCode(profile.user_id, { campaignId: campaign.id });
  return { ...profile, campaign_id: campaign.id, personal_code: code, shop_link: shopLinkFor(code) };
}
