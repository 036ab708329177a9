import * as z from 'zod';
import { LINK_SOURCES, type LinkSource } from './sources';

/** One source's row of an ambassador's link figures: counted clicks, attributed orders, and orders ÷ clicks. */
export const sourceStatsSchema = z.object({
  source: z.enum(LINK_SOURCES),
  clicks: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
  /** Orders ÷ counted clicks as a percentage, one decimal; null when there was no click to convert. */
  conversion_rate: z.number().nonnegative().nullable(),
});
export type SourceStats = z.infer<typeof sourceStatsSchema>;

/** What /impact and the fundraiser dashboard show of the tracked link: each source with a click or an order, and the sum. */
export const linkStatsSchema = z.object({
  sources: z.array(sourceStatsSchema).max(LINK_SOURCES.length),
  total: sourceStatsSchema.omit({ source: true }),
});
export type LinkStats = z.infer<typeof linkStatsSchema>;

/** Orders ÷ clicks as a percentage with one decimal, or null without a click (no rate to speak of). */
export function conversionRate(orders: number, clicks: number): number | null {
  return clicks > 0 ? Math.round((orders / clicks) * 1000) / 10 : null;
}

/** '12.5%', or '—' when there was no click. */
export function formatConversionRate(rate: number | null): string {
  return rate === null ? '—' : `${rate.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

/** How a source reads in a table. */
export const LINK_SOURCE_LABELS: Record<LinkSource, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  x: 'X',
  snapchat: 'Snapchat',
  whatsapp: 'WhatsApp',
  text: 'Text message',
  email: 'E-mail',
  qr: 'QR code',
  campaign_page: 'Campaign page',
  direct: 'Direct',
  other: 'Other',
};

/** Each source's figures from its click and order counts (missing = 0), in LINK_SOURCES order, sources with neither left out. */
export function linkStatsOf(clicks: Partial<Record<LinkSource, number>>, orders: Partial<Record<LinkSource, number>>): LinkStats {
  const sources = LINK_SOURCES.map((source) => {
    const counted = { clicks: clicks[source] ?? 0, orders: orders[source] ?? 0 };
    return { source, ...counted, conversion_rate: conversionRate(counted.orders, counted.clicks) };
  }).filter((row) => row.clicks > 0 || row.orders > 0);
  const total = sources.reduce((sum, row) => ({ clicks: sum.clicks + row.clicks, orders: sum.orders + row.orders }), {
    clicks: 0,
    orders: 0,
  });
  return { sources, total: { ...total, conversion_rate: conversionRate(total.orders, total.clicks) } };
}

/** An ambassador in the admins' conversion ranking. */
export const conversionRankingRowSchema = z.object({
  rank: z.number().int().positive(),
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(['student', 'fundraising_ambassador']),
  clicks: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
  conversion_rate: z.number().nonnegative(),
});
export type ConversionRankingRow = z.infer<typeof conversionRankingRowSchema>;

/** Fewer counted clicks than this and a conversion rate says little: such an ambassador is not ranked. */
export const CONVERSION_RANKING_MIN_CLICKS = 20;
/** How many ambassadors the ranking lists. */
export const CONVERSION_RANKING_SIZE = 25;

/** The ranking as the scheduled job last left it; `refreshed_at` null before its first run. */
export const conversionRankingSchema = z.object({
  refreshed_at: z.string().nullable(),
  min_clicks: z.number().int().nonnegative(),
  rows: z.array(conversionRankingRowSchema).max(CONVERSION_RANKING_SIZE),
});
export type ConversionRanking = z.infer<typeof conversionRankingSchema>;
