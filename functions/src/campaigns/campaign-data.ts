import { CAMPAIGN_STATUSES, campaignSchema, type Campaign, type CampaignStatus } from '@app/shared/campaigns';
import type { StartHereStep } from '@app/shared/start-here';
import {
  batchGetAll,
  getItem,
  isConditionFailure,
  parseItem,
  queryAll,
  queryPage,
  transact,
  updateItem,
  type Item,
  type TransactItem,
} from '#lib/table';
import { CAMPAIGN_HEADER_RANK, leaderboardKeys } from '../leaderboards';

/**
 * Campaign entity. Keys:
 * - pk CAMPAIGN#<id>, sk CAMPAIGN
 * - gsi1pk SLUG#<slug>, gsi1sk CAMPAIGN: the public page and passcode checks find a campaign by slug
 * - gsi2pk CAMPAIGNS#<status>, gsi2sk <school_name>#<id>: campaigns of a status, by school name
 * - lbpk LB#CAMPAIGN#<id>, lbunits above any member: heads its leaderboard partition
 * Its slug claim, pk CAMPAIGNSLUG#<slug>, sk CLAIM, is written with it (`attribute_not_exists`), so no
 * two campaigns share a slug (gsi1 alone cannot refuse a duplicate).
 */
export const campaignKeys = {
  primary: (campaignId: string) => ({ pk: `CAMPAIGN#${campaignId}`, sk: 'CAMPAIGN' }),
  bySlug: (slug: string) => ({ gsi1pk: `SLUG#${slug}`, gsi1sk: 'CAMPAIGN' }),
  byStatus: (status: CampaignStatus, schoolName = '', campaignId = '') => ({
    gsi2pk: `CAMPAIGNS#${status}`,
    gsi2sk: `${schoolName.toLowerCase()}#${campaignId}`,
  }),
  slugClaim: (slug: string) => ({ pk: `CAMPAIGNSLUG#${slug}`, sk: 'CLAIM' }),
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

/** The names of several campaigns at once (BatchGetItem, 100 keys a request), by campaign id; missing ones are left out. */
export async function getCampaignNames(campaignIds: readonly string[]): Promise<Map<string, string>> {
  const items = await batchGetAll([...new Set(campaignIds)].map(campaignKeys.primary), { projection: ['id', 'campaign_name'] });
  return new Map(items.map((item) => [String(item.id), String(item.campaign_name)]));
}

/** A campaign from its stored item. */
export const toCampaign = (item: Item): Campaign => parseItem(campaignSchema, item);

/** A new campaign and its slug claim; the first fails when the id exists, the second when the slug is taken. */
export function newCampaignWrites(campaign: Campaign): [TransactItem, TransactItem] {
  return [
    { Put: { Item: campaignItem(campaign), ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Put: {
        Item: { ...campaignKeys.slugClaim(campaign.campaign_slug), campaign_id: campaign.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

/** Writes a new campaign, claiming its slug; fails if the id exists or another campaign has the slug. */
export async function putNewCampaign(campaign: Campaign): Promise<void> {
  await transact(newCampaignWrites(campaign));
}

/** One campaign by id. */
export async function getCampaign(campaignId: string): Promise<Campaign | undefined> {
  const item = await getItem(campaignKeys.primary(campaignId));
  return item ? toCampaign(item) : undefined;
}

/** One campaign by id, as just written (consistent read). */
export async function getCampaignAsWritten(campaignId: string): Promise<Campaign | undefined> {
  const item = await getItem(campaignKeys.primary(campaignId), { consistent: true });
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

/** Every campaign, newest first: one Query per status (four), merged. */
export async function listAllCampaigns(): Promise<Campaign[]> {
  const byStatus = await Promise.all(CAMPAIGN_STATUSES.map(listCampaignsByStatus));
  return byStatus.flat().sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
}

/**
 * Saves a campaign's dates and status (its status index key moves with it); undefined when there is no
 * such campaign. `end_date` null clears it.
 */
export async function saveCampaignSchedule(
  campaign: Campaign,
  schedule: Pick<Campaign, 'start_date' | 'end_date' | 'status'>,
): Promise<Campaign | undefined> {
  const { gsi2pk, gsi2sk } = campaignKeys.byStatus(schedule.status, campaign.school_name, campaign.id);
  try {
    const item = await updateItem({
      Key: campaignKeys.primary(campaign.id),
      UpdateExpression: 'SET start_date = :start, end_date = :end, #status = :status, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':start': schedule.start_date,
        ':end': schedule.end_date,
        ':status': schedule.status,
        ':gsi2pk': gsi2pk,
        ':gsi2sk': gsi2sk,
      },
      ReturnValues: 'ALL_NEW',
    });
    return item ? toCampaign(item) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
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
