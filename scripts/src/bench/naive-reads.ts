import { paymentSettings } from '@app/functions/settings';
import { CLIMATE_DONATION_PER_SHIRT, ORGANIZATION_DONATION_PER_SHIRT } from '@app/shared/platform';
import type { Profile } from '@app/shared/profiles';
import { publicNameOf, type LeaderboardRow as ProductRow } from '@app/shared/leaderboards';
import type { PublicCampaignPage } from '@app/shared/campaigns';
import { getCampaignBySlug } from '@app/functions/campaigns/seeding';
import { DEFAULT_LEADERBOARD_SIZE } from '@app/functions/leaderboards';
import { listProfilesByRole } from '@app/functions/profiles';
import { pool } from './measure';
import { allOrdersOf, sumOf, type OrderSum } from './stored-orders';

/**
 * The naive way, as the earlier product computed every ranking: read the orders and sum them at each
 * request. With no pre-aggregated totals, the table's cheapest path to "a campaign's orders" or "the
 * students' orders" is the members' profiles (role index), then each member's order list (gsi1), read
 * in parallel: far fewer items than the every-order list (gsi2), which a student leaderboard would
 * otherwise need.
 */

/** A leaderboard row as orders alone tell it: badges, kept through refunds, are not in them. */
type LeaderboardRow = Omit<ProductRow, 'badges'>;

export interface NaiveAnswer<T> {
  answer: T;
  ordersRead: number;
}

// Members' order lists read at once.
const READERS = 16;

async function rankedByOrders(members: Profile[]): Promise<{ rows: LeaderboardRow[]; totalUnits: number; ordersRead: number }> {
  const sums = new Map<string, OrderSum>();
  let ordersRead = 0;
  const rules = await paymentSettings();
  await pool(members, READERS, async (member) => {
    const orders = await allOrdersOf(member.user_id);
    ordersRead += orders.length;
    sums.set(member.user_id, sumOf(orders, rules));
  });
  const ranked = members
    .map((member) => ({ member, sum: sums.get(member.user_id)! }))
    .sort((a, b) => b.sum.units - a.sum.units)
    .slice(0, DEFAULT_LEADERBOARD_SIZE);
  const rows = ranked.map(({ member, sum }, index) => ({
    rank: index + 1,
    member_user_id: member.user_id,
    first_name: member.first_name,
    last_name: member.last_name,
    school: member.school,
    units_sold: sum.units,
    total_sales: sum.sales_cents / 100,
  }));
  const totalUnits = [...sums.values()].reduce((units, sum) => units + sum.units, 0);
  return { rows, totalUnits, ordersRead };
}

async function campaignMembers(campaignId: string): Promise<Profile[]> {
  return (await listProfilesByRole('fundraising_ambassador')).filter((profile) => profile.campaign_id === campaignId);
}

/** A campaign's leaderboard, summed from its members' orders. */
export async function naiveCampaignLeaderboard(campaignId: string): Promise<NaiveAnswer<LeaderboardRow[]>> {
  const { rows, ordersRead } = await rankedByOrders(await campaignMembers(campaignId));
  return { answer: rows, ordersRead };
}

/** The student leaderboard, summed from every student's orders. */
export async function naiveStudentLeaderboard(): Promise<NaiveAnswer<LeaderboardRow[]>> {
  const { rows, ordersRead } = await rankedByOrders(await listProfilesByRole('student'));
  // Students appear once they sell (the rows without a sale rank last, so the ranks above stay).
  return { answer: rows.filter((row) => row.units_sold > 0), ordersRead };
}

/** What the naive page compares: the stats and the ranking (members' codes and links are not summed from orders). */
type NaivePage = Pick<PublicCampaignPage, 'stats'> & {
  leaderboard: Array<Omit<PublicCampaignPage['leaderboard'][number], 'personal_code' | 'shop_link' | 'badges'>>;
};

/** The public campaign page's stats and leaderboard, summed from the campaign members' orders. */
export async function naiveCampaignPage(slug: string): Promise<NaiveAnswer<NaivePage | undefined>> {
  const campaign = await getCampaignBySlug(slug);
  if (!campaign) return { answer: undefined, ordersRead: 0 };
  const { rows, totalUnits, ordersRead } = await rankedByOrders(await campaignMembers(campaign.id));
  return {
    answer: {
      stats: {
        total_units_sold: totalUnits,
        total_donated_to_org: totalUnits * ORGANIZATION_DONATION_PER_SHIRT,
        total_donated_to_environment: totalUnits * CLIMATE_DONATION_PER_SHIRT,
      },
      leaderboard: rows.map((row) => ({
        rank: row.rank,
        student_name: publicNameOf(
          { user_id: row.member_user_id, first_name: row.first_name, last_name: row.last_name },
          campaign.public_naming,
        ),
        units_sold: row.units_sold,
      })),
    },
    ordersRead,
  };
}
