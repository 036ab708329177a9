import { setTimeout as sleep } from 'node:timers/promises';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Campaign } from '@app/shared/campaign';
import { campaignMemberCode, normalizeCode, studentCode } from '@app/shared/personal-code';
import type { Profile } from '@app/shared/profile';
import { db } from '#lib/clients';
import { Invalid, NotFound } from '#lib/errors';
import { storeEnv } from '#lib/store-env';
import { nowIso, TABLE } from '#lib/table';
import { getCampaign } from '../campaigns/campaign-data';
import { announcePersonalCode } from '../code-sync/code-sync-events';
import { pendingCodeSyncItem } from '../code-sync/code-sync-data';
import { NO_CONTRIBUTION, totalsUpdates } from '../leaderboards/totals-data';
import { personalCodeClaim } from './personal-code-data';
import { getProfile, profileKeys } from './profile-data';

// Far more candidates than any name needs; past it something else is wrong.
const MAX_CANDIDATES = 100;
const MAX_CONFLICT_RETRIES = 20;

/** The shop link (spec part 1, section 9): the storefront address with a discount parameter holding the code. */
export function shopLinkFor(code: string): string {
  const url = new URL(storeEnv('storefront').SHOPIFY_STOREFRONT_URL);
  url.searchParams.set('discount', code);
  return url.toString();
}

function candidateCode(profile: Profile, campaign: Campaign | undefined, attempt: number): string {
  return campaign ? campaignMemberCode(profile.first_name, campaign.school_acronym, attempt) : studentCode(profile.first_name, profile.last_name, attempt);
}

type CancellationReason = { Code?: string };

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

  let conflicts = 0;
  for (let attempt = 1; attempt <= MAX_CANDIDATES; attempt++) {
    const code = normalizeCode(candidateCode(profile, campaign, attempt));
    const now = nowIso();
    const ambassador = {
      user_id: userId,
      role: profile.role,
      campaign_id: campaign?.id ?? null,
      first_name: profile.first_name,
      last_name: profile.last_name,
      school: campaign?.school_name ?? profile.school,
    };
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: TABLE,
                Key: profileKeys.primary(userId),
                UpdateExpression: 'SET personal_code = :code, shop_link = :link, campaign_id = :campaign',
                ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(personal_code) OR personal_code = :none)',
                ExpressionAttributeValues: { ':code': code, ':link': shopLinkFor(code), ':campaign': campaign?.id ?? null, ':none': null },
              },
            },
            { Put: { TableName: TABLE, Item: personalCodeClaim(code, userId), ConditionExpression: 'attribute_not_exists(pk)' } },
            { Put: { TableName: TABLE, Item: pendingCodeSyncItem(userId, code, now) } },
            ...totalsUpdates(ambassador, NO_CONTRIBUTION),
          ],
        }),
      );
    } catch (error) {
      const reasons = (error as { CancellationReasons?: CancellationReason[] }).CancellationReasons ?? [];
      if (reasons[1]?.Code === 'ConditionalCheckFailed') continue;
      if (reasons[0]?.Code === 'ConditionalCheckFailed') {
        // Another request gave this profile a code first: that one stands.
        const current = await getProfile(userId);
        if (current?.personal_code) return current.personal_code;
      }
      // Another transaction held one of the items (the campaign's totals, most often): the same
      // candidate again, after a short random wait, a bounded number of times.
      const conflicted = reasons.some((reason) => reason.Code === 'TransactionConflict') || (error as Error).name === 'TransactionConflictException';
      if (conflicted && conflicts++ < MAX_CONFLICT_RETRIES) {
        await sleep(10 + Math.random() * 40 * conflicts);
        attempt--;
        continue;
      }
      throw error;
    }
    await announcePersonalCode({ user_id: userId, personal_code: code });
    return code;
  }
  throw new Invalid('No free personal code could be found for this name.');
}

/** A new campaign member's code (fundraiser sign-up): the profile as it now stands. */
export async function assignCampaignMemberCode(profile: Profile, campaign: Campaign): Promise<Profile> {
  const code = await assignPersonalCode(profile.user_id, { campaignId: campaign.id });
  return { ...profile, campaign_id: campaign.id, personal_code: code, shop_link: shopLinkFor(code) };
}
