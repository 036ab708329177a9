import { BatchGetCommand, type BatchGetCommandOutput, GetCommand, QueryCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { CLIMATE_DONATION_PER_SHIRT, ORGANIZATION_DONATION_PER_SHIRT } from '@app/shared/constants';
import type { Role } from '@app/shared/roles';
import { db } from '#lib/clients';
import { TABLE } from '#lib/table';

/**
 * Pre-aggregated sales totals, moved by the order consumer in the same transaction as the order.
 *
 * Ambassador totals: pk USER#<userId>, sk TOTALS. lbunits is the units-sold counter itself and lbpk
 * names the leaderboard the ambassador ranks in (LB#STUDENT, or LB#CAMPAIGN#<id> for a campaign
 * member), so the `leaderboard` index returns a leaderboard in rank order with one Query. The item
 * carries the display fields a leaderboard row shows, so the Query needs nothing else.
 *
 * Campaign totals: pk CAMPAIGN#<id>, sk TOTALS: units, sales, commission, orders and the derived funds.
 * Money counters are integer cents, so ADD never accumulates float error.
 *
 * The campaign item and its totals item also sit in the campaign's leaderboard partition, ranked above
 * every member (CAMPAIGN_HEADER_RANK), so one Query returns the whole public campaign page.
 */
export const totalsKeys = {
  ambassador: (userId: string) => ({ pk: `USER#${userId}`, sk: 'TOTALS' }),
  campaign: (campaignId: string) => ({ pk: `CAMPAIGN#${campaignId}`, sk: 'TOTALS' }),
  studentLeaderboard: () => 'LB#STUDENT',
  campaignLeaderboard: (campaignId: string) => `LB#CAMPAIGN#${campaignId}`,
};

/** Where a campaign's own items rank in its leaderboard partition: above any member's units. */
export const CAMPAIGN_HEADER_RANK = { campaign: Number.MAX_SAFE_INTEGER, totals: Number.MAX_SAFE_INTEGER - 1 };

/** Who an order is attributed to, copied onto the order so its later events move the same totals. */
export interface Ambassador {
  user_id: string;
  role: Role;
  campaign_id: string | null;
  first_name: string;
  last_name: string;
  school: string | null;
}

/** What an order currently adds to its ambassador's and campaign's totals. */
export interface Contribution {
  units: number;
  sales_cents: number;
  commission_cents: number;
  orders: number;
}
export const NO_CONTRIBUTION: Contribution = { units: 0, sales_cents: 0, commission_cents: 0, orders: 0 };

/** The leaderboard an ambassador ranks in: students together, campaign members per campaign. */
export function leaderboardOf(ambassador: Pick<Ambassador, 'role' | 'campaign_id'>): string | undefined {
  if (ambassador.role === 'student') return totalsKeys.studentLeaderboard();
  if (ambassador.role === 'fundraising_ambassador' && ambassador.campaign_id) return totalsKeys.campaignLeaderboard(ambassador.campaign_id);
  return undefined;
}

/**
 * TransactWriteItems Update entries moving an ambassador's (and their campaign's) totals by `delta`.
 * With a zero delta they create the ambassador's row (so a member with no sale yet is listed).
 */
type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export function totalsUpdates(ambassador: Ambassador, delta: Contribution): TransactItem[] {
  const lbpk = leaderboardOf(ambassador);
  const updates: TransactItem[] = [
    {
      Update: {
        TableName: TABLE,
        Key: totalsKeys.ambassador(ambassador.user_id),
        UpdateExpression:
          'SET member_user_id = :user, #role = :role, campaign_id = :campaign, first_name = if_not_exists(first_name, :first), ' +
          'last_name = if_not_exists(last_name, :last), school = if_not_exists(school, :school)' +
          (lbpk ? ', lbpk = :lbpk' : '') +
          ' ADD lbunits :units, sales_cents :sales, commission_cents :commission, orders_count :orders',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: {
          ':user': ambassador.user_id,
          ':role': ambassador.role,
          ':campaign': ambassador.campaign_id,
          ':first': ambassador.first_name,
          ':last': ambassador.last_name,
          ':school': ambassador.school,
          ...(lbpk ? { ':lbpk': lbpk } : {}),
          ':units': delta.units,
          ':sales': delta.sales_cents,
          ':commission': delta.commission_cents,
          ':orders': delta.orders,
        },
      },
    },
  ];
  if (ambassador.campaign_id) {
    updates.push({
      Update: {
        TableName: TABLE,
        Key: totalsKeys.campaign(ambassador.campaign_id),
        UpdateExpression:
          'SET campaign_id = :campaign, lbpk = :lbpk, lbunits = :rank ' +
          'ADD units :units, sales_cents :sales, commission_cents :commission, orders_count :orders, ' +
          'organization_fund :fund, climate_donation :climate',
        ExpressionAttributeValues: {
          ':campaign': ambassador.campaign_id,
          ':lbpk': totalsKeys.campaignLeaderboard(ambassador.campaign_id),
          ':rank': CAMPAIGN_HEADER_RANK.totals,
          ':units': delta.units,
          ':sales': delta.sales_cents,
          ':commission': delta.commission_cents,
          ':orders': delta.orders,
          ':fund': delta.units * ORGANIZATION_DONATION_PER_SHIRT,
          ':climate': delta.units * CLIMATE_DONATION_PER_SHIRT,
        },
      },
    });
  }
  return updates;
}

export interface AmbassadorTotals extends Ambassador {
  units_sold: number;
  total_sales: number;
  total_commission: number;
  orders_count: number;
}

function toAmbassadorTotals(item: Record<string, unknown>): AmbassadorTotals {
  return {
    user_id: item.member_user_id as string,
    role: item.role as Role,
    campaign_id: (item.campaign_id as string | null | undefined) ?? null,
    first_name: (item.first_name as string | undefined) ?? '',
    last_name: (item.last_name as string | undefined) ?? '',
    school: (item.school as string | null | undefined) ?? null,
    units_sold: Number(item.lbunits ?? 0),
    total_sales: Number(item.sales_cents ?? 0) / 100,
    total_commission: Number(item.commission_cents ?? 0) / 100,
    orders_count: Number(item.orders_count ?? 0),
  };
}

/** One ambassador's totals, or undefined before they have a code. */
export async function getAmbassadorTotals(userId: string, consistent = false): Promise<AmbassadorTotals | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE, Key: totalsKeys.ambassador(userId), ConsistentRead: consistent }));
  return Item ? toAmbassadorTotals(Item) : undefined;
}

