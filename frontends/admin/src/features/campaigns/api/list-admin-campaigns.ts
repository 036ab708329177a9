import type { CampaignsOverview } from '@app/shared/campaigns';
import { campaigns } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { pagesKey, useCursorPages } from '@app/ui';
import type { ScopedMutator } from 'swr';
import { performancePagesKey } from './get-fundraising-performance';

/** One page of campaigns, newest first, with their passcodes and totals, and the counts of the stat cards. */
export function listAdminCampaigns(cursor?: string): Promise<CampaignsOverview> {
  return api(campaigns.listAdminCampaigns, { query: { cursor } });
}

const scope = ['admin', 'campaigns', 'pages'];

/** The campaigns screen: the pages loaded so far, newest first, with Load more while there are more. */
export function useAdminCampaigns() {
  return useCursorPages(scope, listAdminCampaigns);
}

/** The campaigns screen's pages, for a mutation to reload them. */
export const adminCampaignsKey = pagesKey(scope);

/** The campaigns' details: what a passcode or campaign edit, or an approval, changes (the pages: refreshCampaignData). */
export const isCampaignDataKey = (key: unknown) =>
  Array.isArray(key) && key[0] === 'admin' && key[1] === 'campaigns' && key[2] === 'detail';

/** Reloads what a passcode or campaign edit, or an approval, changes: the campaigns' pages, details and Performance. */
export function refreshCampaignData(mutate: ScopedMutator): void {
  void mutate(isCampaignDataKey);
  void mutate(adminCampaignsKey);
  void mutate(performancePagesKey);
}
