import { normalizeCode } from '@app/shared/code-sync';
import { ambassadorSchema, type Ambassador } from '@app/shared/leaderboards';
import type { Profile } from '@app/shared/profiles';
import { batchGetAll, getItem, isConditionFailure, nowIso, putItem, updateItem, type TransactItem } from '#lib/table';
import { ambassadorActivatedCounts } from './ambassador-counts';
import { searchEntriesActivated } from './ambassador-search';
import { getPersonalCodes, getProfile, profileKeys } from './profile-data';
import { shopLinkFor } from './shop-link';

/**
 * Personal-code claim: pk CODE#<CODE>, sk CODE, user_id, owner_email, and who holds it as their orders are
 * attributed (`ambassador`: role, campaign, names and school). One item per code makes codes unique across
 * the programme (a conditional put in the same transaction as the profile that takes it) and turns an order's
 * discount code into its ambassador with one GetItem, their e-mail with it (never shown: the order consumer
 * tells a self-referral by it; an ambassador's e-mail does not change). Their role and campaign do not change
 * once they hold a code; their names follow their profile (`renameInClaim`).
 * A campaign's own code (issue 45) is claimed in the same namespace, the claim holding `campaign_id` and no
 * user: a member's code can never be a campaign's, nor the other way round.
 */
export const personalCodeKeys = {
  primary: (code: string) => ({ pk: `CODE#${normalizeCode(code)}`, sk: 'CODE' }),
};

/** An e-mail as orders' buyers are compared with it: trimmed and lower-cased. */
export const comparableEmail = (email: string) => email.trim().toLowerCase();

/** The claim item for a code held by `ambassador`; write it with `attribute_not_exists(pk)` so a taken code fails. */
export function personalCodeClaim(code: string, email: string, ambassador: Ambassador) {
  return {
    ...personalCodeKeys.primary(code),
    personal_code: normalizeCode(code),
    user_id: ambassador.user_id,
    owner_email: comparableEmail(email),
    ambassador,
  };
}

