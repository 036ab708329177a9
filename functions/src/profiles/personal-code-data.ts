import { normalizeCode } from '@app/shared/code-sync';
import type { Profile } from '@app/shared/profiles';
import { getItem, type TransactItem } from '#lib/table';
import { ambassadorActivatedCounts } from './ambassador-counts';
import { searchEntriesActivated } from './ambassador-search';
import { profileKeys } from './profile-data';
import { shopLinkFor } from './shop-link';

/**
 * Personal-code claim: pk CODE#<CODE>, sk CODE, user_id. One item per code makes codes unique across
 * the programme (a conditional put in the same transaction as the profile that takes it) and turns
 * an order's discount code into its ambassador with one GetItem.
 */
export const personalCodeKeys = {
  primary: (code: string) => ({ pk: `CODE#${normalizeCode(code)}`, sk: 'CODE' }),
};

/** The claim item for a code; write it with `attribute_not_exists(pk)` so a taken code fails. */
export function personalCodeClaim(code: string, userId: string) {
  return { ...personalCodeKeys.primary(code), personal_code: normalizeCode(code), user_id: userId };
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
    { Put: { Item: personalCodeClaim(code, userId), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...ambassadorActivatedCounts(profile),
    ...searchEntriesActivated(profile),
  ];
}

/** The ambassador who owns a code, case-insensitively. */
export async function findUserIdByCode(code: string): Promise<string | undefined> {
  const item = await getItem(personalCodeKeys.primary(code));
  return typeof item?.user_id === 'string' ? item.user_id : undefined;
}
