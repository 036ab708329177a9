import { publicNameOf } from '@app/shared/leaderboards';
import { isSearchListed, type PublicCampaignPage } from '@app/shared/campaigns';
import { guardianHold } from '@app/shared/guardians';
import { newestShirtImage } from '../content';
import { campaignPartition, DEFAULT_LEADERBOARD_SIZE } from '../leaderboards';
import { getCodeHolders, shopLinkFor } from '../profiles';
import { getCampaignBySlug, toCampaign } from './campaign-data';

/**
 * Which campaign a slug names. A slug stays with its campaign, so a warm function remembers the answer
 * and the page is one Query; only found campaigns are remembered, and a campaign whose slug has changed
 * is looked up again.
 */
const campaignIdBySlug = new Map<string, string>();

/**
 * Adults' personal codes, by user id. A code never changes once given, and a member is on a leaderboard only
 * once they have one, so a warm function remembers the code of each member with no guardian it has read. A
 * member with a guardian is read at every view: their guardian may acknowledge or withdraw at any time.
 */
const adultCodes = new Map<string, string>();

/** The codes of the members the public page may list: those with no guardian hold (issue 44), by user id. */
async function listableCodes(userIds: string[], now: Date): Promise<Map<string, string>> {
  const codes = new Map<string, string>();
  const unknown: string[] = [];
  for (const userId of userIds) {
    const code = adultCodes.get(userId);
    if (code) codes.set(userId, code);
    else unknown.push(userId);
  }
  if (unknown.length === 0) return codes;
  for (const [userId, holder] of await getCodeHolders(unknown)) {
    if (holder.guardian === null) adultCodes.set(userId, holder.personal_code);
    if (guardianHold(holder, now) === null) codes.set(userId, holder.personal_code);
  }
  return codes;
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
 * leaderboard, each member with their code and shop link so a visitor can buy through them. A member under
 * a guardian hold is left out (their code is not in the store; a minor whose guardian has not agreed is no
 * stranger's to see) and the others ranked without them; the campaign's totals still count their sales. The
 * partition's Query and the picture's lookup run together; adults' codes are read once per warm function.
 */
export async function publicCampaignPage(slug: string, limit = DEFAULT_LEADERBOARD_SIZE): Promise<PublicCampaignPage | undefined> {
  const [partition, shirtImage] = await Promise.all([campaignPartitionBySlug(slug, limit), newestShirtImage()]);
  // Only active campaigns have a public page (spec part 1, section 4).
  if (!partition?.campaign || partition.campaign.status !== 'active') return undefined;
  const { campaign, totals, members } = partition;
  const codes = await listableCodes(
    members.map((row) => row.member_user_id),
    new Date(),
  );
  return {
    campaign: {
      id: campaign.id,
      campaign_name: campaign.campaign_name,
      campaign_slug: campaign.campaign_slug,
      school_name: campaign.school_name,
      description: campaign.description,
      target_amount: campaign.target_amount,
      start_date: campaign.start_date,
      end_date: campaign.end_date,
      campaign_code: campaign.campaign_code ?? null,
      status: campaign.status,
      search_listed: isSearchListed(campaign),
    },
    stats: {
      total_units_sold: totals.total_units_sold,
      total_donated_to_org: totals.total_donated_to_org,
      total_donated_to_environment: totals.total_donated_to_environment,
    },
    shirt_image: shirtImage ?? null,
    leaderboard: members
      .flatMap((row) => {
        const code = codes.get(row.member_user_id);
        if (!code) return [];
        const name = { user_id: row.member_user_id, first_name: row.first_name, last_name: row.last_name };
        return [
          {
            student_name: publicNameOf(name, campaign.public_naming),
            units_sold: row.units_sold,
            badges: row.badges,
            personal_code: code,
            shop_link: shopLinkFor(code),
          },
        ];
      })
      .map((row, index) => ({ rank: index + 1, ...row })),
  };
}
