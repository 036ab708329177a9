import { campaignSchema, type Campaign, type CampaignStatus } from '@app/shared/campaign';
import type { StartHereStep } from '@app/shared/start-here';
import { getItem, parseItem, putItem, queryAll, queryPage, updateItem, type Item } from '#lib/table';
import { CAMPAIGN_HEADER_RANK, leaderboardKeys } from '../leaderboards';

/**
 * Campaign entity. Keys:
 * - pk CAMPAIGN#<id>, sk CAMPAIGN
 * - gsi1pk SLUG#<slug>, gsi1sk CAMPAIGN: the public page and passcode checks find a campaign by slug
 * - gsi2pk CAMPAIGNS#<status>, gsi2sk <school_name>#<id>: campaigns of a status, by school name
 * - lbpk LB#CAMPAIGN#<id>, lbunits above any member: heads its leaderboard partition
 */
export const campaignKeys = {
  primary: (campaignId: string) => ({ pk: `CAMPAIGN#${campaignId}`, sk: 'CAMPAIGN' }),
  bySlug: (slug: string) => ({ gsi1pk: `SLUG#${slug}`, gsi1sk: 'CAMPAIGN' }),
  byStatus: (status: CampaignStatus, schoolName = '', campaignId = '') => ({
    gsi2pk: `CAMPAIGNS#${status}`,
    gsi2sk: `${schoolName.toLowerCase()}#${campaignId}`,
  }),
};

function campaignItem(campaign: Campaign): Item {
  return {
    ...campaignKeys.primary(campaign.id),
    ...campaignKeys.bySlug(campaign.campaign_slug),
    ...campaignKeys.byStatus(campaign.status, campaign.school_name, campaign.id),
    // Heads its own leaderboard partition, so the public page is one Query (leaderboards/leaderboard-index.ts).
    lbpk: leaderboardKeys.campaign(campaign.id),
    lbunits: CAMPAIGN_HEADER_RANK.campaign,
    ...campaign,
  };
}

/** A campaign from its stored item. */
export const toCampaign = (item: Item): Campaign => parseItem(campaignSchema, item);

/** Writes a new campaign; fails if the id exists. */
export async function putNewCampaign(campaign: Campaign): Promise<void> {
  await putItem({ Item: campaignItem(campaign), ConditionExpression: 'attribute_not_exists(pk)' });
}

/** One campaign by id. */
export async function getCampaign(campaignId: string): Promise<Campaign | undefined> {
  const item = await getItem(campaignKeys.primary(campaignId));
  return item ? toCampaign(item) : undefined;
}

/** One campaign by its slug. */
export async function getCampaignBySlug(slug: string): Promise<Campaign | undefined> {
  const { gsi1pk, gsi1sk } = campaignKeys.bySlug(slug);
  const { items } = await queryPage({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
    ExpressionAttributeValues: { ':pk': gsi1pk, ':sk': gsi1sk },
    Limit: 1,
  });
  return items[0] ? toCampaign(items[0]) : undefined;
}

/** Campaigns of one status, ordered by school name. */
export async function listCampaignsByStatus(status: CampaignStatus): Promise<Campaign[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': campaignKeys.byStatus(status).gsi2pk },
  });
  return items.map(toCampaign);
}

/** Moves a campaign to another status (its status index key moves with it). */
export async function setCampaignStatus(campaign: Campaign, status: CampaignStatus): Promise<void> {
  const { gsi2pk, gsi2sk } = campaignKeys.byStatus(status, campaign.school_name, campaign.id);
  await updateItem({
    Key: campaignKeys.primary(campaign.id),
    UpdateExpression: 'SET #status = :status, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':status': status, ':gsi2pk': gsi2pk, ':gsi2sk': gsi2sk },
  });
}

/** Saves a campaign's own Start Here steps; null returns it to the global configuration. */
export async function setCampaignStartHereConfig(campaignId: string, steps: readonly StartHereStep[] | null): Promise<void> {
  await updateItem({
    Key: campaignKeys.primary(campaignId),
    UpdateExpression: 'SET start_here_config = :steps',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':steps': steps },
  });
}