/** The claim of a campaign's own code, for the transaction that writes the campaign: it fails when the code is taken. */
export function campaignCodeClaimPut(code: string, campaignId: string): TransactItem {
  return {
    Put: {
      Item: { ...personalCodeKeys.primary(code), personal_code: normalizeCode(code), campaign_id: campaignId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Whether anyone or anything holds a code: a member, a campaign, or an erased member's account (a retired claim). */
export async function isCodeClaimed(code: string): Promise<boolean> {
  return (await getItem(personalCodeKeys.primary(code))) !== undefined;
}

/**
 * The writes that give a profile its code, for the transaction that assigns it: the profile's code,
 * shop link and campaign (only while it has no code: condition 0), the code's claim for `ambassador` (only
 * while nobody holds it: condition 1), the ambassador counted as active, and their search entries moved to
 * the active ones.
 */
export function personalCodeWrites(
  profile: Pick<Profile, 'user_id' | 'role' | 'created_at' | 'first_name' | 'last_name' | 'email'>,
  ambassador: Ambassador,
  code: string,
): TransactItem[] {
  const userId = profile.user_id;
  const campaignId = ambassador.campaign_id;
  return [
    {
      Update: {
        Key: profileKeys.primary(userId),
        UpdateExpression: 'SET personal_code = :code, shop_link = :link, campaign_id = :campaign',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(personal_code) OR personal_code = :none)',
        ExpressionAttributeValues: { ':code': code, ':link': shopLinkFor(code), ':campaign': campaignId, ':none': null },
      },
    },
    { Put: { Item: personalCodeClaim(code, profile.email, ambassador), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...ambassadorActivatedCounts(profile),
    ...searchEntriesActivated(profile),
  ];
}

/**
 * Who holds a code: their user id, their e-mail as compared, and who they are as their orders are attributed
 * (the e-mail and the ambassador are absent on a claim made before claims carried them).
 */
export interface CodeClaim {
  userId: string;
  ownerEmail?: string;
  ambassador?: Ambassador;
}

/** A campaign's own code: its sales are the campaign's, no member's. */
export interface CampaignCodeClaim {
  campaignId: string;
}

export const isCampaignCodeClaim = (claim: CodeClaim | CampaignCodeClaim): claim is CampaignCodeClaim => 'campaignId' in claim;

/** The claim on a code, case-insensitively: a member's or a campaign's; undefined when nobody holds it (or it is retired). */
export async function findCodeOwner(code: string): Promise<CodeClaim | CampaignCodeClaim | undefined> {
  const item = await getItem(personalCodeKeys.primary(code));
  if (typeof item?.campaign_id === 'string' && item.user_id === undefined) return { campaignId: item.campaign_id };
  if (typeof item?.user_id !== 'string') return undefined;
  const ambassador = ambassadorSchema.safeParse(item.ambassador);
  return {
    userId: item.user_id,
    ...(typeof item.owner_email === 'string' ? { ownerEmail: item.owner_email } : {}),
    ...(ambassador.success && ambassador.data.user_id === item.user_id ? { ambassador: ambassador.data } : {}),
  };
}

/** The member's claim on a code, case-insensitively, or undefined when no member holds it. */
export async function findCodeClaim(code: string): Promise<CodeClaim | undefined> {
  const owner = await findCodeOwner(code);
  return owner && !isCampaignCodeClaim(owner) ? owner : undefined;
}

/**
 * Keeps the names on a user's code claim in step with their profile, read as it now stands (so renames
 * handled out of order end on the latest): nothing for a user without a code, or a claim made before claims
 * carried who holds them.
 */
export async function renameInClaim(userId: string): Promise<void> {
  const profile = await getProfile(userId, { consistent: true });
  if (!profile?.personal_code) return;
  try {
    await updateItem({
      Key: personalCodeKeys.primary(profile.personal_code),
      UpdateExpression: 'SET ambassador.first_name = :first, ambassador.last_name = :last, ambassador.school = :school',
      ConditionExpression: 'user_id = :user AND attribute_exists(ambassador)',
      ExpressionAttributeValues: { ':user': userId, ':first': profile.first_name, ':last': profile.last_name, ':school': profile.school },
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Retires an erased member's code: its claim keeps no user id, e-mail or names, and the code stays taken, so
 * nobody else is credited with the sales it still brings, and an order that still names it is held
 * unattributed as a deleted account's code. Only while the claim is theirs, or gone (an erasure interrupted
 * after it deleted the claim); a retired claim, or someone else's, is left as it is.
 */
export async function retireCodeClaim(code: string, userId: string): Promise<void> {
  try {
    await putItem({
      Item: { ...personalCodeKeys.primary(code), personal_code: normalizeCode(code), retired_at: nowIso() },
      ConditionExpression: 'attribute_not_exists(pk) OR user_id = :user',
      ExpressionAttributeValues: { ':user': userId },
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Of `codes`, the retired ones (their holder's account was erased), as normalized codes (BatchGetItem, a projection). */
export async function retiredCodes(codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const keys = [...new Set(codes.map(normalizeCode))].map(personalCodeKeys.primary);
  const claims = await batchGetAll(keys, { projection: ['personal_code', 'retired_at'] });
  return new Set(claims.flatMap((claim) => (typeof claim.retired_at === 'string' ? [String(claim.personal_code)] : [])));
}

/** The ambassador who owns a code, case-insensitively. */
export async function findUserIdByCode(code: string): Promise<string | undefined> {
  return (await findCodeClaim(code))?.userId;
}

/**
 * The one-off backfill (`npm run migrate`) of claims made before claims carried who holds them: each of
 * `holders` (as their totals rows say who they are) whose code's claim lacks it is given it, on the condition
 * that they still hold the code and nothing gave it meanwhile. Answers how many were given it; a second run, none.
 */
export async function giveClaimsTheirHolder(holders: readonly Ambassador[]): Promise<number> {
  const codes = await getPersonalCodes(holders.map((holder) => holder.user_id));
  const claims = await batchGetAll([...codes.values()].map(personalCodeKeys.primary), { projection: ['pk', 'ambassador'] });
  const lacking = new Set(claims.flatMap((claim) => (claim.ambassador === undefined ? [String(claim.pk)] : [])));
  let given = 0;
  for (const holder of holders) {
    const code = codes.get(holder.user_id);
    if (!code || !lacking.has(personalCodeKeys.primary(code).pk)) continue;
    try {
      await updateItem({
        Key: personalCodeKeys.primary(code),
        UpdateExpression: 'SET ambassador = :holder',
        ConditionExpression: 'user_id = :user AND attribute_not_exists(ambassador)',
        ExpressionAttributeValues: { ':holder': holder, ':user': holder.user_id },
      });
      given++;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return given;
}
