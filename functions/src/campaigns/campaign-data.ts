import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Campaign, CampaignStatus } from '@app/shared/campaign';
import { db } from '#lib/clients';
import { queryAll, TABLE, withoutKeys } from '#lib/table';
import { CAMPAIGN_HEADER_RANK, totalsKeys } from '../leaderboards/totals-data';

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
  byStatus: (status: CampaignStatus, schoolName: string, campaignId: string) => ({
    gsi2pk: `CAMPAIGNS#${status}`,
    gsi2sk: `${schoolName.toLowerCase()}#${campaignId}`,
  }),
};

export function campaignItem(campaign: Campaign): Record<string, unknown> {
  return {
    ...campaignKeys.primary(campaign.id),
    ...campaignKeys.bySlug(campaign.campaign_slug),
    ...campaignKeys.byStatus(campaign.status, campaign.school_name, campaign.id),
    // Heads its own leaderboard partition, so the public page is one Query (leaderboards/totals-data.ts).
    lbpk: totalsKeys.campaignLeaderboard(campaign.id),
    lbunits: CAMPAIGN_HEADER_RANK.campaign,
    ...campaign,
  };
}

/** A campaign as the API shows it, from its stored item. */
export function toCampaign(item: Record<string, unknown>): Campaign {
  const { lbpk: _lbpk, lbunits: _lbunits, ...campaign } = withoutKeys(item);
  return campaign as unknown as Campaign;
}

/** Writes a new campaign; fails if the id exists. */
export async function putNewCampaign(campaign: Campaign): Promise<void> {
  await db.send(new PutCommand({ TableName: TABLE, Item: campaignItem(campaign), ConditionExpression: 'attribute_not_exists(pk)' }));
}

/** One campaign by id. */
export async function getCampaign(campaignId: string): Promise<Campaign | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE, Key: campaignKeys.primary(campaignId) }));
  return Item ? toCampaign(Item) : undefined;
}

/** One campaign by its slug. */
export async function getCampaignBySlug(slug: string): Promise<Campaign | undefined> {
  const { gsi1pk, gsi1sk } = campaignKeys.bySlug(slug);
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': gsi1pk, ':sk': gsi1sk },
      Limit: 1,
    }),
  );
  return Items[0] ? toCampaign(Items[0]) : undefined;
}

/** Campaigns of one status, ordered by school name. */
export async function listCampaignsByStatus(status: CampaignStatus): Promise<Campaign[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': campaignKeys.byStatus(status, '', '').gsi2pk },
  });
  return items.map(toCampaign);
}
