import { normalizeCode } from '@app/shared/personal-code';
import { getItem } from '#lib/table';

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

/** The ambassador who owns a code, case-insensitively. */
export async function findUserIdByCode(code: string): Promise<string | undefined> {
  const item = await getItem(personalCodeKeys.primary(code));
  return typeof item?.user_id === 'string' ? item.user_id : undefined;
}
