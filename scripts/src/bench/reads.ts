import type { Campaign } from '@app/shared/campaigns';
import type { PublicCampaignPage } from '@app/shared/campaigns';
import { publicCampaignPage } from '@app/functions/campaigns';
import { campaignLeaderboard } from '@app/functions/leaderboards';
import { studentLeaderboard } from '@app/functions/leaderboards/seeding';
import { resetTableUsage, tableUsage } from '@app/functions/platform';
import { latencyOf, requestsText, type Latency, type SampleLimit } from './measure';
import { naiveCampaignLeaderboard, naiveCampaignPage, naiveStudentLeaderboard, type NaiveAnswer } from './naive-reads';

export interface ReadComparison {
  read: string;
  /** The product's read, with the DynamoDB requests it sends ("1 Query") and the capacity units they consume. */
  oneQuery: Latency & { requests: string; capacityUnits: number };
  naive: Latency & { requests: string; ordersRead: number };
  /** Both ways returned the same ranking (and stats). */
  sameAnswer: boolean;
  /** How many times faster the product's way should be at the full size; null when the naive way reads no orders either. */
  speedupTarget: number | null;
}

export interface ReadPair {
  read: string;
  compare(limits: { oneQuery: SampleLimit; naive: SampleLimit }): Promise<ReadComparison>;
}

/**
 * The DynamoDB requests a warm call of `read` sends, by operation ("2 Query + 1 GetItem"), and the
 * capacity units they consumed, counted by the functions' table helpers, with its answer. A first call
 * warms up what a running function keeps (which campaign a slug names), as any request before it would have.
 */
async function requestsOf<T>(read: () => Promise<T>): Promise<{ answer: T; requests: string; capacityUnits: number }> {
  await read();
  resetTableUsage();
  const answer = await read();
  const { requests, capacityUnits } = tableUsage();
  return { answer, requests: requestsText(requests), capacityUnits };
}

/** The speedup the sales reads must reach at the full size. */
const SPEEDUP_TARGET = 50;

export function readPair<T, N = T>(
  read: string,
  oneQuery: () => Promise<T>,
  naive: () => Promise<NaiveAnswer<N>>,
  summaries: { product: (answer: T) => string; naive: (answer: N) => string },
  speedupTarget: number | null = SPEEDUP_TARGET,
): ReadPair {
  return {
    read,
    async compare(limits) {
      const fast = await requestsOf(oneQuery);
      const fastLatency = await latencyOf(oneQuery, limits.oneQuery);
      const slow = await requestsOf(naive);
      const slowLatency = await latencyOf(naive, limits.naive);
      return {
        read,
        oneQuery: { ...fastLatency, requests: fast.requests, capacityUnits: fast.capacityUnits },
        naive: { ...slowLatency, requests: slow.requests, ordersRead: slow.answer.ordersRead },
        sameAnswer: summaries.product(fast.answer) === summaries.naive(slow.answer.answer),
        speedupTarget,
      };
    },
  };
}

type Ranked = Array<{ units_sold: number; total_sales: number }>;
const ranking = (rows: Ranked) => rows.map((row) => `${row.units_sold}:${row.total_sales}`).join(',');
type PageRanked = Array<{ student_name: string; units_sold: number }>;
const pageSummary = (page: (Pick<PublicCampaignPage, 'stats'> & { leaderboard: PageRanked }) | undefined) =>
  page ? `${JSON.stringify(page.stats)} ${page.leaderboard.map((row) => `${row.student_name}:${row.units_sold}`).join(',')}` : 'no page';

/** The three reads every sales screen makes, each the product's way and the naive way. */
export function salesReads(campaign: Campaign): ReadPair[] {
  return [
    readPair(
      'campaign leaderboard',
      () => campaignLeaderboard(campaign.id),
      () => naiveCampaignLeaderboard(campaign.id),
      { product: ranking, naive: ranking },
    ),
    readPair('student leaderboard', () => studentLeaderboard(), naiveStudentLeaderboard, { product: ranking, naive: ranking }),
    readPair(
      'public campaign page',
      () => publicCampaignPage(campaign.campaign_slug),
      () => naiveCampaignPage(campaign.campaign_slug),
      { product: pageSummary, naive: pageSummary },
    ),
  ];
}
