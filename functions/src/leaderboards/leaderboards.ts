import type { LeaderboardRow, PublicCampaignPage } from '@app/shared/sales';
import { getCampaignBySlug, toCampaign } from '../campaigns/campaign-data';
import { campaignPartition, leaderboardRows, totalsKeys, type AmbassadorTotals } from './totals-data';

export { campaignTotals } from './totals-data';

export const DEFAULT_LEADERBOARD_SIZE = 100;

function ranked(rows: AmbassadorTotals[]): LeaderboardRow[] {
  return rows.map((row, index) => ({
    rank: index + 1,
    member_user_id: row.user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    school: row.school,
    units_sold: row.units_sold,
    total_sales: row.total_sales,
  }));
}

/** Student ambassadors by shirts sold: one Query, whatever the number of orders. */
export async function studentLeaderboard(limit = DEFAULT_LEADERBOARD_SIZE): Promise<LeaderboardRow[]> {
  return ranked(await leaderboardRows(totalsKeys.studentLeaderboard(), limit));
}

/** A campaign's members by shirts sold: one Query, whatever the number of orders. */
export async function campaignLeaderboard(campaignId: string, limit = DEFAULT_LEADERBOARD_SIZE): Promise<LeaderboardRow[]> {
  return ranked(await leaderboardRows(totalsKeys.campaignLeaderboard(campaignId), limit));
}

/**
 * Which campaign a slug names. A slug stays with its campaign, so a warm function remembers the answer
 * and the page is one Query; only found campaigns are remembered, and a campaign whose slug has changed
 * is looked up again.
 */
const campaignIdBySlug = new Map<string, string>();

/** The public campaign page: the campaign by its slug, with its totals and its leaderboard. */
export async function publicCampaignPage(slug: string, limit = DEFAULT_LEADERBOARD_SIZE): Promise<PublicCampaignPage | undefined> {
  const knownId = campaignIdBySlug.get(slug);
  let partition = knownId ? await campaignPartition(knownId, limit) : undefined;
  let campaign = partition?.campaignItem && toCampaign(partition.campaignItem);
  if (!partition || campaign?.campaign_slug !== slug) {
    campaign = await getCampaignBySlug(slug);
    if (!campaign) return undefined;
    campaignIdBySlug.set(slug, campaign.id);
    partition = await campaignPartition(campaign.id, limit);
  }
  // Only active campaigns have a public page (spec part 1, section 4).
  if (campaign.status !== 'active') return undefined;
  const { totals, rows } = partition;
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
    leaderboard: ranked(rows).map((row) => ({
      rank: row.rank,
      student_name: `${row.first_name} ${row.last_name}`.trim(),
      units_sold: row.units_sold,
      total_sales: row.total_sales,
    })),
  };
}
