import { links } from '@app/shared/contracts';
import type { ConversionRanking } from '@app/shared/links';
import { api, type ApiError } from '@app/ui/api';
import useSWR from 'swr';

/** The ambassadors whose tracked links convert best, as the scheduled job last ranked them (one read). */
export function getConversionRanking(): Promise<ConversionRanking> {
  return api(links.getConversionRanking);
}

export const conversionRankingKey = ['admin', 'links', 'conversion-ranking'] as const;

export function useConversionRanking() {
  return useSWR<ConversionRanking, ApiError>(conversionRankingKey, getConversionRanking);
}
