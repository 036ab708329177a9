import { deleteItems, queryAll, type Key } from '#lib/table';
import { personalCodeKeys } from './personal-code-data';
import { profileKeys } from './profile-data';

/**
 * Erases a user's rows from the table: their whole partition (pk USER#<id>: the profile and what other
 * domains keep per user, such as objectives, submissions, messages, totals with the leaderboard entry,
 * the code sync record and Start Here completions) and the claim of their personal code, which becomes
 * free again. Orders stay: they are the store's record of sales that happened. A fundraiser's totals row
 * is the caller's to remove first, with their campaign's member count (leaderboards' removeMemberTotals).
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
  const keys: Key[] = [
    ...items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })).filter((key) => key.sk !== profile.sk),
    ...(personalCode ? [personalCodeKeys.primary(personalCode)] : []),
  ];
  await deleteItems(keys);
  await deleteItems([profile]);
  return keys.length + 1;
}
