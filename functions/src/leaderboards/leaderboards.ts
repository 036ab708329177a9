import { fullName, rankByUnits } from '@app/shared/leaderboard';
import { NO_CONTRIBUTION, type Ambassador, type Contribution, type LeaderboardRow, type PublicCampaignPage } from '@app/shared/sales';
import { getItem, transact, TransactionCancelled, type TransactItem } from '#lib/table';
import { getCampaignBySlug, toCampaign } from '../campaigns';
import { newestShirtImage } from '../content';
import { getPersonalCodes, shopLinkFor } from '../profiles';
import {
  ambassadorTotalsKeys,
  ambassadorTotalsUpdate,
  isAmbassadorTotalsItem,
  toAmbassadorTotals,
  type AmbassadorTotals,
} from './ambassador-totals-data';
import { campaignTotalsKeys, campaignTotalsUpdate, toCampaignTotals } from './campaign-totals-data';
import { leaderboardKeys, leaderboardPartition } from './leaderboard-index';

export const DEFAULT_LEADERBOARD_SIZE = 100;

/**
 * The writes that move an ambassador's (and their campaign's) totals by `delta`, for the order's
 * transaction; with `unitsBefore`, only while the ambassador's shirts sold are still that many.
 */
export function totalsUpdates(ambassador: Ambassador, delta: Contribution, unitsBefore?: number): TransactItem[] {
  const updates = [ambassadorTotalsUpdate(ambassador, delta, unitsBefore)];
  if (ambassador.campaign_id) updates.push(campaignTotalsUpdate(ambassador.campaign_id, delta));
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
  if (campaignId) updates.push(campaignTotalsUpdate(campaignId, NO_CONTRIBUTION, 1));
  return updates;
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
      campaignTotalsUpdate(campaignId, NO_CONTRIBUTION, -1),
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
  }));
}

/** The top `limit` ambassadors of one leaderboard partition, most shirts first. */
async function leaderboardTotals(lbpk: string, limit: number): Promise<AmbassadorTotals[]> {
  const items = await leaderboardPartition(lbpk, limit);
  return items.filter(isAmbassadorTotalsItem).slice(0, limit).map(toAmbassadorTotals);
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

/** A campaign's whole leaderboard partition in one Query: its campaign item (if any), its totals and its top members. */
async function campaignPartition(campaignId: string, limit: number) {
  const items = await leaderboardPartition(leaderboardKeys.campaign(campaignId), limit);
  const { pk, sk: totalsSk } = campaignTotalsKeys.primary(campaignId);
  const own = items.filter((item) => item.pk === pk);
  const campaignItem = own.find((item) => item.sk !== totalsSk);
  return {
    campaign: campaignItem ? toCampaign(campaignItem) : undefined,
    totals: toCampaignTotals(
      campaignId,
      own.find((item) => item.sk === totalsSk),
    ),
    rows: items.filter(isAmbassadorTotalsItem).slice(0, limit).map(toAmbassadorTotals),
  };
}

/**
 * Which campaign a slug names. A slug stays with its campaign, so a warm function remembers the answer
 * and the page is one Query; only found campaigns are remembered, and a campaign whose slug has changed
 * is looked up again.
 */
const campaignIdBySlug = new Map<string, string>();

/**
 * Members' personal codes, by user id. A code never changes once given, and a member is on a leaderboard
 * only once they have one, so a warm function remembers each code it has read.
 */
const codeByUserId = new Map<string, string>();

async function personalCodesOf(userIds: string[]): Promise<Map<string, string>> {
  const unknown = userIds.filter((userId) => !codeByUserId.has(userId));
  if (unknown.length > 0) for (const [userId, code] of await getPersonalCodes(unknown)) codeByUserId.set(userId, code);
  return codeByUserId;
}

/** Which campaign a slug names, and its whole leaderboard partition; undefined when no campaign has the slug. */
async function campaignPartitionBySlug(slug: string, limit: number) {
  const knownId = campaignIdBySlug.get(slug);
  const partition = knownId ? await campaignPartition(knownId, limit) : undefined;
  if (partition?.campaign?.campaign_slug === slug) return partition;
  const found = await getCampaignBySlug(slug);
  if (!found) return undefined;
  campaignIdBySlug.set(slug, found.id);
  return campaignPartition(found.id, limit);
}

/**
 * The public campaign page: the campaign by its slug, with its totals, the shirt's picture and its
 * leaderboard, each member with their code and shop link so a visitor can buy through them. The
 * partition's Query and the picture's lookup run together; members' codes are read once per warm function.
 */
export async function publicCampaignPage(slug: string, limit = DEFAULT_LEADERBOARD_SIZE): Promise<PublicCampaignPage | undefined> {
  const [partition, shirtImage] = await Promise.all([campaignPartitionBySlug(slug, limit), newestShirtImage()]);
  // Only active campaigns have a public page (spec part 1, section 4).
  if (!partition?.campaign || partition.campaign.status !== 'active') return undefined;
  const { campaign, totals, rows } = partition;
  const codes = await personalCodesOf(rows.map((row) => row.user_id));
  return {
    campaign: {
      id: campaign.id,
      campaign_name: campaign.campaign_name,
      campaign_slug: campaign.campaign_slug,
      school_name: campaign.school_name,
      description: campaign.description,
      target_amount: campaign.target_amount,
      end_date: campaign.end_date,
      status: campaign.status,
    },
    stats: {
      total_units_sold: totals.total_units_sold,
      total_donated_to_org: totals.total_donated_to_org,
      total_donated_to_environment: totals.total_donated_to_environment,
    },
    shirt_image: shirtImage ?? null,
    leaderboard: ranked(rows).map((row) => {
      const code = codes.get(row.member_user_id) ?? null;
      return {
        rank: row.rank,
        student_name: fullName(row.first_name, row.last_name),
        units_sold: row.units_sold,
        total_sales: row.total_sales,
        personal_code: code,
        shop_link: code ? shopLinkFor(code) : null,
      };
    }),
  };
}
