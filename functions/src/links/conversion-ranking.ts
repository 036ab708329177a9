import {
  conversionRankingSchema,
  conversionRate,
  CONVERSION_RANKING_MIN_CLICKS,
  CONVERSION_RANKING_SIZE,
  type ConversionRanking,
  type ConversionRankingRow,
} from '@app/shared/links';
import { getItem, putItem } from '#lib/table';
import { getAmbassadorTotalsMany } from '../leaderboards';
import { getClickTotalsMany, listClickers } from './click-data';

/** The ranking as last worked out: pk LINKRANKING, sk CONVERSION; one item, so Impact & Reports reads it in one GetItem. */
const rankingKey = { pk: 'LINKRANKING', sk: 'CONVERSION' };

const sum = (counts: Partial<Record<string, number>>) => Object.values(counts).reduce<number>((total, count) => total + (count ?? 0), 0);

/**
 * Works the ranking out again (the schedule's job, every 15 minutes): every ambassador with a click (the
 * register), their click totals and their totals rows a hundred at a time, those with at least
 * CONVERSION_RANKING_MIN_CLICKS clicks ranked by orders ÷ clicks (more orders, then the name, break a tie).
 * A job, not a request: it reads as many rows as there are ambassadors with clicks, and a request reads
 * only its result.
 */
export async function refreshConversionRanking(now = new Date()): Promise<ConversionRanking> {
  const userIds = await listClickers();
  const [clicks, totals] = await Promise.all([getClickTotalsMany(userIds), getAmbassadorTotalsMany(userIds)]);
  const candidates: Array<Omit<ConversionRankingRow, 'rank'>> = [];
  for (const userId of userIds) {
    const row = totals.get(userId);
    const clickCount = sum(clicks.get(userId) ?? {});
    if (!row || row.role === 'admin' || clickCount < CONVERSION_RANKING_MIN_CLICKS) continue;
    const orders = sum(row.orders_by_source);
    candidates.push({
      user_id: userId,
      first_name: row.first_name,
      last_name: row.last_name,
      role: row.role,
      clicks: clickCount,
      orders,
      conversion_rate: conversionRate(orders, clickCount) ?? 0,
    });
  }
  candidates.sort(
    (a, b) =>
      b.conversion_rate - a.conversion_rate ||
      b.orders - a.orders ||
      `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`) ||
      a.user_id.localeCompare(b.user_id),
  );
  const ranking: ConversionRanking = {
    refreshed_at: now.toISOString(),
    min_clicks: CONVERSION_RANKING_MIN_CLICKS,
    rows: candidates.slice(0, CONVERSION_RANKING_SIZE).map((row, index) => ({ rank: index + 1, ...row })),
  };
  await putItem({ Item: { ...rankingKey, ...ranking } });
  return ranking;
}

/** The ranking as the job last left it: one GetItem; empty before its first run. */
export async function conversionRanking(): Promise<ConversionRanking> {
  const item = await getItem(rankingKey);
  if (!item) return { refreshed_at: null, min_clicks: CONVERSION_RANKING_MIN_CLICKS, rows: [] };
  return conversionRankingSchema.parse(item);
}
