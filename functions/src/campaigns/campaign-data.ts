import { CAMPAIGN_STATUSES, campaignSchema, type Campaign, type CampaignStatus } from '@app/shared/campaigns';
import { campaignCode } from '@app/shared/code-sync';
import type { StartHereStep } from '@app/shared/start-here';
import * as z from 'zod';
import { audited, auditWrites, changed, changesBetween } from '#lib/audit';
import {
  batchGetAll,
  decodeCursor,
  encodeCursor,
  getItem,
  parseItem,
  queryAll,
  queryPage,
  transact,
  TransactionCancelled,
  type Item,
  type TransactItem,
} from '#lib/table';
import { CAMPAIGN_HEADER_RANK, leaderboardKeys } from '../leaderboards';
import { campaignCodeClaimPut, isCodeClaimed } from '../profiles';
import { campaignStatsUpdates, statusChangeMove } from './campaign-stats';

/**
 * Campaign entity. Keys:
 * - pk CAMPAIGN#<id>, sk CAMPAIGN
 * - gsi1pk SLUG#<slug>, gsi1sk CAMPAIGN: the public page and passcode checks find a campaign by slug
 * - gsi2pk CAMPAIGNS#<status>, gsi2sk <school_name>#<id>: campaigns of a status, by school name
 * - lbpk LB#CAMPAIGN#<id>, lbunits above any member: heads its leaderboard partition
 * Its slug claim, pk CAMPAIGNSLUG#<slug>, sk CLAIM, is written with it (`attribute_not_exists`), so no
 * two campaigns share a slug (gsi1 alone cannot refuse a duplicate).
 * Its listing entry, pk CAMPAIGNS, sk <created_at>#<id>, holding `campaign_id`, is written with it too:
 * every campaign newest first, a page at a time (the admin's overview and Performance).
 * Its own code's claim (issue 45), pk CODE#<code>, sk CODE, holding `campaign_id`, is written with it too,
 * among the members' codes (profiles' personal-code-data.ts), so no member's code is ever the campaign's.
 */
