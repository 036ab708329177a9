import { profileSchema } from '@app/shared/profiles';
import { deleteItems, getItem, parseItem, queryAll, transact, TransactionCancelled, type Key } from '#lib/table';
import { ambassadorErasedCounts } from './ambassador-counts';
import { searchEntriesDelete } from './ambassador-search';
import { retireCodeClaim } from './personal-code-data';
import { profileKeys } from './profile-data';

/**
 * Erases a user's rows from the table: their whole partition (pk USER#<id>: the profile and what other
 * domains keep per user, such as objectives, submissions, messages, totals with the leaderboard entry,
 * the code sync record and Start Here completions), and the claim of their personal code is retired (it
 * names nobody, and stays taken). Orders stay: they are the store's record of sales that happened. A
 * fundraiser's totals row is the caller's to remove first, with their campaign's member count
 * (leaderboards' removeMemberTotals).
 * The profile goes last, on its own: while it exists, a deletion interrupted anywhere before can be run
 * again and finds the user.
 */
export async function eraseUserRows(userId: string, personalCode: string | null): Promise<number> {
  const profile = profileKeys.primary(userId);
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': profile.pk },
    ProjectionExpression: 'pk, sk',
    ConsistentRead: true,
  });
  const keys: Key[] = items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })).filter((key) => key.sk !== profile.sk);
  await deleteItems(keys);
  if (personalCode) await retireCodeClaim(personalCode, userId);
  await deleteProfile(userId);
  return keys.length + (personalCode ? 2 : 1);
}

/** Deletes the profile with the ambassador counts it was counted in and its search entries, once (a repeated deletion finds it gone). */
async function deleteProfile(userId: string): Promise<void> {
  const key = profileKeys.primary(userId);
  const item = await getItem(key, { consistent: true });
  if (!item) return;
  const profile = parseItem(profileSchema, item);
  try {
    await transact([
      { Delete: { Key: key, ConditionExpression: 'attribute_exists(pk)' } },
      ...ambassadorErasedCounts(profile),
      ...searchEntriesDelete(profile),
    ]);
  } catch (error) {
    // Another deletion took the profile out first, and counted it out with it.
    if (!(error instanceof TransactionCancelled && error.conditionFailedAt(0))) throw error;
  }
}
