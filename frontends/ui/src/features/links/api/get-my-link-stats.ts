import { links } from '@app/shared/contracts';
import type { LinkStats } from '@app/shared/links';
import { api } from '@app/ui/api';
import useSWR from 'swr';
import { LIVE_REFRESH_MS } from '../../totals/api/get-my-totals';

export function getMyLinkStats(): Promise<LinkStats> {
  return api(links.getMyLinkStats);
}

export const myLinkStatsKey = ['me', 'link-stats'] as const;

/** The signed-in ambassador's tracked-link clicks, orders and conversion per source; live, like their totals. */
export function useMyLinkStats() {
  return useSWR<LinkStats, Error>(myLinkStatsKey, getMyLinkStats, { refreshInterval: LIVE_REFRESH_MS, revalidateOnFocus: true });
}
