import { CAMPAIGN_STATUSES, type CampaignStatus } from '@app/shared/campaigns';
import * as z from 'zod';
import { getItem, parseItem, type TransactItem } from '#lib/table';

/**
 * The Fundraising Campaigns stat cards, pre-aggregated in one item, pk STATS#CAMPAIGNS, sk TOTAL:
 * `campaigns`, a count per status (`status_<status>`) and `active_passcodes`. Moved by ADD in the
 * transaction of the fact they count: a campaign's creation, its status change, a passcode's creation,
 * deactivation or rotation. Campaigns and passcodes change by hand, a few a day, so one item is enough.
 * A transaction may touch an item once: a write that moves several counts moves them in one Update.
 */
const statsKey = { pk: 'STATS#CAMPAIGNS', sk: 'TOTAL' };

const statusCount = (status: CampaignStatus) => `status_${status}`;

export interface CampaignStatsMove {
  campaigns?: number;
  /** Status left (-1) and entered (+1). */
  statuses?: Partial<Record<CampaignStatus, number>>;
  activePasscodes?: number;
}

/** The Update that moves the stat cards' counts, for the transaction of the change; none when nothing moves. */
export function campaignStatsUpdates(move: CampaignStatsMove): TransactItem[] {
  const moves = new Map<string, number>();
  if (move.campaigns) moves.set('campaigns', move.campaigns);
  for (const [status, by] of Object.entries(move.statuses ?? {}) as Array<[CampaignStatus, number]>) {
    if (by) moves.set(statusCount(status), (moves.get(statusCount(status)) ?? 0) + by);
  }
  if (move.activePasscodes) moves.set('active_passcodes', move.activePasscodes);
  const names = [...moves.entries()].filter(([, by]) => by !== 0);
  if (names.length === 0) return [];
  return [
    {
      Update: {
        Key: statsKey,
        UpdateExpression: `ADD ${names.map((_, i) => `#n${i} :v${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(names.map(([name], i) => [`#n${i}`, name])),
        ExpressionAttributeValues: Object.fromEntries(names.map(([, by], i) => [`:v${i}`, by])),
      },
    },
  ];
}

/** A status change's move: out of one status, into the other (nothing when it stays). */
export const statusChangeMove = (from: CampaignStatus, to: CampaignStatus): CampaignStatsMove =>
  from === to ? {} : { statuses: { [from]: -1, [to]: 1 } };

const statsSchema = z.object({
  campaigns: z.number().default(0),
  active_passcodes: z.number().default(0),
  ...Object.fromEntries(CAMPAIGN_STATUSES.map((status) => [statusCount(status), z.number().default(0)])),
});

export interface CampaignStats {
  campaigns: number;
  byStatus: Record<CampaignStatus, number>;
  activePasscodes: number;
}

/** The stat cards' counts (GetItem); zeros before the first campaign. */
export async function readCampaignStats(): Promise<CampaignStats> {
  const stored = parseItem(statsSchema, (await getItem(statsKey)) ?? {}) as Record<string, number>;
  return {
    campaigns: stored.campaigns ?? 0,
    byStatus: Object.fromEntries(CAMPAIGN_STATUSES.map((status) => [status, stored[statusCount(status)] ?? 0])) as Record<
      CampaignStatus,
      number
    >,
    activePasscodes: stored.active_passcodes ?? 0,
  };
}

/** The key of the stat cards' item: the migration sets it once from a recount. */
export const campaignStatsKey = () => ({ ...statsKey });
