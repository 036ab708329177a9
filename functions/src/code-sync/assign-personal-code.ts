import type { Campaign } from '@app/shared/campaigns';
import { events } from '@app/shared/contracts';
import { campaignMemberCode, normalizeCode, studentCode } from '@app/shared/code-sync';
import type { Profile } from '@app/shared/profiles';
import { auditWrites, type AuditedChange } from '#lib/audit';
import { Invalid, NotFound } from '#lib/errors';
import { announce } from '#lib/events';
import { nowIso, transact, TransactionCancelled } from '#lib/table';
import { getCampaign } from '../campaigns';
import { memberJoinedUpdates } from '../leaderboards';
import { getProfile, personalCodeWrites, shopLinkFor } from '../profiles';
import { pendingCodeSyncItem } from './code-sync-data';

// Far more candidates than any name needs; past it something else is wrong.
const MAX_CANDIDATES = 100;

function candidateCode(profile: Profile, campaign: Campaign | undefined, attempt: number): string {
  return campaign
    ? campaignMemberCode(profile.first_name, campaign.school_acronym, attempt)
    : studentCode(profile.first_name, profile.last_name, attempt);
}

/**
 * Gives an ambassador their unique personal code and shop link: campaign members NAMEACRONYM, students
 * first name plus last initial (shared/src/code-sync/personal-code.ts), the next candidate when one is taken. The
 * profile, the code's claim item, the pending code sync record and the ambassador's leaderboard row
 * are written in one transaction; then the assignment is announced so the store gets the code without
 * the caller waiting on it. Idempotent: a profile that has a code keeps it. `audit` is the entry of an admin's
 * change that the code's transaction carries (an approval), given the code.
 */
export async function assignPersonalCode(
  userId: string,
  options: { campaignId?: string; audit?: (code: string) => AuditedChange } = {},
): Promise<string> {
  const profile = await getProfile(userId);
  if (!profile) throw new NotFound('Profile not found');
  if (profile.personal_code) return profile.personal_code;
  if (profile.role === 'admin') throw new Invalid('Admins have no personal code.');
  const campaignId = options.campaignId ?? profile.campaign_id;
  const campaign = campaignId ? await getCampaign(campaignId) : undefined;
  if (campaignId && !campaign) throw new NotFound('Campaign not found');

  for (let attempt = 1; attempt <= MAX_CANDIDATES; attempt++) {
    const code = normalizeCode(candidateCode(profile, campaign, attempt));
    const outcome = await claimCode(profile, campaign, code, undefined, options.audit);
    // The code is taken: the next candidate.
    if (outcome.status === 'taken') continue;
    // Another request gave this profile a code first: that one stands.
    if (outcome.status === 'has-code') return outcome.code;
    await announce(events.personalCodeAssigned, { user_id: userId, personal_code: code });
    return code;
  }
  throw new Invalid('No free personal code could be found for this name.');
}

export type ChosenCodeOutcome =
  | { status: 'assigned'; code: string; shop_link: string; discount_percent: number }
  | { status: 'not-ambassador' }
  | { status: 'has-code'; code: string }
  | { status: 'taken' };

/**
 * Gives an ambassador who has no code the one an admin chose (Codes & Orders' Create Code), through the
 * same transaction and announcement as a generated code; the discount is kept on the code's claim. Never
 * replaces a code: an ambassador who has one, or a code someone holds, is an outcome for the caller to word.
 * The code's transaction carries the admin's audit entry, `audit` given the code.
 */
export async function assignChosenCode(
  userId: string,
  chosen: { code: string; discountPercent: number },
  audit?: (code: string) => AuditedChange,
): Promise<ChosenCodeOutcome> {
  const profile = await getProfile(userId);
  if (!profile || profile.role === 'admin') return { status: 'not-ambassador' };
  if (profile.personal_code) return { status: 'has-code', code: profile.personal_code };
  const campaign = profile.campaign_id ? await getCampaign(profile.campaign_id) : undefined;
  const code = normalizeCode(chosen.code);
  const outcome = await claimCode(profile, campaign, code, chosen.discountPercent, audit);
  if (outcome.status !== 'assigned') return outcome;
  await announce(events.personalCodeAssigned, { user_id: userId, personal_code: code });
  return { status: 'assigned', code, shop_link: shopLinkFor(code), discount_percent: chosen.discountPercent };
}

type ClaimOutcome = { status: 'assigned' } | { status: 'taken' } | { status: 'has-code'; code: string };

/**
 * The one transaction that gives a profile a code: the profile's code, shop link and campaign (only if it
 * has no code), the code's claim (only if nobody holds it), the pending store sync record and the
 * ambassador's leaderboard row (and the audit entry of the admin's change that gives it, last).
 */
async function claimCode(
  profile: Profile,
  campaign: Campaign | undefined,
  code: string,
  discountPercent?: number,
  audit?: (code: string) => AuditedChange,
): Promise<ClaimOutcome> {
  const userId = profile.user_id;
  const ambassador = {
    user_id: userId,
    role: profile.role,
    campaign_id: campaign?.id ?? null,
    first_name: profile.first_name,
    last_name: profile.last_name,
    school: campaign?.school_name ?? profile.school,
  };
  try {
    await transact([
      ...personalCodeWrites(profile, ambassador, code),
      { Put: { Item: pendingCodeSyncItem(userId, code, nowIso(), discountPercent) } },
      ...memberJoinedUpdates(ambassador),
      ...(audit ? auditWrites(audit(code)) : []),
    ]);
    return { status: 'assigned' };
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    if (error.conditionFailedAt(0)) {
      const current = await getProfile(userId, { consistent: true });
      if (current?.personal_code) return { status: 'has-code', code: current.personal_code };
    }
    if (error.conditionFailedAt(1)) return { status: 'taken' };
    throw error;
  }
}

/** A new campaign member's code (fundraiser sign-up): the profile as it now stands. */
export async function assignCampaignMemberCode(profile: Profile, campaign: Campaign): Promise<Profile> {
  const code = await assignPersonalCode(profile.user_id, { campaignId: campaign.id });
  return { ...profile, campaign_id: campaign.id, personal_code: code, shop_link: shopLinkFor(code) };
}
