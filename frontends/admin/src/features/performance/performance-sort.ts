import type { CampaignPerformance } from '@app/shared/campaign-admin';

export type SortKey = 'campaign' | 'status' | 'units' | 'fund' | 'members' | 'progress' | 'days_left';
export type SortDirection = 'ascending' | 'descending';
export interface Sort {
  key: SortKey;
  direction: SortDirection;
}

const valueOf: Record<SortKey, (campaign: CampaignPerformance) => string | number | null> = {
  campaign: (campaign) => campaign.campaign_name.toLowerCase(),
  status: (campaign) => campaign.status,
  units: (campaign) => campaign.figures.units_sold,
  fund: (campaign) => campaign.figures.donated_to_org,
  members: (campaign) => campaign.figures.members,
  progress: (campaign) => campaign.progress_percent,
  days_left: (campaign) => campaign.days_left,
};

/** Sorted by one column; a campaign without a target or an end date goes last whichever the direction. */
export function sortCampaigns(campaigns: readonly CampaignPerformance[], { key, direction }: Sort): CampaignPerformance[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...campaigns].sort((a, b) => {
    const left = valueOf[key](a);
    const right = valueOf[key](b);
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
    if (left === right) return 0;
    return (left < right ? -1 : 1) * sign;
  });
}

/** A column's first click sorts text A to Z and figures biggest first; the next click turns it round. */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: key === 'campaign' || key === 'status' ? 'ascending' : 'descending' };
}
