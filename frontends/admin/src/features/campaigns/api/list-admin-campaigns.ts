import type { CampaignsOverview } from '@app/shared/campaigns';
import { campaigns } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import type { ScopedMutator } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { performancePagesKey } from './get-fundraising-performance';

/** One page of campaigns, newest first, with their passcodes and totals, and the counts of the stat cards. */
export function listAdminCampaigns(cursor?: string): Promise<CampaignsOverview> {
  return api(campaigns.listAdminCampaigns, { query: { cursor } });
}

type PageKey = readonly ['admin', 'campaigns', 'pages', string | undefined];

/** The first page's key has no cursor, each next one the previous page's cursor; none after the last. */
const pageKeyOf = (index: number, previous: CampaignsOverview | null): PageKey | null => {
  if (previous && !previous.next_cursor) return null;
  return ['admin', 'campaigns', 'pages', index === 0 ? undefined : (previous?.next_cursor ?? undefined)];
};

/** The campaigns screen: the pages loaded so far, newest first, with Load more while there are more. */
export function useAdminCampaigns() {
  return useSWRInfinite<CampaignsOverview, Error>(pageKeyOf, ([, , , cursor]: PageKey) => listAdminCampaigns(cursor));
}

/** The campaigns screen's pages, for a mutation to reload them. */
export const adminCampaignsKey = unstable_serialize(pageKeyOf);

/** The campaigns' details: what a passcode or campaign edit, or an approval, changes (the pages: refreshCampaignData). */
export const isCampaignDataKey = (key: unknown) =>
  Array.isArray(key) && key[0] === 'admin' && key[1] === 'campaigns' && key[2] === 'detail';

/** Reloads what a passcode or campaign edit, or an approval, changes: the campaigns' pages, details and Performance. */
export function refreshCampaignData(mutate: ScopedMutator): void {
  void mutate(isCampaignDataKey);
  void mutate(adminCampaignsKey);
  void mutate(performancePagesKey);
}
