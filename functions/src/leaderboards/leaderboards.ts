import { rankByUnits } from '@app/shared/leaderboards';
import { NO_CONTRIBUTION, type Ambassador, type Contribution, type LeaderboardRow } from '@app/shared/leaderboards';
import { getItem, putItems, transact, TransactionCancelled, updateItem, type TransactItem } from '#lib/table';
import {
  ambassadorTotalsKeys,
  ambassadorTotalsUpdate,
  isAmbassadorRankingItem,
  newAmbassadorTotalsItem,
  toAmbassadorTotals,
  type AmbassadorTotals,
  type TotalsMove,
} from './ambassador-totals-data';
import { campaignTotalsKeys, campaignTotalsUpdates, toCampaignTotals } from './campaign-totals-data';
import { leaderboardKeys, leaderboardPartition } from './leaderboard-index';

export const DEFAULT_LEADERBOARD_SIZE = 100;

/** The writes that move an ambassador's (and their campaign's) totals by `delta`, for the order's transaction. */
export function totalsUpdates(ambassador: Ambassador, delta: Contribution, move?: TotalsMove): TransactItem[] {
  const updates = [ambassadorTotalsUpdate(ambassador, delta, move)];
  if (ambassador.campaign_id) updates.push(...campaignTotalsUpdates(ambassador.campaign_id, delta));
  return updates;
}

/** A fundraiser who counts among their campaign's members. */
const campaignOf = (ambassador: Pick<Ambassador, 'role' | 'campaign_id'>) =>
  ambassador.role === 'fundraising_ambassador' ? ambassador.campaign_id : null;

/**
 * The writes that list an ambassador with zero totals on their leaderboard, for the transaction that
 * gives them their code (so it runs once per ambassador); a fundraiser also counts among their
 * campaign's members. One Update of the campaign totals: a transaction may touch an item only once.
 */
export function memberJoinedUpdates(ambassador: Ambassador): TransactItem[] {
  const campaignId = campaignOf(ambassador);
  const updates = [ambassadorTotalsUpdate(ambassador, NO_CONTRIBUTION)];
  if (campaignId) updates.push(...campaignTotalsUpdates(campaignId, NO_CONTRIBUTION, 1));
  return updates;
}

/**
 * Bulk loading of a large programme's people (the bench): each ambassador's zero totals row, as
 * memberJoinedUpdates writes it, put in batches of 25, then each campaign's member count moved once. Only
 * for ambassadors who have no totals row yet; product paths use the code's transaction.
 */
export async function putMemberTotalsInBulk(ambassadors: readonly Ambassador[]): Promise<void> {
  await putItems(ambassadors.map((ambassador) => newAmbassadorTotalsItem(ambassador)));
  const members = new Map<string, number>();
  for (const ambassador of ambassadors) {
    const campaignId = campaignOf(ambassador);
    if (campaignId) members.set(campaignId, (members.get(campaignId) ?? 0) + 1);
  }
  for (const [campaignId, joined] of members) {
    for (const { Update } of campaignTotalsUpdates(campaignId, NO_CONTRIBUTION, joined)) await updateItem(Update!);
  }
}

/**
 * Takes a deleted ambassador off their leaderboard: a fundraiser's row is removed in one transaction
 * with their campaign's member count (conditional on the row, so a repeated deletion counts them out
 * once); other rows go with the rest of the user's partition. Their sales stay in the campaign's totals.
 */
export async function removeMemberTotals(userId: string): Promise<void> {
  const key = ambassadorTotalsKeys.primary(userId);
  const item = await getItem(key, { consistent: true });
  const campaignId = item ? campaignOf(toAmbassadorTotals(item)) : null;
  if (!campaignId) return;
  try {
    await transact([
      { Delete: { Key: key, ConditionExpression: 'attribute_exists(pk)' } },
      ...campaignTotalsUpdates(campaignId, NO_CONTRIBUTION, -1),
    ]);
  } catch (error) {
    // Another deletion took the row out first, and counted the member out with it.
    if (!(error instanceof TransactionCancelled && error.conditionFailedAt(0))) throw error;
  }
}

function ranked(rows: AmbassadorTotals[]): LeaderboardRow[] {
  return rankByUnits(rows).map((row) => ({
    rank: row.rank,
    member_user_id: row.user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    school: row.school,
    units_sold: row.units_sold,
    total_sales: row.total_sales,
    badges: row.badges.map((badge) => badge.shirts),
  }));
}

/** The top `limit` ambassadors of one leaderboard partition, most shirts first. */
async function leaderboardTotals(lbpk: string, limit: number): Promise<AmbassadorTotals[]> {
  const items = await leaderboardPartition(lbpk, limit);
  return items.filter(isAmbassadorRankingItem).slice(0, limit).map(toAmbassadorTotals);
}

/**
 * Student ambassadors who have sold, by shirts sold: one Query, whatever the number of orders. A student is
 * listed with 0 shirts from the moment they get a code, but the Home leaderboard lists sales (spec part 1,
 * section 2.10: 'No sales data available yet' until someone sells); the rows come most shirts first, so
 * leaving out those with none drops only the page's tail.
 */
export async function studentLeaderboard(limit = DEFAULT_LEADERBOARD_SIZE): Promise<LeaderboardRow[]> {
  const rows = await leaderboardTotals(leaderboardKeys.students(), limit);
  return ranked(rows.filter((row) => row.units_sold > 0));
}

/** A campaign's members by shirts sold, those yet to sell included ('No sales yet'): one Query, whatever the number of orders. */
export async function campaignLeaderboard(campaignId: string, limit = DEFAULT_LEADERBOARD_SIZE): Promise<LeaderboardRow[]> {
  return ranked(await leaderboardTotals(leaderboardKeys.campaign(campaignId), limit));
}

/**
 * A campaign's whole leaderboard partition in one Query: the campaign's own item (its header, for the
 * campaigns domain to read; undefined if none), its totals and its top members ranked by shirts sold.
 */
export async function campaignPartition(campaignId: string, limit: number) {
  const items = await leaderboardPartition(leaderboardKeys.campaign(campaignId), limit);
  const { pk, sk: totalsSk } = campaignTotalsKeys.primary(campaignId);
  const own = items.filter((item) => item.pk === pk);
  return {
    campaignItem: own.find((item) => item.sk !== totalsSk),
    totals: toCampaignTotals(
      campaignId,
      own.find((item) => item.sk === totalsSk),
    ),
    members: ranked(items.filter(isAmbassadorRankingItem).slice(0, limit).map(toAmbassadorTotals)),
  };
}
