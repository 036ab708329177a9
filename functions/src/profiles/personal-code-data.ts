import { normalizeCode } from '@app/shared/code-sync';
import type { Profile } from '@app/shared/profiles';
import { getItem, type TransactItem } from '#lib/table';
import { ambassadorActivatedCounts } from './ambassador-counts';
import { searchEntriesActivated } from './ambassador-search';
import { profileKeys } from './profile-data';
import { shopLinkFor } from './shop-link';

/**
 * Personal-code claim: pk CODE#<CODE>, sk CODE, user_id, owner_email. One item per code makes codes unique
 * across the programme (a conditional put in the same transaction as the profile that takes it) and turns
 * an order's discount code into its ambassador with one GetItem, their e-mail with it (never shown: the order
 * consumer tells a self-referral by it; an ambassador's e-mail does not change).
 */
export const personalCodeKeys = {
  primary: (code: string) => ({ pk: `CODE#${normalizeCode(code)}`, sk: 'CODE' }),
};

/** An e-mail as orders' buyers are compared with it: trimmed and lower-cased. */
export const comparableEmail = (email: string) => email.trim().toLowerCase();

/** The claim item for a code; write it with `attribute_not_exists(pk)` so a taken code fails. */
export function personalCodeClaim(code: string, owner: Pick<Profile, 'user_id' | 'email'>) {
  return {
    ...personalCodeKeys.primary(code),
    personal_code: normalizeCode(code),
    user_id: owner.user_id,
    owner_email: comparableEmail(owner.email),
  };
}

/**
 * The writes that give a profile its code, for the transaction that assigns it: the profile's code,
 * shop link and campaign (only while it has no code: condition 0), the code's claim (only while nobody
 * holds it: condition 1), the ambassador counted as active, and their search entries moved to the active ones.
 */
export function personalCodeWrites(
  profile: Pick<Profile, 'user_id' | 'role' | 'created_at' | 'first_name' | 'last_name' | 'email'>,
  code: string,
  campaignId: string | null,
): TransactItem[] {
  const userId = profile.user_id;
  return [
    {
      Update: {
        Key: profileKeys.primary(userId),
        UpdateExpression: 'SET personal_code = :code, shop_link = :link, campaign_id = :campaign',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(personal_code) OR personal_code = :none)',
        ExpressionAttributeValues: { ':code': code, ':link': shopLinkFor(code), ':campaign': campaignId, ':none': null },
      },
    },
    { Put: { Item: personalCodeClaim(code, profile), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...ambassadorActivatedCounts(profile),
    ...searchEntriesActivated(profile),
  ];
}

/** Who holds a code: their user id, and their e-mail as compared (absent on a claim made before claims carried it). */
export interface CodeClaim {
  userId: string;
  ownerEmail?: string;
}

/** The claim on a code, case-insensitively, or undefined when nobody holds it. */
export async function findCodeClaim(code: string): Promise<CodeClaim | undefined> {
  const item = await getItem(personalCodeKeys.primary(code));
  if (typeof item?.user_id !== 'string') return undefined;
  return { userId: item.user_id, ...(typeof item.owner_email === 'string' ? { ownerEmail: item.owner_email } : {}) };
}

/** The ambassador who owns a code, case-insensitively. */
export async function findUserIdByCode(code: string): Promise<string | undefined> {
  return (await findCodeClaim(code))?.userId;
}
