import { CAMPAIGN_STATUSES, campaignSchema, passcodeSchema } from '@app/shared/campaigns';
import * as z from 'zod';
import { countersOf, getItem, parseItem, putItems, queryPage, recountedCounters, transact, TransactionCancelled } from '#lib/table';
import { allCampaignsTotalsKeys, CAMPAIGN_TOTALS_SHARDS } from '../leaderboards';
import { campaignKeys, campaignPartitionItems, giveCampaignItsCode } from './campaign-data';
import { campaignStatsKey } from './campaign-stats';

/**
 * The one-off recount of what began with the paged campaigns screens (a table whose campaigns predate
 * them): every campaign, status by status (one Query of the status index a page), given its listing
 * entry and, launched before campaigns had their own code, its code (issue 45), and counted into the stat cards (STATS#CAMPAIGNS) and every campaign's totals (the
 * STATS#CAMPAIGN_TOTALS shards, from each campaign's own totals). The counts are set at the end, not added,
 * so a second run changes nothing, in one transaction on the condition that they still hold what they held
 * when the count began: a campaign, passcode or sale meanwhile makes the recount start again (at most
 * MAX_RESTARTS times).
 */
const PAGE_SIZE = 25;
const MAX_RESTARTS = 3;

const STAT_NAMES = ['campaigns', 'active_passcodes', ...CAMPAIGN_STATUSES.map((status) => `status_${status}`)] as const;
const TOTAL_NAMES = [
  'units',
  'sales_cents',
  'commission_cents',
  'orders_count',
  'organization_fund',
  'climate_donation',
  'members_count',
] as const;

const countersSchema = (names: readonly string[]) => z.record(z.enum(names as [string, ...string[]]), z.number());

/** Where a recount of the campaigns stands: it travels in the route's cursor. */
export const campaignsRecountSchema = z.object({
  status: z.enum(CAMPAIGN_STATUSES),
  start: z
    .object({
      pk: z.string().startsWith('CAMPAIGN#').max(200),
      sk: z.literal('CAMPAIGN'),
      gsi2pk: z.string().startsWith('CAMPAIGNS#').max(40),
      gsi2sk: z.string().max(400),
    })
    .optional(),
  begun: z.boolean(),
  stats: countersSchema(STAT_NAMES),
  totals: countersSchema(TOTAL_NAMES),
  statsSnapshot: countersSchema(STAT_NAMES),
  shardsSnapshot: z.array(countersSchema(TOTAL_NAMES)).max(CAMPAIGN_TOTALS_SHARDS),
  restarts: z.number().int().min(0).max(MAX_RESTARTS),
});
export type CampaignsRecount = z.infer<typeof campaignsRecountSchema>;

const zeros = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, 0]));

export const campaignsRecountStart = (restarts = 0): CampaignsRecount => ({
  status: CAMPAIGN_STATUSES[0],
  begun: false,
  stats: zeros(STAT_NAMES),
  totals: zeros(TOTAL_NAMES),
  statsSnapshot: zeros(STAT_NAMES),
  shardsSnapshot: [],
  restarts,
});

/** The campaigns' counts kept moving under the recount. */
export class CampaignsRecountRaced extends Error {}

const shards = () => Array.from({ length: CAMPAIGN_TOTALS_SHARDS }, (_, shard) => allCampaignsTotalsKeys.shard(shard));

/** The campaigns a page gave their own code, with the code. */
export type CodesGiven = { campaignId: string; code: string }[];

/** One page of the campaigns' recount: how many campaigns it examined, the codes it gave, and where to continue (null once done). */
export async function recountCampaignsPage(
  state: CampaignsRecount,
): Promise<{ examined: number; codesGiven: CodesGiven; next: CampaignsRecount | null }> {
  const current: CampaignsRecount = state.begun
    ? { ...state }
    : {
        ...state,
        begun: true,
        statsSnapshot: countersOf(await getItem(campaignStatsKey(), { consistent: true }), STAT_NAMES),
        shardsSnapshot: await Promise.all(shards().map(async (key) => countersOf(await getItem(key, { consistent: true }), TOTAL_NAMES))),
      };
  const { items, lastKey } = await queryPage(
    {
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': campaignKeys.byStatus(current.status).gsi2pk },
      Limit: PAGE_SIZE,
    },
    current.start,
  );
  const campaigns = items.map((item) => parseItem(campaignSchema, item));
  const partitions = await Promise.all(campaigns.map((campaign) => campaignPartitionItems(campaign.id)));
  await putItems(campaigns.map((campaign) => ({ ...campaignKeys.listing(campaign.created_at, campaign.id), campaign_id: campaign.id })));
  const given = await Promise.all(campaigns.map(giveCampaignItsCode));
  const codesGiven = campaigns.flatMap((campaign, i) => (given[i] ? [{ campaignId: campaign.id, code: given[i] }] : []));
  const stats = { ...current.stats };
  const totals = { ...current.totals };
  campaigns.forEach((campaign, i) => {
    const partition = partitions[i]!;
    const passcodes = partition.filter((item) => String(item.sk).startsWith('PASSCODE#')).map((item) => parseItem(passcodeSchema, item));
    stats.campaigns! += 1;
    stats[`status_${campaign.status}`]! += 1;
    stats.active_passcodes! += passcodes.filter((passcode) => passcode.is_active).length;
    const own = countersOf(
      partition.find((item) => item.sk === 'TOTALS'),
      TOTAL_NAMES,
    );
    for (const name of TOTAL_NAMES) totals[name]! += own[name]!;
  });

  if (lastKey)
    return {
      examined: campaigns.length,
      codesGiven,
      next: { ...current, start: campaignsRecountSchema.shape.start.parse(lastKey), stats, totals },
    };
  const nextStatus = CAMPAIGN_STATUSES[CAMPAIGN_STATUSES.indexOf(current.status) + 1];
  if (nextStatus)
    return { examined: campaigns.length, codesGiven, next: { ...current, status: nextStatus, start: undefined, stats, totals } };

  // Every status done: set the counts, every campaign's totals in the first shard.
  try {
    await transact([
      recountedCounters(campaignStatsKey(), stats, current.statsSnapshot),
      ...shards().map((key, shard) =>
        recountedCounters(key, shard === 0 ? totals : zeros(TOTAL_NAMES), current.shardsSnapshot[shard] ?? {}),
      ),
    ]);
  } catch (error) {
    if (!(error instanceof TransactionCancelled && error.reasons.includes('ConditionalCheckFailed'))) throw error;
    if (current.restarts + 1 > MAX_RESTARTS) throw new CampaignsRecountRaced();
    return { examined: campaigns.length, codesGiven, next: campaignsRecountStart(current.restarts + 1) };
  }
  return { examined: campaigns.length, codesGiven, next: null };
}
