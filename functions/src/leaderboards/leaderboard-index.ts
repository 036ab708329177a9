import type { Ambassador } from '@app/shared/leaderboards';
import { queryPage, type Item } from '#lib/table';

/**
 * The `leaderboard` index: lbpk names a leaderboard (LB#STUDENT, or LB#CAMPAIGN#<id> for a campaign's
 * members) and lbunits is the units-sold counter, so one Query returns a leaderboard in rank order.
 * A campaign's own item and its totals item head its partition, ranked above any member
 * (CAMPAIGN_HEADER_RANK), so one Query also returns the whole public campaign page.
 */
export const leaderboardKeys = {
  students: () => 'LB#STUDENT',
  campaign: (campaignId: string) => `LB#CAMPAIGN#${campaignId}`,
};

/** Where a campaign's own items rank in its leaderboard partition: above any member's units. */
export const CAMPAIGN_HEADER_RANK = { campaign: Number.MAX_SAFE_INTEGER, totals: Number.MAX_SAFE_INTEGER - 1 };

/** The leaderboard an ambassador ranks in: students together, campaign members per campaign. */
export function leaderboardOf(ambassador: Pick<Ambassador, 'role' | 'campaign_id'>): string | undefined {
  if (ambassador.role === 'student') return leaderboardKeys.students();
  if (ambassador.role === 'fundraising_ambassador' && ambassador.campaign_id) return leaderboardKeys.campaign(ambassador.campaign_id);
  return undefined;
}

/** The top of one leaderboard partition, most units first: one Query (room for a campaign's two header items). */
export async function leaderboardPartition(lbpk: string, limit: number): Promise<Item[]> {
  const { items } = await queryPage({
    IndexName: 'leaderboard',
    KeyConditionExpression: 'lbpk = :lbpk',
    ExpressionAttributeValues: { ':lbpk': lbpk },
    ScanIndexForward: false,
    Limit: limit + 2,
  });
  return items;
}