/** Several ambassadors' totals at once (admin lists). */
export async function getAmbassadorTotalsMany(userIds: string[]): Promise<Map<string, AmbassadorTotals>> {
  const found = new Map<string, AmbassadorTotals>();
  const unique = [...new Set(userIds)];
  for (let i = 0; i < unique.length; i += 100) {
    let keys: Array<Record<string, unknown>> | undefined = unique.slice(i, i + 100).map(totalsKeys.ambassador);
    while (keys?.length) {
      const answer: BatchGetCommandOutput = await db.send(new BatchGetCommand({ RequestItems: { [TABLE]: { Keys: keys } } }));
      for (const item of answer.Responses?.[TABLE] ?? []) found.set(item.member_user_id as string, toAmbassadorTotals(item));
      keys = answer.UnprocessedKeys?.[TABLE]?.Keys;
    }
  }
  return found;
}

export interface CampaignTotals {
  campaign_id: string;
  total_units_sold: number;
  total_sales: number;
  total_commission: number;
  orders_count: number;
  total_donated_to_org: number;
  total_donated_to_environment: number;
}

/** A campaign's totals from its totals item; zeros before its first sale. */
function toCampaignTotals(campaignId: string, item: Record<string, unknown> = {}): CampaignTotals {
  return {
    campaign_id: campaignId,
    total_units_sold: Number(item.units ?? 0),
    total_sales: Number(item.sales_cents ?? 0) / 100,
    total_commission: Number(item.commission_cents ?? 0) / 100,
    orders_count: Number(item.orders_count ?? 0),
    total_donated_to_org: Number(item.organization_fund ?? 0),
    total_donated_to_environment: Number(item.climate_donation ?? 0),
  };
}

/** A campaign's totals (GetItem). */
export async function campaignTotals(campaignId: string): Promise<CampaignTotals> {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE, Key: totalsKeys.campaign(campaignId) }));
  return toCampaignTotals(campaignId, Item);
}

const isAmbassadorTotals = (item: Record<string, unknown>) => String(item.pk).startsWith('USER#');

/** One Query on the leaderboard index, most units first; a campaign's partition starts with its own two items. */
async function leaderboardPartition(lbpk: string, limit: number): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: 'leaderboard',
      KeyConditionExpression: 'lbpk = :lbpk',
      ExpressionAttributeValues: { ':lbpk': lbpk },
      ScanIndexForward: false,
      Limit: limit + 2,
    }),
  );
  return Items;
}

/** The rows of one leaderboard, most units first: one Query on the leaderboard index. */
export async function leaderboardRows(lbpk: string, limit: number): Promise<AmbassadorTotals[]> {
  const items = await leaderboardPartition(lbpk, limit);
  return items.filter(isAmbassadorTotals).slice(0, limit).map(toAmbassadorTotals);
}

/**
 * A campaign's whole leaderboard partition in one Query: its campaign item (as stored, keys and all, or
 * undefined), its totals and its top members.
 */
export async function campaignPartition(campaignId: string, limit: number) {
  const items = await leaderboardPartition(totalsKeys.campaignLeaderboard(campaignId), limit);
  const { pk, sk: totalsSk } = totalsKeys.campaign(campaignId);
  const own = items.filter((item) => item.pk === pk);
  return {
    campaignItem: own.find((item) => item.sk !== totalsSk),
    totals: toCampaignTotals(campaignId, own.find((item) => item.sk === totalsSk)),
    rows: items.filter(isAmbassadorTotals).slice(0, limit).map(toAmbassadorTotals),
  };
}
