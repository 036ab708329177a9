import { publicNameOf } from '@app/shared/leaderboards';
import { isSearchListed, type PublicCampaignPage } from '@app/shared/campaigns';
import { newestShirtImage } from '../content';
import { campaignPartition, DEFAULT_LEADERBOARD_SIZE } from '../leaderboards';
import { getPersonalCodes, shopLinkFor } from '../profiles';
import { getCampaignBySlug, toCampaign } from './campaign-data';

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

/**
 * A campaign's leaderboard partition (leaderboards' one Query), its head item read as the campaign: the
 * campaign item heads its own partition (campaign-data.ts).
 */
async function campaignWithBoard(campaignId: string, limit: number) {
  const { campaignItem, ...board } = await campaignPartition(campaignId, limit);
  return { campaign: campaignItem ? toCampaign(campaignItem) : undefined, ...board };
}

/** Which campaign a slug names, and its whole leaderboard partition; undefined when no campaign has the slug. */
async function campaignPartitionBySlug(slug: string, limit: number) {
  const knownId = campaignIdBySlug.get(slug);
  const partition = knownId ? await campaignWithBoard(knownId, limit) : undefined;
  if (partition?.campaign?.campaign_slug === slug) return partition;
  const found = await getCampaignBySlug(slug);
  if (!found) return undefined;
  campaignIdBySlug.set(slug, found.id);
  return campaignWithBoard(found.id, limit);
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
  const { campaign, totals, members } = partition;
  const codes = await personalCodesOf(members.map((row) => row.member_user_id));
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
      search_listed: isSearchListed(campaign),
    },
    stats: {
      total_units_sold: totals.total_units_sold,
      total_donated_to_org: totals.total_donated_to_org,
      total_donated_to_environment: totals.total_donated_to_environment,
    },
    shirt_image: shirtImage ?? null,
    leaderboard: members.map((row) => {
      const code = codes.get(row.member_user_id) ?? null;
      return {
        rank: row.rank,
        student_name: publicNameOf(
          { user_id: row.member_user_id, first_name: row.first_name, last_name: row.last_name },
          campaign.public_naming,
        ),
        units_sold: row.units_sold,
        badges: row.badges,
        personal_code: code,
        shop_link: code ? shopLinkFor(code) : null,
      };
    }),
  };
}