export const campaignKeys = {
  primary: (campaignId: string) => ({ pk: `CAMPAIGN#${campaignId}`, sk: 'CAMPAIGN' }),
  bySlug: (slug: string) => ({ gsi1pk: `SLUG#${slug}`, gsi1sk: 'CAMPAIGN' }),
  byStatus: (status: CampaignStatus, schoolName = '', campaignId = '') => ({
    gsi2pk: `CAMPAIGNS#${status}`,
    gsi2sk: `${schoolName.toLowerCase()}#${campaignId}`,
  }),
  slugClaim: (slug: string) => ({ pk: `CAMPAIGNSLUG#${slug}`, sk: 'CLAIM' }),
  listing: (createdAt = '', campaignId = '') => ({ pk: 'CAMPAIGNS', sk: `${createdAt}#${campaignId}` }),
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

// Far more candidates than any acronym needs; past it something else is wrong.
const MAX_CODE_CANDIDATES = 100;

/** The first of a campaign's code candidates (HHS, HHS2...) that nobody holds; its claim's condition settles a race for it. */
export async function freeCampaignCode(acronym: string): Promise<string> {
  for (let attempt = 1; attempt <= MAX_CODE_CANDIDATES; attempt++) {
    const code = campaignCode(acronym, attempt);
    if (!(await isCodeClaimed(code))) return code;
  }
  throw new Error(`No free campaign code could be found for ${acronym}`);
}

/**
 * A new campaign, its slug claim and, when it has one, its code's claim: the first fails when the id exists,
 * the second when the slug is taken, the third when the code is.
 */
export function newCampaignWrites(campaign: Campaign): TransactItem[] {
  return [
    { Put: { Item: campaignItem(campaign), ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Put: {
        Item: { ...campaignKeys.slugClaim(campaign.campaign_slug), campaign_id: campaign.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...(campaign.campaign_code ? [campaignCodeClaimPut(campaign.campaign_code, campaign.id)] : []),
  ];
}

/** Where newCampaignWrites puts the code's claim. */
export const CODE_CLAIM_AT = 2;

/**
 * What else a new campaign's transaction writes, after its own writes and its first passcode's: its listing
 * entry and the stat cards' counts (with `activePasscodes` passcodes created alongside).
 */
export function campaignListedWrites(campaign: Campaign, activePasscodes = 0): TransactItem[] {
  return [
    {
      Put: {
        Item: { ...campaignKeys.listing(campaign.created_at, campaign.id), campaign_id: campaign.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...campaignStatsUpdates({ campaigns: 1, statuses: { [campaign.status]: 1 }, activePasscodes }),
  ];
}

/**
 * Writes a new campaign (seeding, the bench, tests), claiming its slug and its code: the one it has, else the first free
 * one (the next when another claims it meanwhile); fails if the id exists or another campaign has the slug. Answers the campaign as written.
 */
export async function putNewCampaign(campaign: Campaign): Promise<Campaign> {
  for (;;) {
    const coded = { ...campaign, campaign_code: campaign.campaign_code ?? (await freeCampaignCode(campaign.school_acronym)) };
    try {
      await transact([...newCampaignWrites(coded), ...campaignListedWrites(coded)]);
      return coded;
    } catch (error) {
      if (campaign.campaign_code || !(error instanceof TransactionCancelled && error.conditionFailedAt(CODE_CLAIM_AT))) throw error;
    }
  }
}

/**
 * Gives a campaign launched before campaign codes its code (`npm run migrate`): the first free one, claimed in
 * one transaction with the campaign's new field, on the condition that it has none yet. Answers the code it gave;
 * a campaign that has its code is left alone (undefined), so a second run gives none.
 */
export async function giveCampaignItsCode(campaign: Campaign): Promise<string | undefined> {
  if (campaign.campaign_code) return undefined;
  for (;;) {
    const code = await freeCampaignCode(campaign.school_acronym);
    try {
      await transact([
        {
          Update: {
            Key: campaignKeys.primary(campaign.id),
            UpdateExpression: 'SET campaign_code = :code',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(campaign_code)',
            ExpressionAttributeValues: { ':code': code },
          },
        },
        campaignCodeClaimPut(code, campaign.id),
      ]);
      return code;
    } catch (error) {
      if (!(error instanceof TransactionCancelled)) throw error;
      if (error.conditionFailedAt(0)) return undefined;
      if (!error.conditionFailedAt(1)) throw error;
    }
  }
}

const listingCursorSchema = z.object({ pk: z.literal('CAMPAIGNS'), sk: z.string().max(300) });

/**
 * A page of campaign ids, newest first (one Query of the listing entries, `limit` of them), and the cursor of
 * the next page (null after the last); a cursor that is not this listing's is an Invalid with `badCursor`.
 */
export async function listCampaignIdsPage(
  limit: number,
  cursor: string | undefined,
  badCursor: string,
): Promise<{ campaignIds: string[]; next_cursor: string | null }> {
  const start = decodeCursor(cursor, listingCursorSchema, badCursor);
  const { items, lastKey } = await queryPage(
    {
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': campaignKeys.listing().pk },
      ScanIndexForward: false,
      Limit: limit,
    },
    start,
  );
  return { campaignIds: items.map((item) => String(item.campaign_id)), next_cursor: encodeCursor(lastKey) };
}

/** Several campaigns at once (BatchGetItem, 100 keys a request), by id; missing ones are left out. */
export async function getCampaignsMany(campaignIds: readonly string[]): Promise<Map<string, Campaign>> {
  const items = await batchGetAll([...new Set(campaignIds)].map(campaignKeys.primary));
  return new Map(items.map((item) => [String(item.id), toCampaign(item)]));
}

/** Every item of a campaign's partition: the campaign, its passcodes and its totals (one Query). */
export async function campaignPartitionItems(campaignId: string): Promise<Item[]> {
  return queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': campaignKeys.primary(campaignId).pk } });
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

/** Every campaign's own code (code-sync's Bulk Sync): the campaigns of every status, those without a code left out. */
export async function listCampaignCodes(): Promise<{ campaignId: string; code: string }[]> {
  const campaigns = (await Promise.all(CAMPAIGN_STATUSES.map(listCampaignsByStatus))).flat();
  return campaigns.flatMap((campaign) => (campaign.campaign_code ? [{ campaignId: campaign.id, code: campaign.campaign_code }] : []));
}

// Another edit moved the status since it was read: read it again and move the counts from there.
const STATUS_TRIES = 5;

/** What an admin edits of a campaign (campaigns' updateCampaign): its dates, its status and its public page's privacy. */
export type CampaignEdit = Pick<Campaign, 'start_date' | 'end_date' | 'status' | 'public_naming' | 'adults_only' | 'search_listed'>;

const editOf = ({ start_date, end_date, status, public_naming, adults_only, search_listed }: Campaign): CampaignEdit => ({
  start_date,
  end_date,
  status,
  public_naming,
  adults_only,
  search_listed,
});

/**
 * Saves a campaign's edit (its status index key moves with its status, and the stat cards' status counts in
 * the same transaction, on the condition that the status is still the one read); undefined when there is no
 * such campaign. `end_date` null clears it. An admin's edit is audited in it: the fields it changed, before and after.
 */
export async function saveCampaignEdit(campaign: Campaign, edit: CampaignEdit): Promise<Campaign | undefined> {
  let current: Campaign | undefined = campaign;
  for (let attempt = 1; current; attempt++) {
    const { gsi2pk, gsi2sk } = campaignKeys.byStatus(edit.status, current.school_name, current.id);
    try {
      await transact([
        {
          Update: {
            Key: campaignKeys.primary(current.id),
            UpdateExpression:
              'SET start_date = :start, end_date = :end, #status = :status, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk, ' +
              'public_naming = :naming, adults_only = :adults, search_listed = :listed',
            ConditionExpression: 'attribute_exists(pk) AND #status = :was',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':start': edit.start_date,
              ':end': edit.end_date,
              ':status': edit.status,
              ':naming': edit.public_naming,
              ':adults': edit.adults_only,
              ':listed': edit.search_listed,
              ':was': current.status,
              ':gsi2pk': gsi2pk,
              ':gsi2sk': gsi2sk,
            },
          },
        },
        ...campaignStatsUpdates(statusChangeMove(current.status, edit.status)),
        ...auditWrites({ subjectType: 'campaign', subjectId: current.id, changes: changesBetween(current, edit, Object.keys(edit)) }),
      ]);
      return { ...current, ...edit };
    } catch (error) {
      if (!(error instanceof TransactionCancelled && error.conditionFailedAt(0)) || attempt >= STATUS_TRIES) throw error;
      current = await getCampaignAsWritten(campaign.id);
    }
  }
  return undefined;
}

/** Moves a campaign to another status (its status index key and the status counts move with it). */
export async function setCampaignStatus(campaign: Campaign, status: CampaignStatus): Promise<void> {
  const saved = await saveCampaignEdit(campaign, { ...editOf(campaign), status });
  if (!saved) throw new Error(`No campaign ${campaign.id}`);
}

/**
 * Saves a campaign's own Start Here steps (null returns it to the global configuration), an admin's save audited
 * with it: the steps before (the campaign as read) and after. False when the campaign is gone.
 */
export async function setCampaignStartHereConfig(campaign: Campaign, steps: readonly StartHereStep[] | null): Promise<boolean> {
  const update: TransactItem = {
    Update: {
      Key: campaignKeys.primary(campaign.id),
      UpdateExpression: 'SET start_here_config = :steps',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':steps': steps },
    },
  };
  try {
    await audited([update], {
      subjectType: 'campaign',
      subjectId: campaign.id,
      changes: [changed('start_here_config', campaign.start_here_config, steps)],
    });
  } catch (error) {
    if (error instanceof TransactionCancelled && error.conditionFailedAt(0)) return false;
    throw error;
  }
  return true;
}
